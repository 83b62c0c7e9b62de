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
  schemaRequirements: {
    '/$defs/ToolAnnotations': 'req-tool-annotations-fields',
    '/$defs/ToolAnnotations/additionalProperties': 'req-tool-annotations-closed',
  },
  appliesTo: ['/tools/*/annotations'],
});
