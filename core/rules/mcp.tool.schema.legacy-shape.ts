// Rule mcp.tool.schema.legacy-shape (spec 9.2).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.tool.schema.legacy-shape',
  title: 'Tool schemas before MCP 2025-11-25 have the legacy shape',
  sections: ['9.2'],
  anchors: ['req-tool-schema-legacy-no-dialect', 'req-tool-schema-legacy-shape'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
