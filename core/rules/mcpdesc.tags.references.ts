// Rule mcpdesc.tags.references (spec 10.1.1, 10.2.1, 11.1, 13.1, 13.2, 13.3, 9.1).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.tags.references',
  title: 'Tags are unique and primitive tags reference the catalogue',
  sections: ['10.1.1', '10.2.1', '11.1', '13.1', '13.2', '13.3', '9.1'],
  anchors: [
    'req-prompt-tags-references',
    'req-resource-tags-references',
    'req-resource-template-tags-references',
    'req-tag-name-unique',
    'req-tags-references',
    'req-tags-undeclared-error',
    'req-tags-unique',
    'req-tool-tags-references',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
});
