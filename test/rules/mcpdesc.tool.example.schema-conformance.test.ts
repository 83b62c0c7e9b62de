import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'examples', version: '1.0.0' },
  protocolVersions: ['2025-11-25'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const result = { content: [{ type: 'text', text: 'done' }] };
const inputSchema = {
  type: 'object',
  properties: { count: { type: 'integer', minimum: 1 }, tags: { type: 'array', items: { type: 'string' } } },
  required: ['count'],
  additionalProperties: false,
};
const withExamples = (
  inputs: Record<string, unknown>,
  tool: Record<string, unknown> = {},
  protocolVersions = base.protocolVersions,
) => ({
  ...base,
  protocolVersions,
  tools: [
    {
      name: 'count',
      inputSchema,
      examples: Object.fromEntries(Object.entries(inputs).map(([name, input]) => [name, { input, result }])),
      ...tool,
    },
  ],
});

testRule('mcpdesc.tool.example.schema-conformance', {
  valid: [
    {
      name: 'inputs that validate under the default dialect',
      document: withExamples({ one: { count: 1 }, tagged: { count: 2, tags: ['a'] } }),
    },
    {
      name: 'a no-argument Tool uses input: {} (9.3)',
      document: withExamples({ none: {} }, { inputSchema: { type: 'object', additionalProperties: false } }),
    },
    {
      name: 'declared draft-07 with $ref and definitions',
      document: withExamples(
        { one: { count: 3 } },
        {
          inputSchema: {
            $schema: 'http://json-schema.org/draft-07/schema#',
            type: 'object',
            properties: { count: { $ref: '#/definitions/n' } },
            definitions: { n: { type: 'integer' } },
          },
        },
      ),
    },
    {
      name: 'legacy versions: a schema limited to type, properties of annotations and required is checked completely',
      document: withExamples(
        { one: { count: 'anything' } },
        { inputSchema: { type: 'object', properties: { count: { description: 'How many' } }, required: ['count'] } },
        ['2024-11-05'],
      ),
    },
    {
      name: 'format is an annotation',
      document: withExamples(
        { a: { email: 'not an address' } },
        { inputSchema: { type: 'object', properties: { email: { type: 'string', format: 'email' } } } },
      ),
    },
  ],
  invalid: [
    {
      name: 'wrong types, a missing required member and an undeclared one: every failing location',
      document: withExamples({ bad: { tags: ['a', 2], extra: true }, wrong: { count: 'one' } }),
      findings: [
        {
          path: '/tools/0/examples/bad/input',
          requirement: 'req-tool-example-input-valid',
          protocolVersion: '2025-11-25',
          message:
            'The input of example "bad" lacks the required member "count", so it does not validate against Tool "count" inputSchema for MCP 2025-11-25 (9.3)',
        },
        {
          path: '/tools/0/examples/bad/input/tags/1',
          requirement: 'req-tool-example-input-valid',
          message: 'The input of example "bad" at "/tags/1" is a number, but the schema requires type "string"',
        },
        {
          path: '/tools/0/examples/bad/input/extra',
          requirement: 'req-tool-example-input-valid',
          message: 'The input of example "bad" at "/extra" is not allowed by "additionalProperties"',
        },
        {
          path: '/tools/0/examples/wrong/input/count',
          requirement: 'req-tool-example-input-valid',
          message: 'is a string, but the schema requires type "integer"',
        },
      ],
    },
    {
      name: 'interaction example inputs follow the same rules (9.4)',
      document: {
        ...withExamples({ ok: { count: 1 } }),
        tools: [
          {
            name: 'count',
            inputSchema,
            interactionExamples: {
              flow: { input: { count: 0 }, steps: [{ type: 'roots', request: {}, response: { roots: [] } }], result },
            },
          },
        ],
      },
      findings: [
        {
          path: '/tools/0/interactionExamples/flow/input/count',
          requirement: 'req-tool-example-input-valid',
          message: 'fails "minimum"',
        },
      ],
    },
    {
      name: 'a component example against a component schema: at the use site (17.3, 16.5)',
      document: {
        ...base,
        components: { schemas: { Count: inputSchema }, toolExamples: { zero: { input: { count: 0 }, result } } },
        tools: [
          {
            name: 'count',
            inputSchema: { $componentRef: '#/components/schemas/Count' },
            examples: { shared: { $componentRef: '#/components/toolExamples/zero' } },
          },
        ],
      },
      findings: [
        {
          path: '/tools/0/examples/shared',
          requirement: 'req-tool-example-input-valid',
          message: 'The input of example "shared" at "/count"',
          related: [{ relation: 'component-definition', path: '/components/toolExamples/zero/input/count' }],
        },
      ],
    },
    {
      name: 'an external $ref: preserved, not fetched, and the check is reported incomplete (9.2, 9.3)',
      document: withExamples(
        { one: { id: 'x' } },
        { inputSchema: { type: 'object', properties: { id: { $ref: 'https://schemas.example.com/id.json' } } } },
      ),
      findings: [
        {
          path: '/tools/0/examples/one/input',
          requirement: 'req-tool-example-incomplete-validation',
          severity: 'warning',
          message:
            'could not be completely checked against Tool "count" inputSchema for MCP 2025-11-25: external reference "https://schemas.example.com/id.json" is not retrieved (9.3)',
        },
      ],
      alsoReported: [],
    },
    {
      name: 'a pattern that backtracks catastrophically in a RegExp gets its verdict from the linear-time matcher',
      document: withExamples(
        { slow: { word: `${'a'.repeat(40)}!` } },
        { inputSchema: { type: 'object', properties: { word: { type: 'string', pattern: '^(a|a)*$' } } } },
      ),
      findings: [
        {
          path: '/tools/0/examples/slow/input/word',
          requirement: 'req-tool-example-input-valid',
          message: 'fails "pattern"',
        },
      ],
    },
    {
      name: 'a backreference has no linear-time evaluation: not run, and the check says so',
      document: withExamples(
        { twice: { word: 'abab' } },
        { inputSchema: { type: 'object', properties: { word: { type: 'string', pattern: '^(ab)\\1$' } } } },
      ),
      findings: [
        {
          path: '/tools/0/examples/twice/input',
          requirement: 'req-tool-example-incomplete-validation',
          severity: 'warning',
          message:
            'pattern at "/properties/word/pattern" uses a backreference, which has no linear-time evaluation, so it is not run',
        },
      ],
    },
    {
      name: 'legacy versions: "required" enforced, and the rest reported as not checked (9.3 req-tool-example-incomplete-validation)',
      document: withExamples({ missing: { tags: ['a'] }, typed: { count: 'one' } }, {}, ['2024-11-05', '2025-03-26']),
      findings: [
        {
          path: '/tools/0/examples/missing/input',
          requirement: 'req-tool-example-input-valid',
          protocolVersion: '2024-11-05',
          message:
            'lacks the member "count" that Tool "count" inputSchema requires for MCP 2024-11-05 and MCP 2025-03-26 (9.3)',
        },
        {
          path: '/tools/0/examples/missing/input',
          requirement: 'req-tool-example-incomplete-validation',
          severity: 'warning',
          message:
            'could not be completely checked against Tool "count" inputSchema for MCP 2024-11-05 and MCP 2025-03-26: these versions define no embedded-schema dialect',
        },
        {
          path: '/tools/0/examples/typed/input',
          requirement: 'req-tool-example-incomplete-validation',
          severity: 'warning',
          protocolVersion: '2024-11-05',
        },
      ],
    },
  ],
});
