// Rule mcpdesc.view.merge (spec 13.4, 14.5, 17.6, 4.13).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.view.merge',
  title: 'Merged documents preserve every input view',
  sections: ['13.4', '14.5', '17.6', '4.13'],
  anchors: [
    'req-component-merge',
    'req-component-merge-extensions',
    'req-extension-merge',
    'req-merge-algorithm',
    'req-merge-collections',
    'req-merge-equivalence',
    'req-merge-inputs',
    'req-merge-security',
    'req-tags-merge',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
});
