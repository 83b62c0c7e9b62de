// Rule mcpdesc.elicitation.name-unique (spec 12.2).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.elicitation.name-unique',
  title: 'Elicitation names are unique within their primitive',
  sections: ['12.2'],
  anchors: ['req-elicitation-name-unique'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
});
