// Rule mcpdesc.legacy-protocol.validation-scope (spec 12.5, 16.2).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.legacy-protocol.validation-scope',
  title: 'Validation is incomplete for legacy protocol versions',
  sections: ['12.5', '16.2'],
  anchors: ['req-elicitation-legacy-incomplete', 'req-legacy-validation-scope'],
  severity: 'warning',
  protocolVersionDependent: true,
  schemaPointers: [],
});
