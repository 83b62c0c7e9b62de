// 4.10 req-field-protocol-version-availability (the core/availability.ts entries of this rule) and 9.2
// req-tool-schema-dialect-keyword.
import { describe, expect, it } from 'vitest';
import { validateText } from '../../core/index.ts';
import { ruleById } from '../../core/rules/index.ts';
import { runRuleChecks } from '../../core/rules/run.ts';
import { fieldAvailability } from '../../core/model/availability.ts';
import { testRule } from './rule-tester.ts';

const rule = 'mcp.declaration.field.protocol-version';
const doc = (protocolVersions: string[], extra: Record<string, unknown> = {}) => ({
  mcpdesc: '0.9.0',
  info: { name: 'fields', version: '1.0.0' },
  protocolVersions,
  ...extra,
});
const inputSchema = { type: 'object', additionalProperties: false };
const icons = [{ src: 'https://example.com/icon.png' }];
const dialect = 'https://json-schema.org/draft/2020-12/schema';

/** Every field of this rule's table entries, used where it is available. */
const everything = (protocolVersions?: string[]) => ({
  capabilities: [{ ...(protocolVersions ? { protocolVersions } : {}), completions: {} }],
  tools: [
    {
      ...(protocolVersions ? { protocolVersions } : {}),
      name: 'run',
      title: 'Run',
      inputSchema: { $schema: dialect, ...inputSchema },
      outputSchema: { $schema: dialect, type: 'object' },
      annotations: { readOnlyHint: true },
      execution: { taskSupport: 'optional' },
      icons,
      _meta: { note: 'x' },
    },
  ],
  resources: [{ uri: 'test://a', name: 'a', title: 'A', icons, _meta: { note: 'x' } }],
  resourceTemplates: [{ uriTemplate: 'test://t/{id}', name: 't', title: 'T', icons, _meta: { note: 'x' } }],
  prompts: [{ name: 'p', title: 'P', icons, _meta: { note: 'x' }, arguments: [{ name: 'city', title: 'City' }] }],
});

testRule('mcp.declaration.field.protocol-version', {
  valid: [
    { name: 'every marked field in MCP 2025-11-25', document: doc(['2025-11-25'], everything()) },
    {
      name: 'a Tool scoped to the versions that define its fields',
      document: doc(['2024-11-05', '2025-11-25'], {
        tools: [{ name: 'run', protocolVersions: ['2025-11-25'], title: 'Run', execution: {}, inputSchema }],
      }),
    },
    {
      name: 'fields without a version mark in MCP 2024-11-05',
      document: doc(['2024-11-05'], { tools: [{ name: 'run', description: 'Runs.', inputSchema, deprecated: false }] }),
    },
    {
      name: 'Info fields are unscoped (5)',
      document: doc(['2024-11-05'], {
        info: {
          name: 'fields',
          version: '1.0.0',
          title: 'Fields',
          description: 'd',
          icons,
          websiteUrl: 'https://example.com',
        },
      }),
    },
    {
      name: 'a nested $schema is not the dialect keyword of the Tool schema',
      document: doc(['2025-06-18'], {
        tools: [{ name: 'run', inputSchema: { type: 'object', properties: { a: { type: 'string', title: 'A' } } } }],
      }),
    },
  ],
  invalid: [
    {
      name: 'the field is reported per protocol version, on its member name',
      text: `{
  "mcpdesc": "0.9.0",
  "info": { "name": "fields", "version": "1.0.0" },
  "protocolVersions": ["2024-11-05", "2025-03-26", "2025-06-18"],
  "tools": [{ "name": "run", "title": "Run", "inputSchema": { "type": "object" } }]
}`,
      findings: [
        {
          path: '/tools/0/title',
          requirement: 'req-field-protocol-version-availability',
          line: 5,
          column: 30,
          protocolVersion: '2024-11-05',
          message: 'Tool field "title" is available since MCP 2025-06-18, but the Tool applies to MCP 2024-11-05 (9.1)',
        },
        {
          path: '/tools/0/title',
          requirement: 'req-field-protocol-version-availability',
          line: 5,
          column: 30,
          protocolVersion: '2025-03-26',
        },
      ],
    },
    {
      name: 'execution outside MCP 2025-11-25',
      document: doc(['2026-07-28'], { tools: [{ name: 'run', inputSchema, execution: { taskSupport: 'optional' } }] }),
      findings: [
        {
          path: '/tools/0/execution',
          requirement: 'req-field-protocol-version-availability',
          protocolVersion: '2026-07-28',
          message: 'available only in MCP 2025-11-25',
        },
      ],
    },
    {
      name: 'the dialect keyword before MCP 2025-11-25 (9.2)',
      document: doc(['2025-06-18', '2025-11-25'], {
        tools: [
          {
            name: 'run',
            inputSchema: { $schema: dialect, ...inputSchema },
            outputSchema: { $schema: dialect, type: 'object' },
          },
        ],
      }),
      findings: [
        {
          path: '/tools/0/inputSchema/$schema',
          requirement: 'req-tool-schema-dialect-keyword',
          protocolVersion: '2025-06-18',
          message: 'Tool inputSchema field "$schema"',
        },
        {
          path: '/tools/0/outputSchema/$schema',
          requirement: 'req-tool-schema-dialect-keyword',
          protocolVersion: '2025-06-18',
          message: '(9.2)',
        },
      ],
    },
    {
      name: 'the dialect keyword of a referenced schema is reported at each use site',
      document: doc(['2025-06-18'], {
        tools: [
          { name: 'a', inputSchema: { $componentRef: '#/components/schemas/Input' } },
          { name: 'b', inputSchema: { $componentRef: '#/components/schemas/Alias' } },
        ],
        components: {
          schemas: {
            Input: { $schema: dialect, ...inputSchema },
            Alias: { $componentRef: '#/components/schemas/Input' },
          },
        },
      }),
      findings: [
        {
          path: '/tools/0/inputSchema',
          requirement: 'req-tool-schema-dialect-keyword',
          protocolVersion: '2025-06-18',
          related: [{ relation: 'component-definition', path: '/components/schemas/Input/$schema' }],
        },
        {
          path: '/tools/1/inputSchema',
          requirement: 'req-tool-schema-dialect-keyword',
          protocolVersion: '2025-06-18',
          related: [{ relation: 'component-definition', path: '/components/schemas/Input/$schema' }],
        },
      ],
    },
    {
      name: 'every declaration kind, in MCP 2024-11-05',
      document: doc(['2024-11-05'], {
        capabilities: [{ completions: {} }],
        tools: [{ name: 'run', inputSchema, annotations: { readOnlyHint: true }, icons, _meta: { note: 'x' } }],
        resources: [{ uri: 'test://a', name: 'a', title: 'A', icons, _meta: { note: 'x' } }],
        resourceTemplates: [{ uriTemplate: 'test://t/{id}', name: 't', title: 'T' }],
        prompts: [{ name: 'p', icons, arguments: [{ name: 'city', title: 'City' }] }],
      }),
      findings: [
        {
          path: '/capabilities/0/completions',
          requirement: 'req-field-protocol-version-availability',
          message:
            'Capabilities Object field "completions" is available since MCP 2025-03-26, but the Capabilities Object applies to MCP 2024-11-05 (8.2)',
        },
        {
          path: '/tools/0/annotations',
          requirement: 'req-field-protocol-version-availability',
          message: 'since MCP 2025-03-26',
        },
        {
          path: '/tools/0/icons',
          requirement: 'req-field-protocol-version-availability',
          message: 'since MCP 2025-11-25',
        },
        {
          path: '/tools/0/_meta',
          requirement: 'req-field-protocol-version-availability',
          message: 'since MCP 2025-06-18',
        },
        {
          path: '/resources/0/title',
          requirement: 'req-field-protocol-version-availability',
          message: 'Resource field "title"',
        },
        { path: '/resources/0/icons', requirement: 'req-field-protocol-version-availability', message: '(10.1.1)' },
        { path: '/resources/0/_meta', requirement: 'req-field-protocol-version-availability', message: 'Resource' },
        {
          path: '/resourceTemplates/0/title',
          requirement: 'req-field-protocol-version-availability',
          message: 'Resource Template field "title"',
        },
        { path: '/prompts/0/icons', requirement: 'req-field-protocol-version-availability', message: '(11.1)' },
        {
          path: '/prompts/0/arguments/0/title',
          requirement: 'req-field-protocol-version-availability',
          message:
            'Prompt Argument field "title" is available since MCP 2025-06-18, but the Prompt applies to MCP 2024-11-05 (11.2)',
        },
      ],
    },
  ],
});

describe('mcp.declaration.field.protocol-version details', () => {
  it('names the component definition as related location (16.5 provenance)', () => {
    const text = JSON.stringify(
      doc(['2025-06-18'], {
        tools: [{ name: 'a', inputSchema: { $componentRef: '#/components/schemas/Input' } }],
        components: { schemas: { Input: { $schema: dialect, type: 'object' } } },
      }),
      null,
      2,
    );
    const [finding] = validateText(text).diagnostics.filter((d) => d.rule === rule);
    expect(finding?.relatedLocations).toEqual([
      { relation: 'component-definition', path: '/components/schemas/Input/$schema', range: expect.any(Object) },
    ]);
  });

  it('the table marks each field once, with a known version and a catalogue section', () => {
    const keys = fieldAvailability.map((e) => `${e.pattern} ${e.value ?? ''}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of fieldAvailability) expect(entry.section, entry.pattern).toMatch(/^(6|8|9|10|11|12)\.\d/);
  });
});

describe('availability is judged in the Effective Protocol Views only (4.12)', () => {
  it('a scope entry outside root is the 4.10 error alone, not also a field finding', () => {
    const text = JSON.stringify(
      doc(['2025-11-25'], {
        tools: [{ name: 'run', protocolVersions: ['2025-11-25', '2026-07-28'], inputSchema, execution: {} }],
      }),
      null,
      2,
    );
    const rules = validateText(text).diagnostics.map((d) => `${d.rule} ${d.path}`);
    expect(rules).toEqual(['mcpdesc.protocol-scope.consistency /tools/0/protocolVersions/1']);
  });
});

describe('the protocol scope and availability checks tolerate any document', () => {
  const mine = [
    'mcpdesc.protocol-scope.consistency',
    'mcpdesc.transports.coverage',
    'mcp.transport.streamable-http.protocol-version',
    'mcp.transport.legacy-sse.deprecated',
    'mcp.capabilities.logging.deprecated',
    'mcp.capabilities.tasks.protocol-version',
    'mcp.capabilities.extensions.protocol-version',
    rule,
    'mcp.tool.output-schema.protocol-version',
    'mcp.annotations.last-modified.protocol-version',
    'mcpdesc.legacy-protocol.validation-scope',
  ].map((id) => ruleById(id)!);
  const malformed: unknown[] = [
    null,
    7,
    'text',
    [],
    { protocolVersions: 'all' },
    { protocolVersions: [1, null, '2024-11-05'], transports: 'x', tools: {} },
    {
      protocolVersions: ['2024-11-05'],
      transports: [
        null,
        3,
        { type: 'sse', protocolVersions: 'x' },
        { type: 'streamable-http', protocolVersions: [null] },
      ],
    },
    {
      protocolVersions: ['2025-11-25'],
      capabilities: [{ logging: null, tasks: 1, extensions: [] }, []],
      tools: [null, { name: 1, protocolVersions: [{}] }, { name: 1 }],
    },
    {
      protocolVersions: ['2025-06-18'],
      tools: [
        { inputSchema: { $componentRef: 5 } },
        { inputSchema: { $componentRef: '#/components/schemas/A' } },
        { outputSchema: { $componentRef: '#/x' } },
      ],
      components: { schemas: { A: { $componentRef: '#/components/schemas/A' } } },
    },
    {
      protocolVersions: ['2025-06-18'],
      tools: [{ inputSchema: { $componentRef: '#/components/schemas/B' } }],
      components: { schemas: 'none' },
    },
    {
      protocolVersions: ['2024-11-05'],
      resources: [{ annotations: 'x' }, { annotations: { lastModified: 1 } }],
      prompts: [{ arguments: [null, { title: 'T' }] }],
    },
    {
      protocolVersions: ['2025-11-25'],
      tools: [
        { name: 'a', elicitations: [null, { protocolVersions: ['2026-07-28', 5] }] },
        { name: 'a', elicitations: 'x' },
      ],
    },
  ];
  it.each(malformed.map((d) => [JSON.stringify(d), d]))('%s', (_label, document) => {
    const diagnostics = runRuleChecks(document, mine);
    expect(diagnostics.filter((d) => d.message.includes('internal error'))).toEqual([]);
  });
});
