// Rule mcp.content-block.protocol-version (spec 11.3, 9.3).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.content-block.protocol-version',
  title: 'Example content blocks are supported by every applicable protocol version',
  sections: ['11.3', '9.3'],
  anchors: [
    'req-prompt-example-content-protocol-version',
    'req-tool-example-content-protocol-version',
  ],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
