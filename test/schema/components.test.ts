// Components Object (17.1) and Reference Objects (17.2) at their use sites (17.3).
import { describe, expect, it } from 'vitest';
import { checkCase, documentWith, formats, type StructuralCase } from './helpers.ts';

const namespaces = ['schemas', 'toolExamples', 'resourceExamples', 'resourceTemplateExamples', 'promptExamples'];
const reference = (target: string) => ({ $componentRef: target });
const tool = (inputSchema: unknown) => ({ name: 'search', inputSchema });

const cases: StructuralCase[] = [
  {
    name: 'schemas with a chained reference, used by a Tool (17.8), and an outer extension',
    document: documentWith({
      components: {
        schemas: {
          SearchInput: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
          Alias: reference('#/components/schemas/SearchInput'),
          'x-not-an-extension': { type: 'object' },
        },
        'x-acme': { owner: 'search' },
      },
      tools: [tool(reference('#/components/schemas/Alias'))],
    }),
    expected: [],
  },
  {
    name: 'empty Components Object (17.1)',
    document: documentWith({ components: {} }),
    expected: [
      {
        rule: 'mcpdesc.components.members',
        path: '/components',
        detail: { kind: 'constraint', keyword: 'minProperties', limit: 1 },
      },
    ],
  },
  {
    name: 'unknown namespace (17.1)',
    document: documentWith({ components: { parameters: {} } }),
    expected: [
      {
        rule: 'mcpdesc.components.members',
        path: '/components/parameters',
        detail: { kind: 'unexpected-member', member: 'parameters', allowedMembers: namespaces },
      },
    ],
  },
  {
    name: 'empty namespace map and an invalid component name (17.1)',
    document: documentWith({ components: { toolExamples: {}, schemas: { 'Search Input': { type: 'object' } } } }),
    expected: [
      {
        rule: 'mcpdesc.components.members',
        path: '/components/toolExamples',
        detail: { kind: 'constraint', keyword: 'minProperties', limit: 1 },
      },
      {
        rule: 'mcpdesc.components.members',
        path: '/components/schemas/Search Input',
        detail: { kind: 'constraint', keyword: 'propertyNames', member: 'Search Input', pattern: '^[A-Za-z0-9._-]+$' },
      },
    ],
  },
  {
    name: 'an x-* name in a namespace map is a component and must have its type (14.2)',
    document: documentWith({ components: { schemas: { 'x-owner': 'search-team' } } }),
    expected: [
      {
        rule: 'mcpdesc.components.members',
        path: '/components/schemas/x-owner',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
    ],
  },
  {
    name: 'Reference Objects take no siblings, not even x-* (17.2)',
    document: documentWith({
      components: { schemas: { A: { type: 'object' } } },
      tools: [tool({ $componentRef: '#/components/schemas/A', description: 'x', 'x-acme': 1 })],
    }),
    expected: [
      {
        rule: 'mcpdesc.components.members',
        path: '/tools/0/inputSchema/description',
        detail: { kind: 'unexpected-member', member: 'description', allowedMembers: ['$componentRef'] },
        message: 'Reference Object',
      },
      {
        rule: 'mcpdesc.components.members',
        path: '/tools/0/inputSchema/x-acme',
        detail: { kind: 'unexpected-member', member: 'x-acme', allowedMembers: ['$componentRef'] },
        message: 'x-* extensions are not allowed on this object',
      },
    ],
  },
  {
    name: 'reference form: local pointer into the namespace of the use site (17.2)',
    document: documentWith({
      components: { schemas: { A: reference('https://example.com/schemas.json#/A') } },
      tools: [tool(reference('#/components/toolExamples/A')), tool(reference('#/components/schemas/A/properties'))],
    }),
    expected: [
      {
        rule: 'mcpdesc.components.references',
        path: '/components/schemas/A/$componentRef',
        detail: { kind: 'constraint', keyword: 'pattern', pattern: '^#/components/schemas/[A-Za-z0-9._-]+$' },
        message:
          'components.schemas.A.$componentRef "https://example.com/schemas.json#/A" is not a local reference of the form #/components/schemas/<name>',
      },
      {
        rule: 'mcpdesc.components.references',
        path: '/tools/0/inputSchema/$componentRef',
        detail: { kind: 'constraint', keyword: 'pattern', pattern: '^#/components/schemas/[A-Za-z0-9._-]+$' },
      },
      {
        rule: 'mcpdesc.components.references',
        path: '/tools/1/inputSchema/$componentRef',
        detail: { kind: 'constraint', keyword: 'pattern', pattern: '^#/components/schemas/[A-Za-z0-9._-]+$' },
      },
    ],
  },
  {
    name: 'reference target must be a string',
    document: documentWith({
      components: { toolExamples: { e: reference(['#/components/toolExamples/x'] as unknown as string) } },
    }),
    expected: [
      {
        rule: 'mcpdesc.components.references',
        path: '/components/toolExamples/e/$componentRef',
        detail: { kind: 'type-mismatch', expectedTypes: ['string'] },
      },
    ],
  },
];

describe('Components and Reference Objects', () => {
  for (const format of formats) {
    it.each(cases.map((c) => [c.name, c] as const))(`${format}: %s`, (_name, testCase) =>
      checkCase(testCase, format, expect),
    );
  }
});
