// Web features do not import each other by any path (issue 15): '@/features/x', '../../x' and
// '../../../features/x' alike. What two features share moves to shared/.
import { eachImport, targetUnderSrc, underSrc } from './source-paths.js';

const featureOf = (rel) => /^features\/([^/]+)(?:\/|$)/.exec(rel)?.[1] ?? null;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports no other feature.' },
    schema: [],
    messages: { crossFeature: "Feature '{{from}}' may not import feature '{{to}}' ('{{specifier}}'): move what both need to @/shared." },
  },
  create(context) {
    const file = underSrc(context.filename, 'web');
    const from = file && featureOf(file.rel);
    if (!from) return {};
    return eachImport((node, specifier) => {
      const target = targetUnderSrc(file.rel, specifier, '@/');
      const to = target && featureOf(target);
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to, specifier } });
    });
  },
};
