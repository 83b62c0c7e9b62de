// 8.4 req-capabilities-logging-deprecated: logging applied to MCP 2026-07-28 is warned about.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { validateText } from '../../core/index.ts';
import { testRule } from './rule-tester.ts';

const rule = 'mcp.capabilities.logging.deprecated';
const doc = (protocolVersions: string[], capabilities: unknown[]) => ({
  mcpdesc: '0.9.0',
  info: { name: 'logging', version: '1.0.0' },
  protocolVersions,
  capabilities,
});

testRule('mcp.capabilities.logging.deprecated', {
  valid: [
    { name: 'logging before MCP 2026-07-28', document: doc(['2025-06-18', '2025-11-25'], [{ logging: {} }]) },
    {
      name: 'logging scoped away from MCP 2026-07-28',
      document: doc(
        ['2025-11-25', '2026-07-28'],
        [
          { protocolVersions: ['2025-11-25'], logging: {} },
          { protocolVersions: ['2026-07-28'], tools: {} },
        ],
      ),
    },
  ],
  invalid: [
    {
      name: 'logging in a Capabilities Object that applies to MCP 2026-07-28',
      text: `{
  "mcpdesc": "0.9.0",
  "info": { "name": "logging", "version": "1.0.0" },
  "protocolVersions": ["2025-11-25", "2026-07-28"],
  "capabilities": [{ "logging": {} }]
}`,
      findings: [
        {
          path: '/capabilities/0/logging',
          requirement: 'req-capabilities-logging-deprecated',
          line: 5,
          column: 33,
          severity: 'warning',
          protocolVersion: '2026-07-28',
          message: 'deprecated in MCP 2026-07-28',
        },
      ],
    },
  ],
});

describe(`${rule} on the upstream fixture`, () => {
  it('warns on expected-warning/logging-deprecated-2026.json, without an error', () => {
    const text = readFileSync(
      new URL('../conformance/upstream-0.8.0-rc.1/expected-warning/logging-deprecated-2026.json', import.meta.url),
      'utf8',
    ).replace('"0.8.0"', '"0.9.0"');
    const result = validateText(text);
    expect(result.valid).toBe(true);
    expect(
      result.diagnostics.filter((d) => d.rule === rule).map((d) => [d.severity, d.path, d.protocolVersion]),
    ).toEqual([['warning', '/capabilities/0/logging', '2026-07-28']]);
  });
});
