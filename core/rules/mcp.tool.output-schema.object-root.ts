// Rule mcp.tool.output-schema.object-root (spec 9.2).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.tool.output-schema.object-root',
  title: 'Tool outputSchema describes an object before MCP 2026-07-28',
  sections: ['9.2'],
  anchors: ['req-tool-output-schema-object-root'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
