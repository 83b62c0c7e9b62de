// Rule mcp.tool.structured-content.output-schema (spec 9.3).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.tool.structured-content.output-schema',
  title: 'Tool example structuredContent matches outputSchema',
  sections: ['9.3'],
  anchors: ['req-tool-example-structured-content'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
