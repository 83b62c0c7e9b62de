// Rule mcp.tool-annotations.members (spec 9.6).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.tool-annotations.members',
  title: 'Tool annotations use only the MCP ToolAnnotations fields',
  sections: ['9.6'],
  anchors: ['req-tool-annotations-closed', 'req-tool-annotations-fields'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: ['/$defs/ToolAnnotations'],
  appliesTo: ['/tools/*/annotations'],
});
