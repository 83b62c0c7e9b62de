// Transport Objects (6): a union discriminated by `type`, each alternative closed (6.6); protocol scopes (4.10).
import { describe, expect, it } from 'vitest';
import { checkCase, documentWith, formats, type StructuralCase } from './helpers.ts';

const types = ['streamable-http', 'stdio', 'sse'];
const stdioMembers = ['type', 'command', 'args', 'env', 'protocolVersions', 'security'];
const httpMembers = ['type', 'url', 'protocolVersions', 'security'];
const withTransports = (...transports: unknown[]) =>
  documentWith({ protocolVersions: ['2025-06-18', '2025-11-25'], transports });

const cases: StructuralCase[] = [
  {
    name: 'each transport type (6.2) with scope, security and extensions',
    document: withTransports(
      { type: 'streamable-http', url: 'https://chess.example.com/mcp', security: [{ bearer: [] }], 'x-acme': 1 },
      {
        type: 'stdio',
        command: 'chess',
        args: ['mcp', '--level', 'advanced'],
        env: { CHESS_DB_PATH: '/data/games.db' },
        security: [],
      },
      { type: 'sse', url: 'https://chess.example.com/sse', protocolVersions: ['2025-06-18'] },
    ),
    expected: [],
  },
  {
    name: 'transport without type (6.2)',
    document: withTransports({ url: 'https://chess.example.com/mcp' }),
    expected: [
      {
        rule: 'mcpdesc.transport.members',
        path: '/transports/0',
        detail: { kind: 'missing-member', member: 'type' },
        message: 'Transport Object at transports[0] is missing required member "type"',
      },
    ],
  },
  {
    name: 'unknown transport type: no alternative is guessed (16.5)',
    document: withTransports({ type: 'websocket', url: 'wss://chess.example.com' }),
    expected: [
      {
        rule: 'mcpdesc.transport.members',
        path: '/transports/0/type',
        detail: { kind: 'invalid-value', allowedValues: types },
      },
    ],
  },
  {
    name: 'stdio without command: only the selected alternative reports, the `if` is reduced (16.5)',
    document: withTransports({ type: 'stdio' }),
    expected: [
      {
        rule: 'mcpdesc.transport.members',
        path: '/transports/0',
        detail: { kind: 'missing-member', member: 'command' },
        message: 'stdio Transport Object',
      },
    ],
  },
  {
    name: 'a member of another alternative stays invalid in the selected one (16.5)',
    document: withTransports({ type: 'stdio', command: 'chess', url: 'https://chess.example.com/mcp' }),
    expected: [
      {
        rule: 'mcpdesc.transport.members',
        path: '/transports/0/url',
        detail: { kind: 'unexpected-member', member: 'url', allowedMembers: stdioMembers },
        message:
          'Unexpected member "url" in stdio Transport Object at transports[0]; allowed: type, command, args, env, protocolVersions, security, x-* extensions',
      },
    ],
  },
  {
    name: 'a member of no alternative: parent and alternative findings are duplicates, the longer schema pointer wins (16.5)',
    document: withTransports({ type: 'streamable-http', url: 'https://chess.example.com/mcp', headers: {} }),
    expected: [
      {
        rule: 'mcpdesc.transport.members',
        path: '/transports/0/headers',
        detail: { kind: 'unexpected-member', member: 'headers', allowedMembers: httpMembers },
      },
    ],
  },
  {
    name: 'streamable-http and sse require a URI url (6.2.1, 6.2.3, 15.6)',
    document: withTransports({ type: 'streamable-http' }, { type: 'sse', url: 'chess.example.com/sse' }),
    expected: [
      { rule: 'mcpdesc.transport.members', path: '/transports/0', detail: { kind: 'missing-member', member: 'url' } },
      {
        rule: 'mcpdesc.transport.members',
        path: '/transports/1/url',
        detail: { kind: 'constraint', keyword: 'format', format: 'uri' },
      },
    ],
  },
  {
    name: 'stdio args and env values are strings; env is a domain map without an extension slot (6.2.2, 14.2)',
    document: withTransports({
      type: 'stdio',
      command: 'chess',
      args: ['a', 1],
      env: { DEBUG: true, 'x-note': 'fine: a variable name' },
    }),
    expected: [
      {
        rule: 'mcpdesc.transport.members',
        path: '/transports/0/args/1',
        detail: { kind: 'type-mismatch', expectedTypes: ['string'] },
      },
      {
        rule: 'mcpdesc.transport.members',
        path: '/transports/0/env/DEBUG',
        detail: { kind: 'type-mismatch', expectedTypes: ['string'] },
      },
    ],
  },
  {
    name: 'transport not an object',
    document: withTransports('stdio'),
    expected: [
      {
        rule: 'mcpdesc.transport.members',
        path: '/transports/0',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
    ],
  },
  {
    name: 'transport protocolVersions: empty, unknown value, duplicate (4.9, 4.10)',
    document: withTransports(
      { type: 'stdio', command: 'a', protocolVersions: [] },
      { type: 'stdio', command: 'b', protocolVersions: ['2025-13-01'] },
      { type: 'stdio', command: 'c', protocolVersions: ['2025-06-18', '2025-06-18'] },
    ),
    expected: [
      {
        rule: 'mcpdesc.protocol-scope.consistency',
        path: '/transports/0/protocolVersions',
        detail: { kind: 'constraint', keyword: 'minItems', limit: 1 },
      },
      {
        rule: 'mcpdesc.protocol-versions.values',
        path: '/transports/1/protocolVersions/0',
        detail: {
          kind: 'invalid-value',
          allowedValues: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'],
        },
      },
      {
        rule: 'mcpdesc.protocol-scope.consistency',
        path: '/transports/2/protocolVersions/1',
        detail: { kind: 'constraint', keyword: 'uniqueItems', duplicateOf: 0 },
      },
    ],
  },
];

describe('Transport Objects', () => {
  for (const format of formats) {
    it.each(cases.map((c) => [c.name, c] as const))(`${format}: %s`, (_name, testCase) =>
      checkCase(testCase, format, expect),
    );
  }
});
