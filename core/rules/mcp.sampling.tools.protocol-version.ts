// Rule mcp.sampling.tools.protocol-version (spec 9.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.sampling.tools.protocol-version',
  title: 'Sampling step requests use each protocol version\'s createMessage fields',
  sections: ['9.4'],
  anchors: ['req-interaction-sampling-protocol-version'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
