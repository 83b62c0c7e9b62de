import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'headers', version: '1.0.0' },
  protocolVersions: ['2026-07-28'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const tool = (inputSchema: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  ...base,
  ...extra,
  tools: [{ name: 'route', inputSchema }],
});
const region = (header: unknown, type: unknown = 'string') => ({ type, 'x-mcp-header': header });

testRule('mcp.tool.input-schema.x-mcp-header', {
  valid: [
    {
      name: 'string, integer and boolean properties',
      document: tool({
        type: 'object',
        properties: {
          region: region('X-Region'),
          shard: region('X-Shard', 'integer'),
          dry: region('X-Dry-Run', 'boolean'),
        },
      }),
    },
    {
      name: 'nested properties chain',
      document: tool({
        type: 'object',
        properties: { target: { type: 'object', properties: { region: region('Region') } } },
      }),
    },
    { name: 'token punctuation', document: tool({ type: 'object', properties: { a: region("x!#$%&'*+-.^_`|~1") } }) },
    {
      name: 'a property named x-mcp-header is not the annotation',
      document: tool({ type: 'object', properties: { 'x-mcp-header': { type: 'number' } } }),
    },
    {
      name: 'the annotation text inside const/default is instance data',
      document: tool({
        type: 'object',
        properties: { a: { type: 'object', default: { 'x-mcp-header': 'not a token' } } },
      }),
    },
  ],
  invalid: [
    {
      name: 'duplicate names, case-insensitively',
      document: tool({
        type: 'object',
        properties: { region: region('X-Region'), fallbackRegion: region('x-region') },
      }),
      findings: [
        {
          path: '/tools/0/inputSchema/properties/fallbackRegion/x-mcp-header',
          requirement: 'req-tool-x-mcp-header',
          message:
            'The x-mcp-header value "x-region" repeats "X-Region" (case-insensitively) within the inputSchema of Tool "route" (9.2)',
        },
      ],
    },
    {
      name: 'not a field-name token, on a number property',
      document: tool({ type: 'object', properties: { region: region('Invalid Header', 'number') } }),
      findings: [
        {
          path: '/tools/0/inputSchema/properties/region/x-mcp-header',
          requirement: 'req-tool-x-mcp-header',
          message: 'The x-mcp-header value "Invalid Header" is not an HTTP field-name token',
        },
        {
          path: '/tools/0/inputSchema/properties/region/x-mcp-header',
          requirement: 'req-tool-x-mcp-header',
          message: 'on a property whose type is "number"',
        },
      ],
    },
    {
      name: 'empty and non-string values',
      document: tool({ type: 'object', properties: { a: region(''), b: region(7) } }),
      findings: [
        {
          path: '/tools/0/inputSchema/properties/a/x-mcp-header',
          requirement: 'req-tool-x-mcp-header',
          message: 'value is empty',
        },
        {
          path: '/tools/0/inputSchema/properties/b/x-mcp-header',
          requirement: 'req-tool-x-mcp-header',
          message: 'value is not a string',
        },
      ],
    },
    {
      name: 'a property without a declared type',
      document: tool({ type: 'object', properties: { a: { 'x-mcp-header': 'A' } } }),
      findings: [
        {
          path: '/tools/0/inputSchema/properties/a/x-mcp-header',
          requirement: 'req-tool-x-mcp-header',
          message: 'type is not declared',
        },
      ],
    },
    {
      name: 'reached through composition, arrays, conditionals and $defs',
      document: tool({
        type: 'object',
        allOf: [{ properties: { a: region('A') } }],
        properties: { list: { type: 'array', items: { type: 'object', properties: { b: region('B') } } } },
        if: { properties: { c: region('C') } },
        $defs: { d: region('D') },
      }),
      findings: [
        {
          path: '/tools/0/inputSchema/allOf/0/properties/a/x-mcp-header',
          requirement: 'req-tool-x-mcp-header',
          message: 'is reached through "allOf"',
        },
        {
          path: '/tools/0/inputSchema/properties/list/items/properties/b/x-mcp-header',
          requirement: 'req-tool-x-mcp-header',
          message: 'is reached through "items"',
        },
        {
          path: '/tools/0/inputSchema/if/properties/c/x-mcp-header',
          requirement: 'req-tool-x-mcp-header',
          message: 'is reached through "if"',
        },
        {
          path: '/tools/0/inputSchema/$defs/d/x-mcp-header',
          requirement: 'req-tool-x-mcp-header',
          message: 'is reached through "$defs"',
        },
      ],
    },
    {
      name: 'on the schema root',
      document: tool({ type: 'object', 'x-mcp-header': 'Root' }),
      findings: [
        {
          path: '/tools/0/inputSchema/x-mcp-header',
          requirement: 'req-tool-x-mcp-header',
          message: 'stands on the inputSchema root',
        },
      ],
    },
    {
      name: 'used before MCP 2026-07-28: one finding per protocol version',
      document: tool(
        { type: 'object', properties: { region: region('Region') } },
        { protocolVersions: ['2025-06-18', '2025-11-25', '2026-07-28'] },
      ),
      findings: [
        {
          path: '/tools/0/inputSchema/properties/region/x-mcp-header',
          requirement: 'req-tool-x-mcp-header',
          protocolVersion: '2025-06-18',
          message: 'x-mcp-header is defined by MCP 2026-07-28 only, but Tool "route" applies to MCP 2025-06-18 (9.2)',
        },
        {
          path: '/tools/0/inputSchema/properties/region/x-mcp-header',
          requirement: 'req-tool-x-mcp-header',
          protocolVersion: '2025-11-25',
        },
      ],
    },
    {
      name: 'a Tool scoped to MCP 2025-11-25',
      document: {
        ...base,
        protocolVersions: ['2025-11-25', '2026-07-28'],
        tools: [
          {
            name: 'route',
            protocolVersions: ['2025-11-25'],
            inputSchema: { type: 'object', properties: { r: region('R') } },
          },
        ],
      },
      findings: [
        {
          path: '/tools/0/inputSchema/properties/r/x-mcp-header',
          requirement: 'req-tool-x-mcp-header',
          protocolVersion: '2025-11-25',
        },
      ],
    },
    {
      name: 'a schema component is checked at its use site',
      document: {
        ...base,
        tools: [{ name: 'route', inputSchema: { $componentRef: '#/components/schemas/routing' } }],
        components: { schemas: { routing: { type: 'object', properties: { a: region('Dup'), b: region('dup') } } } },
      },
      findings: [{ path: '/tools/0/inputSchema', requirement: 'req-tool-x-mcp-header', message: 'repeats "Dup"' }],
    },
  ],
});
