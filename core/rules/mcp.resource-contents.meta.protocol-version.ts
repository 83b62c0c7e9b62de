// Rule mcp.resource-contents.meta.protocol-version (spec 10.4.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.resource-contents.meta.protocol-version',
  title: 'Resource contents _meta needs MCP 2025-06-18 or later',
  sections: ['10.4.4'],
  anchors: ['req-resource-contents-meta'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
