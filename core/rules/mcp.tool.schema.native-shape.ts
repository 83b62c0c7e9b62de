// Rule mcp.tool.schema.native-shape (spec 9.2).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.tool.schema.native-shape',
  title: 'Tool schema cannot be projected to the native MCP Tool shape',
  sections: ['9.2'],
  anchors: ['req-tool-schema-native-shape'],
  severity: 'warning',
  protocolVersionDependent: true,
  schemaPointers: [],
});
