// Rule mcp.completion.context.protocol-version (spec 10.4.6, 11.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.completion.context.protocol-version',
  title: 'Completion context needs MCP 2025-06-18 or later',
  sections: ['10.4.6', '11.4'],
  anchors: [
    'req-prompt-completion-context-protocol-version',
    'req-template-completion-context-protocol-version',
  ],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
