// 6.5 req-transport-coverage, req-transport-coverage-omitted.
import { describe, expect, it } from 'vitest';
import { validateText } from '../../core/index.ts';
import { testRule } from './rule-tester.ts';

const doc = (protocolVersions: string[], extra: Record<string, unknown> = {}) => ({
  mcpdesc: '0.9.0',
  info: { name: 'coverage', version: '1.0.0' },
  protocolVersions,
  ...extra,
});
const stdio = (protocolVersions?: string[]) => ({
  type: 'stdio',
  command: 'server',
  ...(protocolVersions ? { protocolVersions } : {}),
});

testRule('mcpdesc.transports.coverage', {
  valid: [
    {
      name: 'an unscoped transport covers root',
      document: doc(['2025-11-25', '2026-07-28'], { transports: [stdio()] }),
    },
    {
      name: 'scoped transports whose union is root',
      document: doc(['2025-11-25', '2026-07-28'], { transports: [stdio(['2025-11-25']), stdio(['2026-07-28'])] }),
    },
    {
      name: 'overlapping transport scopes',
      document: doc(['2025-11-25', '2026-07-28'], {
        transports: [
          stdio(),
          { type: 'streamable-http', url: 'https://example.com/mcp', protocolVersions: ['2026-07-28'] },
        ],
      }),
    },
    {
      name: 'no transports: coverage does not apply and nothing is inferred',
      document: doc(['2025-11-25', '2026-07-28']),
    },
  ],
  invalid: [
    {
      name: 'a root protocol version without a transport',
      text: `mcpdesc: "0.9.0"
info:
  name: coverage
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
  - "2026-07-28"
transports:
  - type: stdio
    command: server
    protocolVersions: ["2025-11-25"]
`,
      findings: [
        {
          path: '/transports',
          requirement: 'req-transport-coverage',
          line: 9,
          column: 3,
          protocolVersion: '2026-07-28',
          message: 'No transport applies to MCP 2026-07-28',
        },
      ],
    },
    {
      name: 'every uncovered root version is reported, each once',
      document: doc(['2025-06-18', '2025-11-25', '2026-07-28'], {
        transports: [stdio(['2025-11-25']), stdio(['2025-11-25'])],
      }),
      findings: [
        { path: '/transports', requirement: 'req-transport-coverage', protocolVersion: '2025-06-18' },
        { path: '/transports', requirement: 'req-transport-coverage', protocolVersion: '2026-07-28' },
      ],
    },
    {
      name: 'the related root entry is located as written, after a malformed entry',
      document: doc([7 as unknown as string, '2025-11-25', '2026-07-28'], { transports: [stdio(['2025-11-25'])] }),
      findings: [{ path: '/transports', requirement: 'req-transport-coverage', protocolVersion: '2026-07-28' }],
      alsoReported: ['mcpdesc.protocol-versions.values'],
    },
    {
      // The transport's version outside root is also the 4.10 subset error of mcpdesc.protocol-scope.consistency.
      name: 'a transport scope outside root leaves the root version uncovered and goes beyond root',
      document: doc(['2025-11-25'], { transports: [stdio(['2026-07-28'])] }),
      findings: [
        { path: '/transports', requirement: 'req-transport-coverage', protocolVersion: '2025-11-25' },
        {
          path: '/transports/0/protocolVersions/0',
          requirement: 'req-transport-coverage',
          protocolVersion: '2026-07-28',
          message: 'which root protocolVersions does not list',
        },
      ],
      alsoReported: ['mcpdesc.protocol-scope.consistency'],
    },
    {
      name: 'a transport scope beyond root, with root fully covered (6.5: the union equals root)',
      text: `mcpdesc: "0.9.0"
info:
  name: coverage
  version: 1.0.0
protocolVersions: ["2025-11-25"]
transports:
  - type: stdio
    command: server
    protocolVersions: ["2025-11-25", "2026-07-28"]
`,
      findings: [
        {
          path: '/transports/0/protocolVersions/1',
          requirement: 'req-transport-coverage',
          line: 9,
          column: 38,
          protocolVersion: '2026-07-28',
        },
      ],
      alsoReported: ['mcpdesc.protocol-scope.consistency'],
    },
  ],
});

describe('mcpdesc.transports.coverage related location', () => {
  it('names the uncovered root entry as written', () => {
    const text = JSON.stringify(
      doc([7 as unknown as string, '2025-11-25', '2026-07-28'], { transports: [stdio(['2025-11-25'])] }),
      null,
      2,
    );
    const [finding] = validateText(text).diagnostics.filter((d) => d.rule === 'mcpdesc.transports.coverage');
    expect(finding?.relatedLocations?.map((r) => [r.relation, r.path])).toEqual([
      ['root-protocol-version', '/protocolVersions/2'],
    ]);
  });
});
