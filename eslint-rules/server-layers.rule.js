// Server import boundaries (issue 15), three rules of one walk: a module reaches another only through its face
// modules/<m>/index.ts, and only downwards (floors); platform/ and db/ import no module.
import { eachImport, targetUnderSrc, underSrc } from './source-paths.js';

/**
 * The floors of docs/ARCHITECTURE.md: imports between modules go to a lower or the same floor
 * (a loop on one floor is the cycle rule's). A new module takes its place here.
 */
export const FLOORS = {
  site: 1,
  content: 1,
  catalogue: 1,
  news: 1,
  supplement: 1,
  location: 1,
  i18n: 1,
  user: 1,
  auth: 1,
  idp: 1,
  health: 1,
  'dev-mail': 1,
  enrolment: 2,
  learning: 2,
  course: 2,
  notification: 2,
  exam: 3,
  classroom: 3,
  'practical-exam': 3,
  certificate: 3,
  checkout: 3,
  certification: 4,
  invitation: 4,
  survey: 4,
  'trainer-application': 4,
  'smart-try': 4,
  home: 5,
  search: 5,
  seo: 5,
  staff: 5,
  'company-search': 5,
  'my-learning': 5,
};

const moduleOf = (rel) => /^modules\/([^/]+)\//.exec(rel)?.[1] ?? null;
const isFace = (target, mod) => target === `modules/${mod}` || target === `modules/${mod}/index`;

const DESCRIPTIONS = {
  faces: 'A server module reaches another only through its face modules/<m>/index.ts.',
  floors: 'Imports between server modules go down the floors only.',
  fence: 'platform/ and db/ import no module.',
};

/** One rule per aspect (faces, floors, fence), so each can turn to an error as soon as it is clean. */
export const layerRule = (aspect) => ({
  meta: {
    type: 'problem',
    docs: { description: DESCRIPTIONS[aspect] },
    schema: [],
    messages: {
      deepImport: "Reach module '{{target}}' only through its face modules/{{target}}/index.ts, not '{{specifier}}'.",
      upward:
        "Module '{{from}}' (floor {{fromFloor}}) may not import '{{target}}' (floor {{targetFloor}}): calls go down only; let the higher module pass the fact in.",
      noFloor: "Module '{{module}}' has no floor: place it in FLOORS (eslint-rules/server-layers.rule.js) and docs/ARCHITECTURE.md.",
      fenced: "{{layer}}/ sits below every module and imports none ('{{specifier}}'): define the type here and let app.ts wire the module in.",
      faceLeak: "A face exports services, functions and types, never a repo or a table ('{{specifier}}').",
    },
  },
  create(context) {
    const file = underSrc(context.filename, 'server');
    if (!file) return {};
    const from = moduleOf(file.rel);
    const layer = /^(platform|db)\//.exec(file.rel)?.[1];
    if (aspect === 'fence' ? !layer : !from) return {};
    return eachImport((node, specifier) => {
      const target = targetUnderSrc(file.rel, specifier);
      if (
        aspect === 'faces' &&
        isFace(file.rel.replace(/\.ts$/, ''), from) &&
        node.type !== 'ImportDeclaration' &&
        target &&
        (/\.repo$/.test(target) || target.startsWith('db/schema'))
      ) {
        context.report({ node, messageId: 'faceLeak', data: { specifier } });
      }
      const to = target && (target.startsWith('modules/') ? target.split('/')[1] : null);
      if (!to) return;
      if (layer) {
        context.report({ node, messageId: 'fenced', data: { layer, specifier } });
        return;
      }
      if (to === from) return;
      if (aspect === 'faces') {
        if (!isFace(target, to)) context.report({ node, messageId: 'deepImport', data: { target: to, specifier } });
        return;
      }
      const fromFloor = FLOORS[from];
      const targetFloor = FLOORS[to];
      if (fromFloor === undefined || targetFloor === undefined) {
        context.report({ node, messageId: 'noFloor', data: { module: fromFloor === undefined ? from : to } });
      } else if (targetFloor > fromFloor) {
        context.report({ node, messageId: 'upward', data: { from, fromFloor, target: to, targetFloor } });
      }
    });
  },
});
