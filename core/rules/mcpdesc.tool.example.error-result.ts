// Rule mcpdesc.tool.example.error-result (spec 9.3).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.tool.example.error-result',
  title: 'Tool example error and success results are well-formed',
  sections: ['9.3'],
  anchors: ['req-tool-example-error-result', 'req-tool-example-success'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
});
