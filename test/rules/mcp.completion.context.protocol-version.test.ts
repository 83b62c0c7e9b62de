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
  info: { name: 'completions', version: '1.0.0' },
  transports: [{ type: 'stdio', command: 'server' }],
};
const withContext = {
  argument: { name: 'name', value: 'a' },
  context: { arguments: { department: 'eng' } },
  result: { completion: { values: ['Ada'] } },
};
const withoutContext = { argument: { name: 'name', value: 'a' }, result: { completion: { values: ['Ada'] } } };
const prompt = (examples: object, extra: object = {}) => ({
  name: 'team_lead',
  arguments: [{ name: 'department' }, { name: 'name' }],
  completionExamples: examples,
  ...extra,
});
const template = (examples: object, extra: object = {}) => ({
  uriTemplate: 'org://{department}/{name}',
  name: 'member',
  completionExamples: examples,
  ...extra,
});

testRule('mcp.completion.context.protocol-version', {
  valid: [
    {
      name: 'context from MCP 2025-06-18 on',
      document: {
        ...base,
        protocolVersions: ['2025-06-18', '2025-11-25'],
        prompts: [prompt({ a: withContext })],
        resourceTemplates: [template({ a: withContext })],
      },
    },
    {
      name: 'no context in MCP 2025-03-26',
      document: { ...base, protocolVersions: ['2025-03-26'], prompts: [prompt({ a: withoutContext })] },
    },
    {
      name: 'split into disjoint protocol-scoped variants when context is needed (11.4)',
      document: {
        ...base,
        protocolVersions: ['2025-03-26', '2025-06-18'],
        prompts: [
          prompt({ a: withoutContext }, { protocolVersions: ['2025-03-26'] }),
          prompt({ a: withContext }, { protocolVersions: ['2025-06-18'] }),
        ],
      },
    },
  ],
  invalid: [
    {
      name: 'a Prompt spanning MCP 2025-03-26 and a later version uses context (11.4)',
      document: {
        ...base,
        protocolVersions: ['2025-03-26', '2025-06-18'],
        prompts: [prompt({ a: withoutContext, b: withContext })],
      },
      findings: [
        {
          path: '/prompts/0/completionExamples/b/context',
          requirement: 'req-prompt-completion-context-protocol-version',
          protocolVersion: '2025-03-26',
          message: 'Completion example "b" of Prompt "team_lead" uses "context", which MCP 2025-03-26 does not define',
        },
      ],
    },
    {
      name: 'a Resource Template scoped to MCP 2025-03-26 (10.4.6)',
      document: {
        ...base,
        protocolVersions: ['2025-03-26', '2025-11-25'],
        resourceTemplates: [template({ a: withContext }, { protocolVersions: ['2025-03-26'] })],
      },
      findings: [
        {
          path: '/resourceTemplates/0/completionExamples/a/context',
          requirement: 'req-template-completion-context-protocol-version',
          protocolVersion: '2025-03-26',
          message: 'Resource Template "member"',
        },
      ],
    },
    {
      name: 'MCP 2024-11-05 is left to mcp.completion.protocol-version',
      document: { ...base, protocolVersions: ['2024-11-05', '2025-03-26'], prompts: [prompt({ a: withContext })] },
      findings: [
        {
          path: '/prompts/0/completionExamples/a/context',
          requirement: 'req-prompt-completion-context-protocol-version',
          protocolVersion: '2025-03-26',
        },
      ],
      alsoReported: ['mcp.completion.protocol-version'],
    },
  ],
});

describe('upstream completion fixtures', () => {
  const rules = ['mcp.completion.protocol-version', 'mcp.completion.context.protocol-version'].map((id) =>
    ruleById(id)!,
  );
  it('expected-invalid/invalid-completion-example-semantics.json: a 2024-11-05 example and a 2025-03-26 context', () => {
    const findings = runRuleChecks(
      upstreamFixture('expected-invalid/invalid-completion-example-semantics.json'),
      rules,
    );
    expect(findings.map((d) => [d.rule, d.path, d.protocolVersion])).toEqual([
      ['mcp.completion.protocol-version', '/prompts/0/completionExamples', '2024-11-05'],
      [
        'mcp.completion.context.protocol-version',
        '/prompts/1/completionExamples/context-too-early/context',
        '2025-03-26',
      ],
    ]);
  });
  it('expected-warning/legacy-completion-examples.json: completion examples without context in MCP 2025-03-26 are fine', () => {
    expect(runRuleChecks(upstreamFixture('expected-warning/legacy-completion-examples.json'), rules)).toEqual([]);
  });
});
