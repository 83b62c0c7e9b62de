// Rule mcp.content.members (spec 10.3, 10.4.4, 3.6).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.content.members',
  title: 'Carried content blocks and resource contents have the MCP-defined fields',
  sections: ['10.3', '10.4.4', '3.6'],
  anchors: [
    'req-carried-closed-reject',
    'req-carried-defined-fields',
    'req-resource-annotations-not-in-examples',
    'req-resource-contents-fields',
  ],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: ['/$defs/ResourceContents'],
});
