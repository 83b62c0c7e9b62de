// Rule mcp.input-response.closed (spec 3.6, 9.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.input-response.closed',
  title: 'Interaction input responses are closed in MCP 2026-07-28',
  sections: ['3.6', '9.4'],
  anchors: ['req-carried-closed-reject', 'req-interaction-protocol-version-valid'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
