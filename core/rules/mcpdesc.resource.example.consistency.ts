// Rule mcpdesc.resource.example.consistency (spec 10.4.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.resource.example.consistency',
  title: 'Resource example result is consistent with its declaration',
  sections: ['10.4.4'],
  anchors: [
    'req-resource-example-mime-type',
    'req-resource-example-requested-uri',
    'req-resource-example-size',
  ],
  severity: 'warning',
  protocolVersionDependent: false,
  schemaPointers: [],
});
