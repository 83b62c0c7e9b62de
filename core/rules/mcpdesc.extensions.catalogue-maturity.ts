// Rule mcpdesc.extensions.catalogue-maturity (spec 8.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.extensions.catalogue-maturity',
  title: 'Extension identifier is unknown under a reserved prefix or experimental',
  sections: ['8.4'],
  anchors: [
    'req-extensions-catalogue-maturity',
    'req-extensions-official-no-warning',
    'req-extensions-reserved-identifiers',
  ],
  severity: 'warning',
  protocolVersionDependent: false,
  schemaPointers: [],
});
