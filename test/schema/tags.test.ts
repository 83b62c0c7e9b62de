// Tag Objects (13.1) and the root catalogue (13).
import { describe, expect, it } from 'vitest';
import { checkCase, documentWith, formats, type StructuralCase } from './helpers.ts';

const cases: StructuralCase[] = [
  {
    name: 'the catalogue of 13.5',
    document: documentWith({
      tags: [
        { name: 'analysis', description: 'Game analysis tools' },
        { name: 'rating', 'x-acme': 1 },
      ],
    }),
    expected: [],
  },
  {
    name: 'tag without a name, with an unknown member',
    document: documentWith({ tags: [{ description: 'x', color: 'red' }] }),
    expected: [
      {
        rule: 'mcpdesc.tag.members',
        path: '/tags/0',
        detail: { kind: 'missing-member', member: 'name' },
        message: 'Tag Object at tags[0] is missing required member "name"',
      },
      {
        rule: 'mcpdesc.tag.members',
        path: '/tags/0/color',
        detail: { kind: 'unexpected-member', member: 'color', allowedMembers: ['name', 'description'] },
      },
    ],
  },
  {
    name: 'tags are objects, not names',
    document: documentWith({ tags: ['analysis'] }),
    expected: [
      { rule: 'mcpdesc.tag.members', path: '/tags/0', detail: { kind: 'type-mismatch', expectedTypes: ['object'] } },
    ],
  },
  {
    name: 'empty catalogue (13)',
    document: documentWith({ tags: [] }),
    expected: [
      { rule: 'mcpdesc.document.schema', path: '/tags', detail: { kind: 'constraint', keyword: 'minItems', limit: 1 } },
    ],
  },
];

describe('Tag Objects', () => {
  for (const format of formats) {
    it.each(cases.map((c) => [c.name, c] as const))(`${format}: %s`, (_name, testCase) =>
      checkCase(testCase, format, expect),
    );
  }
});
