import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'outputs', version: '1.0.0' },
  transports: [{ type: 'stdio', command: 'server' }],
};
const tool = (versions: string[], outputSchema: unknown, extra: Record<string, unknown> = {}) => ({
  ...base,
  protocolVersions: versions,
  tools: [{ name: 'list_items', inputSchema: { type: 'object' }, outputSchema, ...extra }],
});

testRule('mcp.tool.output-schema.object-root', {
  valid: [
    {
      name: 'object root in every version that defines outputSchema',
      document: tool(['2025-06-18', '2025-11-25', '2026-07-28'], {
        type: 'object',
        properties: { n: { type: 'integer' } },
      }),
    },
    {
      name: 'MCP 2026-07-28 permits any root',
      document: tool(['2026-07-28'], { type: 'array', items: { type: 'string' } }),
    },
    {
      name: 'MCP 2025-11-25: a type array containing "object"',
      document: tool(['2025-11-25'], { type: ['object', 'null'] }),
    },
    {
      name: 'a Tool scoped to MCP 2026-07-28 inside a wider document',
      document: {
        ...tool(['2025-11-25', '2026-07-28'], { type: 'array' }),
        tools: [
          {
            name: 'a',
            protocolVersions: ['2026-07-28'],
            inputSchema: { type: 'object' },
            outputSchema: { type: 'array' },
          },
        ],
      },
    },
  ],
  invalid: [
    {
      name: 'array output before MCP 2026-07-28',
      document: tool(['2025-11-25'], { type: 'array', items: { type: 'string' } }),
      findings: [
        {
          path: '/tools/0/outputSchema/type',
          requirement: 'req-tool-output-schema-object-root',
          protocolVersion: '2025-11-25',
          message:
            'The outputSchema root of Tool "list_items" declares "type": "array", but in MCP 2025-11-25 a declared root type must be "object" or include it, because structured output is an object before MCP 2026-07-28 (9.2)',
        },
      ],
    },
    {
      name: 'one finding per offending protocol version',
      document: tool(['2025-06-18', '2025-11-25', '2026-07-28'], { type: 'string' }),
      findings: [
        {
          path: '/tools/0/outputSchema/type',
          requirement: 'req-tool-output-schema-object-root',
          protocolVersion: '2025-06-18',
          message: 'MCP 2025-06-18 requires "type": "object"',
        },
        {
          path: '/tools/0/outputSchema/type',
          requirement: 'req-tool-output-schema-object-root',
          protocolVersion: '2025-11-25',
        },
      ],
    },
    {
      name: 'MCP 2025-06-18 requires the type to be declared',
      document: tool(['2025-06-18', '2025-11-25'], { properties: { n: { type: 'integer' } } }),
      findings: [
        {
          path: '/tools/0/outputSchema',
          requirement: 'req-tool-output-schema-object-root',
          protocolVersion: '2025-06-18',
          message: 'declares no "type"',
        },
      ],
    },
    {
      name: 'MCP 2025-06-18 requires exactly "object", not a type array',
      document: tool(['2025-06-18'], { type: ['object', 'null'] }),
      findings: [
        {
          path: '/tools/0/outputSchema/type',
          requirement: 'req-tool-output-schema-object-root',
          protocolVersion: '2025-06-18',
        },
      ],
      alsoReported: ['mcp.tool.schema.legacy-shape', 'mcp.tool.schema.native-shape'],
    },
    {
      name: 'a schema component is checked at each use site',
      document: {
        ...base,
        protocolVersions: ['2025-11-25', '2026-07-28'],
        tools: [
          {
            name: 'old',
            protocolVersions: ['2025-11-25'],
            inputSchema: { type: 'object' },
            outputSchema: { $componentRef: '#/components/schemas/names' },
          },
          {
            name: 'new',
            protocolVersions: ['2026-07-28'],
            inputSchema: { type: 'object' },
            outputSchema: { $componentRef: '#/components/schemas/names' },
          },
        ],
        components: { schemas: { names: { type: 'array', items: { type: 'string' } } } },
      },
      findings: [
        {
          path: '/tools/0/outputSchema',
          requirement: 'req-tool-output-schema-object-root',
          protocolVersion: '2025-11-25',
          message: 'Tool "old"',
        },
      ],
    },
  ],
});
