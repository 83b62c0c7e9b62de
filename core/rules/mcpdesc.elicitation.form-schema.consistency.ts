// Rule mcpdesc.elicitation.form-schema.consistency (spec 12.3).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.elicitation.form-schema.consistency',
  title: 'Elicitation form schema constraints are consistent',
  sections: ['12.3'],
  anchors: [
    'req-elicitation-form-defaults',
    'req-elicitation-form-enum-names',
    'req-elicitation-form-ranges',
    'req-elicitation-form-required',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
});
