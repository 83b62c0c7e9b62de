// Rule mcp.elicitation.form-schema.protocol-shape (spec 12.3).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.elicitation.form-schema.protocol-shape',
  title: 'Elicitation requestedSchema uses each protocol version\'s vocabulary',
  sections: ['12.3'],
  anchors: ['req-elicitation-form-vocabulary'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
