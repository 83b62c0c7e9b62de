// Rule mcpdesc.example.completed-result-form (spec 10.4.4, 11.3, 9.3, 9.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.example.completed-result-form',
  title: 'Examples hold completed results, not workflows or envelopes',
  sections: ['10.4.4', '11.3', '9.3', '9.4'],
  anchors: [
    'req-prompt-example-completed-form',
    'req-resource-example-completed-form',
    'req-tool-example-completed-form',
    'req-tool-example-not-interaction',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
});
