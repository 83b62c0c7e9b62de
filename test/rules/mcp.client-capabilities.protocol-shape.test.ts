import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientCapabilityNames, shapeViolations } from '../../core/model/client-requirements.ts';
import { parseDocument } from '../../core/document/index.ts';
import { ruleById } from '../../core/rules/index.ts';
import { ruleContext, runRuleChecks } from '../../core/rules/run.ts';
import { buildDocumentSchema } from '../../core/schema/document-schema.ts';
import { protocolVersions } from '../../core/model/versions.ts';
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
const tool = (clientRequirements: unknown, extra: Record<string, unknown> = {}) => ({
  name: 't',
  inputSchema,
  clientRequirements,
  ...extra,
});
const at = (member: string) => `/tools/0/clientRequirements/${member}`;

testRule('mcp.client-capabilities.protocol-shape', {
  valid: [
    {
      name: 'every MCP 2025-11-25 client capability member, experimental entries and x-* metadata',
      document: {
        ...base,
        protocolVersions: ['2025-11-25'],
        tools: [
          tool({
            roots: { listChanged: true },
            sampling: { context: {}, tools: { anything: [1] } },
            elicitation: { form: {}, url: {} },
            tasks: { list: {}, cancel: {}, requests: { sampling: { createMessage: {} }, elicitation: { create: {} } } },
            experimental: { 'com.example/review': { depth: { any: 'thing' } } },
            'x-note': 'metadata',
          }),
        ],
      },
    },
    {
      name: 'MCP 2026-07-28: elicitation modes, formal extensions with settings, empty roots',
      document: {
        ...base,
        protocolVersions: ['2026-07-28'],
        prompts: [
          {
            name: 'p',
            clientRequirements: {
              roots: {},
              elicitation: { form: {}, url: {} },
              extensions: { 'io.example/feature': { level: 2, modes: ['a'] } },
            },
          },
        ],
      },
    },
    {
      name: 'open sampling and elicitation objects before MCP 2025-11-25 admit any member',
      document: {
        ...base,
        protocolVersions: ['2024-11-05', '2025-03-26', '2025-06-18'],
        resources: [
          {
            uri: 'file:///r',
            name: 'r',
            clientRequirements: { roots: { listChanged: false }, sampling: { context: true } },
          },
        ],
        resourceTemplates: [
          {
            uriTemplate: 'file:///{p}',
            name: 'rt',
            protocolVersions: ['2025-06-18'],
            clientRequirements: { elicitation: { form: {} } },
          },
        ],
      },
    },
    {
      name: 'requirements split into protocol-scoped variants',
      document: {
        ...base,
        protocolVersions: ['2025-11-25', '2026-07-28'],
        tools: [
          tool({ tasks: { requests: { sampling: { createMessage: {} } } } }, { protocolVersions: ['2025-11-25'] }),
          tool({ extensions: { 'io.modelcontextprotocol/tasks': {} } }, { protocolVersions: ['2026-07-28'] }),
        ],
      },
    },
  ],
  invalid: [
    {
      name: 'core tasks in a scope that includes MCP 2026-07-28 (upstream revision-incompatible fixture)',
      document: { ...base, protocolVersions: ['2025-11-25', '2026-07-28'], tools: [tool({ tasks: { list: {} } })] },
      findings: [
        {
          path: at('tasks'),
          requirement: 'req-client-requirements-protocol-version-valid',
          protocolVersion: '2026-07-28',
          message: 'Client capability "tasks" is not defined by MCP 2026-07-28 ClientCapabilities (8.5)',
        },
      ],
    },
    {
      name: 'elicitation before MCP 2025-06-18: one finding per protocol version',
      document: {
        ...base,
        protocolVersions: ['2024-11-05', '2025-03-26', '2025-06-18'],
        tools: [tool({ elicitation: {} })],
      },
      findings: [
        {
          path: at('elicitation'),
          requirement: 'req-client-requirements-protocol-version-valid',
          protocolVersion: '2024-11-05',
          message: '"elicitation" is not defined by MCP 2024-11-05',
        },
        {
          path: at('elicitation'),
          requirement: 'req-client-requirements-protocol-version-valid',
          protocolVersion: '2025-03-26',
          message: '"elicitation" is not defined by MCP 2025-03-26',
        },
      ],
    },
    {
      name: 'formal extensions before MCP 2026-07-28 (no pre-standard preservation for requirements)',
      document: {
        ...base,
        protocolVersions: ['2025-11-25', '2026-07-28'],
        prompts: [{ name: 'p', clientRequirements: { extensions: { 'io.example/feature': {} } } }],
      },
      findings: [
        {
          path: '/prompts/0/clientRequirements/extensions',
          requirement: 'req-client-requirements-protocol-version-valid',
          protocolVersion: '2025-11-25',
          message: 'Client capability "extensions" is not defined by MCP 2025-11-25',
        },
      ],
    },
    {
      name: 'MCP 2026-07-28 roots must be empty',
      document: {
        ...base,
        protocolVersions: ['2025-11-25', '2026-07-28'],
        tools: [tool({ roots: { listChanged: true } })],
      },
      findings: [
        {
          path: at('roots/listChanged'),
          requirement: 'req-client-requirements-values',
          protocolVersion: '2026-07-28',
          message:
            'In MCP 2026-07-28 the roots requirement is an empty object, so "roots.listChanged" cannot be required there (8.5)',
        },
      ],
    },
    {
      name: 'nested members MCP 2025-11-25 does not define',
      document: {
        ...base,
        protocolVersions: ['2025-11-25'],
        tools: [
          tool({
            sampling: { streaming: {} },
            elicitation: { form: {}, inline: {} },
            tasks: { requests: { tools: { call: {} } } },
          }),
        ],
      },
      findings: [
        {
          path: at('sampling/streaming'),
          requirement: 'req-client-requirements-protocol-version-valid',
          protocolVersion: '2025-11-25',
          message: '"sampling.streaming"',
        },
        {
          path: at('elicitation/inline'),
          requirement: 'req-client-requirements-protocol-version-valid',
          protocolVersion: '2025-11-25',
          message: '"elicitation.inline"',
        },
        {
          path: at('tasks/requests/tools'),
          requirement: 'req-client-requirements-protocol-version-valid',
          protocolVersion: '2025-11-25',
          message: '"tasks.requests.tools" is not defined',
        },
      ],
    },
    {
      name: 'member values of the wrong type',
      document: {
        ...base,
        protocolVersions: ['2025-11-25'],
        tools: [tool({ roots: { listChanged: 'yes' }, sampling: { context: true }, tasks: { requests: [] } })],
      },
      findings: [
        {
          path: at('roots/listChanged'),
          requirement: 'req-client-requirements-protocol-version-valid',
          protocolVersion: '2025-11-25',
          message:
            'Client capability member "roots.listChanged" must be a boolean in MCP 2025-11-25 ClientCapabilities, not a string (8.5)',
        },
        {
          path: at('sampling/context'),
          requirement: 'req-client-requirements-protocol-version-valid',
          protocolVersion: '2025-11-25',
          message: 'must be an object in MCP 2025-11-25 ClientCapabilities, not a boolean',
        },
        {
          path: at('tasks/requests'),
          requirement: 'req-client-requirements-protocol-version-valid',
          protocolVersion: '2025-11-25',
          message: 'not an array',
        },
      ],
    },
    {
      name: 'the primitive scope, not the root one, is what applies',
      document: {
        ...base,
        protocolVersions: ['2025-06-18', '2025-11-25'],
        tools: [
          tool({ sampling: { tools: {} }, elicitation: { url: {} } }, { protocolVersions: ['2025-11-25'] }),
          { ...tool({ tasks: { list: {} } }), name: 'u', protocolVersions: ['2025-06-18'] },
        ],
      },
      findings: [
        {
          path: '/tools/1/clientRequirements/tasks',
          requirement: 'req-client-requirements-protocol-version-valid',
          protocolVersion: '2025-06-18',
        },
      ],
    },
    {
      name: "an unknown top-level member is the document schema's finding only",
      document: { ...base, protocolVersions: ['2025-03-26'], tools: [tool({ futureCapability: {}, elicitation: {} })] },
      findings: [
        {
          path: at('elicitation'),
          requirement: 'req-client-requirements-protocol-version-valid',
          protocolVersion: '2025-03-26',
        },
      ],
      alsoReported: ['mcp.client-capabilities.members'],
    },
    {
      name: 'located at the member name in YAML text',
      text: [
        'mcpdesc: "0.9.0"',
        'info: { name: c, version: "1.0.0" }',
        'protocolVersions: ["2026-07-28"]',
        'transports: [{ type: stdio, command: server }]',
        'prompts:',
        '  - name: p',
        '    clientRequirements:',
        '      roots:',
        '        listChanged: true',
        '',
      ].join('\n'),
      findings: [
        {
          path: '/prompts/0/clientRequirements/roots/listChanged',
          requirement: 'req-client-requirements-values',
          line: 9,
          column: 9,
          protocolVersion: '2026-07-28',
        },
      ],
    },
    {
      name: 'located at the value of a wrong type in JSON text',
      text: [
        '{',
        '  "mcpdesc": "0.9.0",',
        '  "info": { "name": "c", "version": "1.0.0" },',
        '  "protocolVersions": ["2025-11-25"],',
        '  "transports": [{ "type": "stdio", "command": "server" }],',
        '  "prompts": [{ "name": "p", "clientRequirements": { "roots": { "listChanged": 1 } } }]',
        '}',
      ].join('\n'),
      findings: [
        {
          path: '/prompts/0/clientRequirements/roots/listChanged',
          requirement: 'req-client-requirements-protocol-version-valid',
          line: 6,
          column: 80,
          protocolVersion: '2025-11-25',
          message: 'not an integer',
        },
      ],
    },
  ],
});

describe('shapeViolations', () => {
  it('knows the same top-level client capabilities as the document schema (so none is reported twice or missed)', () => {
    const defs = buildDocumentSchema().$defs as Record<string, { properties?: Record<string, unknown> }>;
    expect([...clientCapabilityNames()].sort()).toEqual(
      Object.keys(defs.ClientCapabilityRequirements?.properties ?? {}).sort(),
    );
  });

  it('leaves the types the document schema checks to it', () => {
    const requirements = { roots: true, experimental: { a: 1 }, extensions: { 'io.example/x': 2 } };
    for (const version of protocolVersions)
      expect(shapeViolations(requirements, version).filter((v) => v.kind === 'wrong-type')).toEqual([]);
  });

  it('follows the pinned schemas: experimental is open in every version, tasks exists only in MCP 2025-11-25', () => {
    const requirements = { experimental: { 'com.example/x': { deep: { nested: [1] } } }, tasks: {} };
    expect(
      protocolVersions.map((version) =>
        shapeViolations(requirements, version)
          .map((v) => v.path.join('.'))
          .join(','),
      ),
    ).toEqual(['tasks', 'tasks', 'tasks', '', 'tasks']);
  });
});

describe('upstream fixture expected-invalid/revision-incompatible-client-capability-requirements.json', () => {
  it('reports the core tasks requirement for MCP 2026-07-28', () => {
    const findings = runRuleChecks(
      upstreamFixture('expected-invalid/revision-incompatible-client-capability-requirements.json'),
      [ruleById('mcp.client-capabilities.protocol-shape')!],
    );
    expect(findings.map((d) => [d.severity, d.path, d.protocolVersion])).toEqual([
      ['error', '/tools/0/clientRequirements/tasks', '2026-07-28'],
    ]);
  });

  it('reports nothing on the expected-valid and expected-warning client requirement fixtures', () => {
    for (const name of [
      'expected-valid/client-capability-requirements.json',
      'expected-warning/deprecated-client-capability-requirements.json',
    ]) {
      expect(runRuleChecks(upstreamFixture(name), [ruleById('mcp.client-capabilities.protocol-shape')!]), name).toEqual(
        [],
      );
    }
  });
});

describe('robustness', () => {
  it('never throws and reports only inside clientRequirements, on arbitrary requirement values', () => {
    const rule = ruleById('mcp.client-capabilities.protocol-shape')!;
    const json = fc.jsonValue({ maxDepth: 4 });
    const some = (record: Record<string, fc.Arbitrary<unknown>>) => fc.record(record, { requiredKeys: [] });
    const nested = fc.oneof(
      json,
      some({
        listChanged: json,
        context: json,
        tools: json,
        form: json,
        url: json,
        list: json,
        requests: fc.oneof(json, some({ sampling: json, elicitation: json, tools: json })),
      }),
    );
    const requirements = fc.oneof(
      json,
      fc.dictionary(
        fc.constantFrom(
          'roots',
          'sampling',
          'elicitation',
          'tasks',
          'extensions',
          'experimental',
          'x-a',
          'other',
          '__proto__',
        ),
        nested,
      ),
    );
    const primitive = some({
      name: json,
      protocolVersions: fc.oneof(json, fc.constantFrom(['2024-11-05'], ['2025-11-25', '2026-07-28'])),
      clientRequirements: requirements,
    });
    const document = some({
      protocolVersions: fc.oneof(json, fc.constantFrom([...protocolVersions], ['2026-07-28'])),
      tools: fc.oneof(json, fc.array(primitive, { maxLength: 3 })),
      prompts: fc.oneof(json, fc.array(primitive, { maxLength: 2 })),
    });
    fc.assert(
      fc.property(document, (doc) => {
        const findings = rule.check!(ruleContext(doc));
        for (const finding of findings) expect(finding.path).toMatch(/^\/(tools|prompts)\/\d+\/clientRequirements\//);
      }),
      { numRuns: 300 },
    );
  });
});
