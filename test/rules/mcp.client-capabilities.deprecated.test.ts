import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../core/document/index.ts';
import { ruleById } from '../../core/rules/index.ts';
import { runRuleChecks } from '../../core/rules/run.ts';
import { testRule } from './rule-tester.ts';

/** A vendored upstream conformance fixture, decoded, with its `mcpdesc` rewritten to 0.9.0 as test/conformance does. */
function upstreamFixture(name: string): unknown {
  const parsed = parseDocument(
    readFileSync(new URL(`../conformance/upstream-0.8.0-rc.1/${name}`, import.meta.url), 'utf8'),
  );
  if (!parsed.ok) throw new Error(`${name} does not parse`);
  return { ...(parsed.value as Record<string, unknown>), mcpdesc: '0.9.0' };
}

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'requirements', version: '1.0.0' },
  transports: [{ type: 'stdio', command: 'server' }],
};
const inputSchema = { type: 'object', additionalProperties: false };

testRule('mcp.client-capabilities.deprecated', {
  valid: [
    {
      name: 'roots and sampling members where they are not deprecated (MCP 2025-11-25)',
      document: {
        ...base,
        protocolVersions: ['2025-11-25'],
        tools: [
          {
            name: 't',
            inputSchema,
            clientRequirements: { roots: { listChanged: true }, sampling: { context: {}, tools: {} } },
          },
        ],
      },
    },
    {
      name: 'elicitation in MCP 2026-07-28',
      document: {
        ...base,
        protocolVersions: ['2026-07-28'],
        prompts: [{ name: 'p', clientRequirements: { elicitation: { form: {}, url: {} } } }],
      },
    },
  ],
  invalid: [
    {
      name: 'empty roots and sampling.context in MCP 2026-07-28',
      document: {
        ...base,
        protocolVersions: ['2026-07-28'],
        resources: [{ uri: 'workspace://current', name: 'current', clientRequirements: { roots: {} } }],
        prompts: [{ name: 'p', clientRequirements: { sampling: { context: {}, tools: {} } } }],
      },
      findings: [
        {
          path: '/resources/0/clientRequirements/roots',
          requirement: 'req-client-requirements-deprecated',
          protocolVersion: '2026-07-28',
          message: 'Client capability requirement "roots" is deprecated in MCP 2026-07-28 (8.5)',
        },
        {
          path: '/prompts/0/clientRequirements/sampling/context',
          requirement: 'req-client-requirements-deprecated',
          protocolVersion: '2026-07-28',
          message: '"sampling.context"',
        },
        {
          path: '/prompts/0/clientRequirements/sampling/tools',
          requirement: 'req-client-requirements-deprecated',
          protocolVersion: '2026-07-28',
          message: '"sampling.tools"',
        },
      ],
    },
    {
      name: 'a bare sampling requirement, in the 2026-07-28 part of a wider scope only',
      document: {
        ...base,
        protocolVersions: ['2025-11-25', '2026-07-28'],
        tools: [{ name: 't', inputSchema, clientRequirements: { sampling: {} } }],
      },
      findings: [
        {
          path: '/tools/0/clientRequirements/sampling',
          requirement: 'req-client-requirements-deprecated',
          protocolVersion: '2026-07-28',
          message: '"sampling" is deprecated',
        },
      ],
    },
  ],
});

describe('upstream fixture expected-warning/deprecated-client-capability-requirements.json', () => {
  it('warns for empty roots and sampling.context in MCP 2026-07-28', () => {
    const findings = runRuleChecks(upstreamFixture('expected-warning/deprecated-client-capability-requirements.json'), [
      ruleById('mcp.client-capabilities.deprecated')!,
    ]);
    expect(findings.map((d) => [d.severity, d.path, d.protocolVersion])).toEqual([
      ['warning', '/resources/0/clientRequirements/roots', '2026-07-28'],
      ['warning', '/prompts/0/clientRequirements/sampling/context', '2026-07-28'],
    ]);
  });
});
