// Rule mcp.tool.schema-keywords.preserve (spec 9.2).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.tool.schema-keywords.preserve',
  title: 'Tool schema keywords are preserved and accepted',
  sections: ['9.2'],
  anchors: ['req-tool-schema-keywords-preserved', 'req-tool-schema-vocabulary'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
