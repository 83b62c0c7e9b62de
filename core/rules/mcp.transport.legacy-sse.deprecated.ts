// Rule mcp.transport.legacy-sse.deprecated (spec 6.2.3).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.transport.legacy-sse.deprecated',
  title: 'Legacy SSE transport used with MCP 2025-03-26 or later',
  sections: ['6.2.3'],
  anchors: ['req-transport-legacy-sse-warning'],
  severity: 'warning',
  protocolVersionDependent: true,
  schemaPointers: [],
});
