import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'legacy', version: '1.0.0' },
  protocolVersions: ['2024-11-05', '2025-03-26', '2025-06-18'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const withTool = (tool: Record<string, unknown>, protocolVersions = base.protocolVersions) => ({
  ...base,
  protocolVersions,
  tools: [{ name: 'convert', ...tool }],
});

testRule('mcp.tool.schema.legacy-shape', {
  valid: [
    {
      name: 'properties of objects and required strings; other keywords preserved without an inferred meta-schema (9.2)',
      document: withTool({
        inputSchema: {
          type: 'object',
          properties: {
            value: { type: 'number', exclusiveMinimum: true },
            unit: { enum: ['m', 'ft'], 'x-label': 'Unit' },
          },
          required: ['value'],
          additionalProperties: 'not judged without a dialect',
          definitions: 42,
        },
      }),
    },
    {
      name: 'outputSchema of MCP 2025-06-18 with the same shape',
      document: withTool(
        {
          inputSchema: { type: 'object' },
          outputSchema: { type: 'object', properties: { total: { type: 'integer' } }, required: ['total'] },
        },
        ['2025-06-18'],
      ),
    },
    {
      name: 'from MCP 2025-11-25 the dialect decides (json-schema.tool-schema.valid), not this rule',
      document: withTool({ inputSchema: { type: 'object', properties: { flag: true } } }, ['2026-07-28']),
    },
  ],
  invalid: [
    {
      name: '"required" not an array (upstream malformed-pre-dialect-tool-schema-shape)',
      document: withTool({ inputSchema: { type: 'object', required: 'value' } }, ['2024-11-05']),
      findings: [
        {
          path: '/tools/0/inputSchema/required',
          requirement: 'req-tool-schema-legacy-shape',
          protocolVersion: '2024-11-05',
          message:
            'Tool "convert" inputSchema has "required" that is not an array; the MCP Tool type of MCP 2024-11-05 requires an array of strings (9.2)',
        },
      ],
    },
    {
      name: 'boolean property schemas, a non-string required entry; one finding per location naming every legacy version',
      document: withTool({
        inputSchema: { type: 'object', properties: { a: true, b: { type: 'string' }, c: [] }, required: ['a', 3] },
      }),
      findings: [
        {
          path: '/tools/0/inputSchema/properties/a',
          requirement: 'req-tool-schema-legacy-shape',
          protocolVersion: '2024-11-05',
          message: 'MCP 2024-11-05, MCP 2025-03-26 and MCP 2025-06-18 requires every property schema to be an object',
        },
        { path: '/tools/0/inputSchema/properties/c', requirement: 'req-tool-schema-legacy-shape' },
        {
          path: '/tools/0/inputSchema/required/1',
          requirement: 'req-tool-schema-legacy-shape',
          message: 'has a "required" entry that is not a string',
        },
      ],
    },
    {
      name: '"properties" not an object in an outputSchema; only MCP 2025-06-18 defines it in this scope',
      document: withTool({ inputSchema: { type: 'object' }, outputSchema: { type: 'object', properties: ['total'] } }, [
        '2025-06-18',
        '2025-11-25',
      ]),
      findings: [
        {
          path: '/tools/0/outputSchema/properties',
          requirement: 'req-tool-schema-legacy-shape',
          protocolVersion: '2025-06-18',
          message: 'Tool "convert" outputSchema has "properties" that is not an object',
        },
      ],
      alsoReported: ['json-schema.tool-schema.valid'],
    },
    {
      name: 'a schema component reported at the use site',
      document: {
        ...withTool({ inputSchema: { $componentRef: '#/components/schemas/Args' } }, ['2025-03-26']),
        components: { schemas: { Args: { type: 'object', required: [1] } } },
      },
      findings: [
        {
          path: '/tools/0/inputSchema',
          requirement: 'req-tool-schema-legacy-shape',
          protocolVersion: '2025-03-26',
          related: [{ relation: 'component-definition', path: '/components/schemas/Args/required/0' }],
        },
      ],
    },
  ],
});
