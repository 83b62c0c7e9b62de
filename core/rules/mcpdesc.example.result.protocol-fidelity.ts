// Rule mcpdesc.example.result.protocol-fidelity (spec 10.4.4, 11.3, 3.6, 9.3).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.example.result.protocol-fidelity',
  title: 'Example results match each applicable protocol version',
  sections: ['10.4.4', '11.3', '3.6', '9.3'],
  anchors: [
    'req-carried-defined-fields',
    'req-prompt-example-result-shape',
    'req-resource-example-result-shape',
    'req-tool-example-result-shape',
  ],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
