// Rule mcpdesc.projection.native-schema (spec 10.4.5, 10.4.6, 11.3, 11.4, 4.14, 9.3, 9.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.projection.native-schema',
  title: 'Native projection yields a valid MCP value',
  sections: ['10.4.5', '10.4.6', '11.3', '11.4', '4.14', '9.3', '9.4'],
  anchors: [
    'req-interaction-projection-omitted',
    'req-native-projection-fields',
    'req-native-projection-lists',
    'req-native-projection-no-repair',
    'req-native-projection-no-synthesis',
    'req-native-projection-postcondition',
    'req-native-projection-references-resolved',
    'req-native-projection-steps',
    'req-prompt-completion-projection-omitted',
    'req-prompt-example-projection-omitted',
    'req-resource-example-projection-omitted',
    'req-template-completion-projection-omitted',
    'req-tool-example-projection-omitted',
  ],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
