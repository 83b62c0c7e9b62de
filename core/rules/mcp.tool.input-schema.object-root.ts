// Rule mcp.tool.input-schema.object-root (spec 9.2).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.tool.input-schema.object-root',
  title: 'Tool inputSchema describes an object',
  sections: ['9.2'],
  anchors: ['req-tool-input-schema-object-root'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: ['/$defs/ToolInputSchema'],
});
