// Rule json-schema.tool-schema.valid (spec 9.2).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'json-schema.tool-schema.valid',
  title: 'Embedded Tool schemas are valid JSON Schema under their dialect',
  sections: ['9.2'],
  anchors: [
    'req-tool-output-schema-valid',
    'req-tool-schema-dialect-set',
    'req-tool-schema-dialect-valid',
    'req-tool-schema-external-ref',
  ],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
