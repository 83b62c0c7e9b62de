// 13.1: Tag Objects in the root catalogue.
import { testRule } from './rule-tester.ts';
import { withRoot } from './structural-docs.ts';

testRule('mcpdesc.tag.members', {
  valid: [
    {
      name: 'a named tag with a description',
      document: withRoot({ tags: [{ name: 'search', description: 'Search tools' }] }),
    },
  ],
  invalid: [
    {
      name: 'a tag without name',
      document: withRoot({ tags: [{ description: 'x' }] }),
      findings: [{ path: '/tags/0', requirement: 'req-tag-fields', message: '"name"' }],
    },
    {
      name: 'an unknown tag member',
      document: withRoot({ tags: [{ name: 'a', colour: 'red' }] }),
      findings: [{ path: '/tags/0/colour', requirement: 'req-tag-fields' }],
    },
  ],
});
