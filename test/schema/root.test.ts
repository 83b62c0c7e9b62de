// Root object (3.2, 3.3, 3.9), mcpdesc (4.1, 4.8), root protocolVersions (4.9).
import { describe, expect, it } from 'vitest';
import { validateStructure } from '../../core/rules/structural.ts';
import { checkCase, documentWith, formats, type StructuralCase } from './helpers.ts';

const versions = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];

const cases: StructuralCase[] = [
  {
    name: 'minimal document (3.10)',
    document: documentWith({ $schema: 'https://mcpdesc.org/schema/mcp-description/0.9.0-rc.3.json' }),
    expected: [],
  },
  {
    name: 'every protocol version, instructions and a root extension',
    document: documentWith({ protocolVersions: versions, instructions: 'Use it.', 'x-acme': { a: 1 } }),
    expected: [],
  },
  {
    name: 'missing mcpdesc, info and protocolVersions',
    document: { instructions: 'x' },
    expected: [
      {
        rule: 'mcpdesc.document.schema',
        path: '',
        detail: { kind: 'missing-member', member: 'mcpdesc' },
        message: 'missing required member "mcpdesc"',
      },
      { rule: 'mcpdesc.document.schema', path: '', detail: { kind: 'missing-member', member: 'info' } },
      { rule: 'mcpdesc.document.schema', path: '', detail: { kind: 'missing-member', member: 'protocolVersions' } },
    ],
  },
  {
    name: 'unrecognized mcpdesc version (4.8)',
    document: documentWith({ mcpdesc: '0.8.0' }),
    expected: [
      {
        rule: 'mcpdesc.document.schema',
        path: '/mcpdesc',
        detail: { kind: 'invalid-value', allowedValues: ['0.9.0'] },
        message: 'this playground validates MCP Description "0.9.0" documents (specification 0.9.0-rc.3)',
      },
    ],
  },
  {
    name: 'mcpdesc as a number',
    document: documentWith({ mcpdesc: 0.9 }),
    expected: [
      {
        rule: 'mcpdesc.document.schema',
        path: '/mcpdesc',
        detail: { kind: 'invalid-value', allowedValues: ['0.9.0'] },
      },
    ],
  },
  {
    name: 'unknown root member (3.9)',
    document: documentWith({ servers: [] }),
    expected: [
      {
        rule: 'mcpdesc.document.schema',
        path: '/servers',
        detail: {
          kind: 'unexpected-member',
          member: 'servers',
          allowedMembers: [
            '$schema',
            'mcpdesc',
            'info',
            'protocolVersions',
            'instructions',
            'transports',
            'securitySchemes',
            'security',
            'components',
            'capabilities',
            'tools',
            'resources',
            'resourceTemplates',
            'prompts',
            'tags',
          ],
        },
        message: 'Unexpected member "servers" in the document root object',
      },
    ],
  },
  {
    name: 'extension names are case-sensitive (14.1)',
    document: documentWith({ 'X-acme': true }),
    expected: [
      {
        rule: 'mcpdesc.document.schema',
        path: '/X-acme',
        detail: expect.objectContaining({ kind: 'unexpected-member', member: 'X-acme' }),
      },
    ],
  },
  ...['transports', 'capabilities', 'tools', 'resources', 'resourceTemplates', 'prompts', 'tags'].map((member) => ({
    name: `empty root ${member} (3.3)`,
    document: documentWith({ [member]: [] }),
    expected: [
      {
        rule: 'mcpdesc.document.schema',
        path: `/${member}`,
        detail: { kind: 'constraint', keyword: 'minItems', limit: 1 },
        message: 'is empty: give it at least one entry, or remove',
      },
    ],
  })),
  {
    name: 'empty root securitySchemes (3.3, 7.1)',
    document: documentWith({ securitySchemes: {} }),
    expected: [
      {
        rule: 'mcpdesc.security-scheme.members',
        path: '/securitySchemes',
        detail: { kind: 'constraint', keyword: 'minProperties', limit: 1 },
      },
    ],
  },
  {
    name: 'instructions of the wrong type',
    document: documentWith({ instructions: ['a'] }),
    expected: [
      {
        rule: 'mcpdesc.document.schema',
        path: '/instructions',
        detail: { kind: 'type-mismatch', expectedTypes: ['string'] },
        message: 'instructions must be a string, not an array',
      },
    ],
  },
  {
    name: 'protocolVersions empty (4.9)',
    document: documentWith({ protocolVersions: [] }),
    expected: [
      {
        rule: 'mcpdesc.protocol-versions.values',
        path: '/protocolVersions',
        detail: { kind: 'constraint', keyword: 'minItems', limit: 1 },
      },
    ],
  },
  {
    name: 'protocolVersions with an unknown later version and a duplicate (4.9)',
    document: documentWith({ protocolVersions: ['2025-11-25', '2027-01-01', '2025-11-25'] }),
    expected: [
      {
        rule: 'mcpdesc.protocol-versions.values',
        path: '/protocolVersions/1',
        detail: { kind: 'invalid-value', allowedValues: versions },
      },
      {
        rule: 'mcpdesc.protocol-versions.values',
        path: '/protocolVersions/2',
        detail: { kind: 'constraint', keyword: 'uniqueItems', duplicateOf: 0 },
      },
    ],
  },
  {
    name: 'protocolVersions not an array',
    document: documentWith({ protocolVersions: '2025-11-25' }),
    expected: [
      {
        rule: 'mcpdesc.protocol-versions.values',
        path: '/protocolVersions',
        detail: { kind: 'type-mismatch', expectedTypes: ['array'] },
      },
    ],
  },
];

describe('root object', () => {
  for (const format of formats) {
    it.each(cases.map((c) => [c.name, c] as const))(`${format}: %s`, (_name, testCase) =>
      checkCase(testCase, format, expect),
    );
  }

  it('rejects a root that is not an object with one type finding', () => {
    expect(validateStructure(['x'])).toEqual([
      {
        rule: 'mcpdesc.document.schema',
        severity: 'error',
        path: '',
        requirement: 'req-root-fields',
        message: 'The document must be an object, not an array',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
    ]);
    expect(validateStructure(null)[0]?.detail).toEqual({ kind: 'type-mismatch', expectedTypes: ['object'] });
  });
});
