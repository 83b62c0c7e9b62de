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
  info: { name: 'interactions', version: '1.0.0' },
  protocolVersions: ['2025-11-25'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const result = { content: [{ type: 'text', text: 'done' }] };
const rootsStep = { type: 'roots', request: {}, response: { roots: [{ uri: 'file:///workspace' }] } };
const samplingStep = (extra: object = {}) => ({
  type: 'sampling',
  request: { messages: [{ role: 'user', content: { type: 'text', text: 'Summarize.' } }], maxTokens: 100, ...extra },
  response: { role: 'assistant', content: { type: 'text', text: 'Summary.' }, model: 'm', stopReason: 'endTurn' },
});
const urlStep = {
  type: 'elicitation',
  request: { mode: 'url', message: 'Sign in.', url: 'https://auth.example.com/' },
  response: { action: 'accept' },
};
const formStep = {
  type: 'elicitation',
  request: {
    mode: 'form',
    message: 'Ok?',
    requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } },
  },
  response: { action: 'decline' },
};
const tool = (steps: object[], clientRequirements?: object, extra: object = {}) => ({
  name: 'deploy',
  inputSchema: { type: 'object' },
  ...(clientRequirements ? { clientRequirements } : {}),
  interactionExamples: { scenario: { input: {}, steps, result } },
  ...extra,
});
const doc = (tools: object[], extra: object = {}) => ({ ...base, tools, ...extra });
const steps = '/tools/0/interactionExamples/scenario/steps';
const sampleTools = { tools: [{ name: 'lookup', inputSchema: { type: 'object' } }] };

testRule('mcpdesc.tool.interaction.client-requirements-consistency', {
  valid: [
    {
      name: 'no clientRequirements: nothing is inferred (9.4)',
      document: doc([tool([rootsStep, samplingStep({ includeContext: 'thisServer', ...sampleTools }), urlStep])]),
    },
    {
      name: 'requirements that cover every step',
      document: doc([
        tool([rootsStep, samplingStep({ includeContext: 'allServers', ...sampleTools }), urlStep, formStep], {
          roots: {},
          sampling: { context: {}, tools: {} },
          elicitation: { form: {}, url: {} },
        }),
      ]),
    },
    {
      name: 'an empty elicitation requirement covers form mode; includeContext "none" needs no context',
      document: doc([tool([formStep, samplingStep({ includeContext: 'none' })], { elicitation: {}, sampling: {} })]),
    },
    {
      name: 'sub-capabilities do not exist before MCP 2025-11-25',
      document: {
        ...doc([tool([samplingStep({ includeContext: 'thisServer' }), formStep], { sampling: {}, elicitation: {} })]),
        protocolVersions: ['2025-06-18'],
      },
    },
  ],
  invalid: [
    {
      name: 'steps beyond the declared requirements (roots missing; sampling without tools and context; form-only elicitation)',
      document: doc([
        tool([rootsStep, samplingStep({ includeContext: 'thisServer', ...sampleTools }), urlStep], {
          sampling: {},
          elicitation: { form: {} },
        }),
      ]),
      findings: [
        {
          path: `${steps}/0/type`,
          requirement: 'req-interaction-client-requirements-warning',
          message:
            'Interaction step (a roots step) uses client capability "roots", which the Tool\'s clientRequirements do not include (9.4)',
        },
        {
          path: `${steps}/1/request/includeContext`,
          requirement: 'req-interaction-client-requirements-warning',
          protocolVersion: '2025-11-25',
          message: '"sampling.context" of MCP 2025-11-25',
        },
        {
          path: `${steps}/1/request/tools`,
          requirement: 'req-interaction-client-requirements-warning',
          protocolVersion: '2025-11-25',
          message: '"sampling.tools"',
        },
        {
          path: `${steps}/2/request/mode`,
          requirement: 'req-interaction-client-requirements-warning',
          protocolVersion: '2025-11-25',
          message: '(URL-mode elicitation) uses client capability "elicitation.url"',
        },
      ],
    },
    {
      name: 'a missing capability is reported once, not again for its sub-capabilities',
      document: doc([tool([samplingStep(sampleTools), urlStep], { roots: {} })]),
      findings: [
        { path: `${steps}/0/type`, requirement: 'req-interaction-client-requirements-warning', message: '"sampling"' },
        {
          path: `${steps}/1/type`,
          requirement: 'req-interaction-client-requirements-warning',
          message: '"elicitation"',
        },
      ],
    },
    {
      name: 'a sub-capability is reported per protocol version that defines it',
      document: {
        ...doc([tool([urlStep], { elicitation: { form: {} } })]),
        protocolVersions: ['2025-06-18', '2025-11-25'],
      },
      findings: [
        {
          path: `${steps}/0/request/mode`,
          requirement: 'req-interaction-client-requirements-warning',
          protocolVersion: '2025-11-25',
        },
      ],
      alsoReported: ['mcp.elicitation.protocol-version'],
    },
  ],
});

describe('upstream fixture expected-warning/tool-interaction-client-requirements-contradictions.json', () => {
  it('warns for roots, sampling context and tools, and URL-mode elicitation beyond the declared requirements', () => {
    const findings = runRuleChecks(
      upstreamFixture('expected-warning/tool-interaction-client-requirements-contradictions.json'),
      [ruleById('mcpdesc.tool.interaction.client-requirements-consistency')!],
    );
    const at = '/tools/0/interactionExamples/contradictory/steps';
    expect(findings.map((d) => [d.severity, d.path, d.protocolVersion])).toEqual([
      ['warning', `${at}/0/type`, undefined],
      ['warning', `${at}/1/request/includeContext`, '2026-07-28'],
      ['warning', `${at}/1/request/tools`, '2026-07-28'],
      ['warning', `${at}/2/request/mode`, '2026-07-28'],
    ]);
  });

  it('infers nothing for the Tools of expected-valid/named-tool-interaction-examples.json, which declare no requirements', () => {
    expect(
      runRuleChecks(upstreamFixture('expected-valid/named-tool-interaction-examples.json'), [
        ruleById('mcpdesc.tool.interaction.client-requirements-consistency')!,
      ]),
    ).toEqual([]);
  });
});
