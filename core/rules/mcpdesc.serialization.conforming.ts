// Rule mcpdesc.serialization.conforming (spec 15.2, 15.3, 15.3.1, 15.3.2, 15.3.3, 15.3.4, 15.3.5, 15.3.6, 15.4, 3.1).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.serialization.conforming',
  title: 'Document uses a conforming JSON or restricted YAML serialization',
  sections: ['15.2', '15.3', '15.3.1', '15.3.2', '15.3.3', '15.3.4', '15.3.5', '15.3.6', '15.4', '3.1'],
  anchors: [
    'req-conforming-serialization',
    'req-serialization-json',
    'req-serialization-yaml-aliases',
    'req-serialization-yaml-claims',
    'req-serialization-yaml-duplicate-keys',
    'req-serialization-yaml-merge-keys',
    'req-serialization-yaml-scalars',
    'req-serialization-yaml-single-document',
    'req-serialization-yaml-string-keys',
    'req-serialization-yaml-tags',
    'req-serialization-yaml-validation',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
});
