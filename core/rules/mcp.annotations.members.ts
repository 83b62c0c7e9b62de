// Rule mcp.annotations.members (spec 10.3, 15.6).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.annotations.members',
  title: 'Resource annotations use only the MCP Annotations fields',
  sections: ['10.3', '15.6'],
  anchors: [
    'req-content-annotations-distinct',
    'req-resource-annotations-closed',
    'req-serialization-value-formats',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: ['/$defs/ResourceAnnotations'],
});
