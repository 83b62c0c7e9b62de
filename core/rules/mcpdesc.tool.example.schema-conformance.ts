// Rule mcpdesc.tool.example.schema-conformance (spec 9.3).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.tool.example.schema-conformance',
  title: 'Tool example input matches the Tool inputSchema',
  sections: ['9.3'],
  anchors: ['req-tool-example-incomplete-validation', 'req-tool-example-input-valid'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
