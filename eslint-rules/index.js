// Credo's own lint rules (issue 15): the boundaries DESIGN.md states, checked on every `npm run lint`.
import filenameCase from './filename-case.rule.js';
import { layerRule } from './server-layers.rule.js';
import tableOwnership from './table-ownership.rule.js';
import webFeatures from './web-features.rule.js';

export default {
  meta: { name: 'credo' },
  rules: {
    'filename-case': filenameCase,
    'module-faces': layerRule('faces'),
    'module-floors': layerRule('floors'),
    'layer-fence': layerRule('fence'),
    'table-ownership': tableOwnership,
    'web-features': webFeatures,
  },
};
