// Rule mcp.elicitation.protocol-version (spec 12.5, 9.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.elicitation.protocol-version',
  title: 'Elicitation declarations are valid in every applicable protocol version',
  sections: ['12.5', '9.4'],
  anchors: ['req-elicitation-protocol-versions', 'req-interaction-protocol-version-valid'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
