// Rule mcpdesc.resource-template.example.expansion (spec 10.4.3).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.resource-template.example.expansion',
  title: 'Resource template example uri expands the uriTemplate',
  sections: ['10.4.3'],
  anchors: ['req-resource-template-example-expansion'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
});
