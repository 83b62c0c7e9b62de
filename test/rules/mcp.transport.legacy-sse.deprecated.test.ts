// 6.2.3 req-transport-legacy-sse-warning: SSE associated with MCP 2025-03-26 or later is warned about.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { validateText } from '../../core/index.ts';
import { testRule } from './rule-tester.ts';

const rule = 'mcp.transport.legacy-sse.deprecated';
const doc = (protocolVersions: string[], transports: unknown[]) => ({
  mcpdesc: '0.9.0',
  info: { name: 'sse', version: '1.0.0' },
  protocolVersions,
  transports,
});
const sse = (protocolVersions?: string[]) => ({
  type: 'sse',
  url: 'https://example.com/sse',
  ...(protocolVersions ? { protocolVersions } : {}),
});

testRule('mcp.transport.legacy-sse.deprecated', {
  valid: [
    { name: 'SSE for MCP 2024-11-05', document: doc(['2024-11-05'], [sse()]) },
    {
      name: 'SSE scoped to MCP 2024-11-05 beside streamable-http',
      document: doc(
        ['2024-11-05', '2026-07-28'],
        [
          sse(['2024-11-05']),
          { type: 'streamable-http', url: 'https://example.com/mcp', protocolVersions: ['2026-07-28'] },
        ],
      ),
    },
  ],
  invalid: [
    {
      name: 'SSE for later versions, a warning per version',
      text: `mcpdesc: "0.9.0"
info: { name: sse, version: 1.0.0 }
protocolVersions: ["2024-11-05", "2025-03-26", "2026-07-28"]
transports:
  - type: sse
    url: https://example.com/sse
`,
      findings: [
        {
          path: '/transports/0/type',
          requirement: 'req-transport-legacy-sse-warning',
          line: 5,
          column: 11,
          severity: 'warning',
          protocolVersion: '2025-03-26',
          message: 'superseded by streamable-http in MCP 2025-03-26',
        },
        {
          path: '/transports/0/type',
          requirement: 'req-transport-legacy-sse-warning',
          severity: 'warning',
          protocolVersion: '2026-07-28',
          message: '(6.2.3)',
        },
      ],
    },
  ],
});

describe(`${rule} on the upstream fixture`, () => {
  it('warns on expected-warning/legacy-sse-modern-revision.json, without an error', () => {
    const text = readFileSync(
      new URL('../conformance/upstream-0.8.0-rc.1/expected-warning/legacy-sse-modern-revision.json', import.meta.url),
      'utf8',
    ).replace('"0.8.0"', '"0.9.0"');
    const result = validateText(text);
    expect(result.valid).toBe(true);
    expect(
      result.diagnostics.filter((d) => d.rule === rule).map((d) => [d.severity, d.path, d.protocolVersion]),
    ).toEqual([['warning', '/transports/0/type', '2025-03-26']]);
  });
});
