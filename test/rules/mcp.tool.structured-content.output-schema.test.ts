import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'structured', version: '1.0.0' },
  protocolVersions: ['2025-11-25'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const content = [{ type: 'text', text: '2 rows' }];
const outputSchema = {
  type: 'object',
  properties: { total: { type: 'integer' }, rows: { type: 'array', items: { type: 'string' } } },
  required: ['total'],
};
const withResults = (
  results: Record<string, unknown>,
  tool: Record<string, unknown> = {},
  protocolVersions = base.protocolVersions,
) => ({
  ...base,
  protocolVersions,
  tools: [
    {
      name: 'query',
      inputSchema: { type: 'object' },
      outputSchema,
      examples: Object.fromEntries(Object.entries(results).map(([name, result]) => [name, { input: {}, result }])),
      ...tool,
    },
  ],
});

testRule('mcp.tool.structured-content.output-schema', {
  valid: [
    {
      name: 'structuredContent that validates, beside content',
      document: withResults({ ok: { content, structuredContent: { total: 2, rows: ['a', 'b'] } } }),
    },
    {
      name: 'an execution error is not validated against outputSchema (9.3)',
      document: withResults({ failed: { content, isError: true } }),
    },
    {
      name: 'without outputSchema, structuredContent is not compared with anything',
      document: withResults({ free: { content, structuredContent: { anything: [1] } } }, { outputSchema: undefined }),
    },
    {
      name: 'MCP 2026-07-28 permits a non-object output root',
      document: {
        ...withResults(
          { list: { resultType: 'complete', content, structuredContent: ['a', 'b'] } },
          { outputSchema: { type: 'array', items: { type: 'string' } } },
          ['2026-07-28'],
        ),
      },
    },
  ],
  invalid: [
    {
      name: 'a successful result without structuredContent although the Tool declares outputSchema',
      document: withResults({ missing: { content } }),
      findings: [
        {
          path: '/tools/0/examples/missing/result',
          requirement: 'req-tool-example-structured-content',
          protocolVersion: '2025-11-25',
          message:
            'The successful result of example "missing" has no "structuredContent", which Tool "query" outputSchema makes required (9.3)',
        },
      ],
    },
    {
      name: 'structuredContent that does not validate, also with isError: false',
      document: withResults({ wrong: { content, isError: false, structuredContent: { total: 'two', rows: [1] } } }),
      findings: [
        {
          path: '/tools/0/examples/wrong/result/structuredContent/total',
          requirement: 'req-tool-example-structured-content',
          message:
            'The structuredContent of example "wrong" at "/total" is a string, but the schema requires type "integer", so it does not validate against Tool "query" outputSchema for MCP 2025-11-25 (9.3)',
        },
        {
          path: '/tools/0/examples/wrong/result/structuredContent/rows/0',
          requirement: 'req-tool-example-structured-content',
        },
      ],
    },
    {
      name: 'interaction example results follow the same rules (9.4)',
      document: {
        ...base,
        tools: [
          {
            name: 'query',
            inputSchema: { type: 'object' },
            outputSchema,
            interactionExamples: {
              flow: {
                input: {},
                steps: [{ type: 'roots', request: {}, response: { roots: [] } }],
                result: { content, structuredContent: {} },
              },
            },
          },
        ],
      },
      findings: [
        {
          path: '/tools/0/interactionExamples/flow/result/structuredContent',
          requirement: 'req-tool-example-structured-content',
          message: 'lacks the required member "total"',
        },
      ],
    },
    {
      name: 'MCP 2025-06-18: "required" enforced without a dialect, the rest reported as not checked',
      document: withResults({ legacy: { content, structuredContent: { rows: [] } } }, {}, ['2025-06-18']),
      findings: [
        {
          path: '/tools/0/examples/legacy/result/structuredContent',
          requirement: 'req-tool-example-structured-content',
          protocolVersion: '2025-06-18',
          message: 'lacks the member "total" that Tool "query" outputSchema requires for MCP 2025-06-18 (9.3)',
        },
        {
          path: '/tools/0/examples/legacy/result/structuredContent',
          requirement: 'req-tool-example-structured-content',
          severity: 'warning',
          message: 'these versions define no embedded-schema dialect',
        },
      ],
    },
    {
      name: 'a component outputSchema: located at the example',
      document: {
        ...withResults(
          { ok: { content, structuredContent: { total: 1.5 } } },
          { outputSchema: { $componentRef: '#/components/schemas/Out' } },
        ),
        components: { schemas: { Out: outputSchema } },
      },
      findings: [
        {
          path: '/tools/0/examples/ok/result/structuredContent/total',
          requirement: 'req-tool-example-structured-content',
          message: 'against Tool "query" outputSchema',
        },
      ],
    },
  ],
});
