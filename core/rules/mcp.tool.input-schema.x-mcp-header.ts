// Rule mcp.tool.input-schema.x-mcp-header (spec 9.2).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.tool.input-schema.x-mcp-header',
  title: 'x-mcp-header annotations are valid and unique',
  sections: ['9.2'],
  anchors: ['req-tool-x-mcp-header'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
