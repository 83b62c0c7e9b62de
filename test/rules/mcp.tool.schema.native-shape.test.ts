import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'native', version: '1.0.0' },
  protocolVersions: ['2025-11-25', '2026-07-28'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const withTool = (tool: Record<string, unknown>, protocolVersions = base.protocolVersions) => ({
  ...base,
  protocolVersions,
  tools: [{ name: 'search', ...tool }],
});

testRule('mcp.tool.schema.native-shape', {
  valid: [
    {
      name: 'object roots with object property schemas',
      document: withTool({
        inputSchema: {
          type: 'object',
          properties: { q: { type: 'string' }, any: {} },
          allOf: [{ $ref: '#/$defs/base' }],
          $defs: { base: { required: ['q'] } },
        },
        outputSchema: { type: 'object', properties: { hits: { type: 'integer' } } },
      }),
    },
    {
      name: 'MCP 2026-07-28 allows any outputSchema root and boolean property schemas',
      document: withTool(
        { inputSchema: { type: 'object', properties: { anything: true } }, outputSchema: { type: 'array' } },
        ['2026-07-28'],
      ),
    },
    {
      name: 'before MCP 2025-11-25 the native shape is the legacy rule’s concern',
      document: withTool({ inputSchema: { type: 'object', properties: { q: { type: 'string' } } } }, ['2025-03-26']),
    },
  ],
  invalid: [
    {
      name: 'no root "type" (valid under the dialect, not projectable): one warning naming both versions',
      document: withTool({ inputSchema: { properties: { q: { type: 'string' } } } }),
      findings: [
        {
          path: '/tools/0/inputSchema',
          requirement: 'req-tool-schema-native-shape',
          protocolVersion: '2025-11-25',
          message:
            'Tool "search" inputSchema does not declare "type": "object" at its root, which the native MCP Tool type of MCP 2025-11-25 and MCP 2026-07-28 requires, so native projection fails there (9.2, 4.14)',
        },
      ],
    },
    {
      name: 'a root type array, a boolean top-level property and an outputSchema without type under MCP 2025-11-25',
      document: withTool(
        {
          inputSchema: { type: ['object', 'null'], properties: { flag: true } },
          outputSchema: { properties: { ok: false } },
        },
        ['2025-11-25'],
      ),
      findings: [
        {
          path: '/tools/0/inputSchema/type',
          requirement: 'req-tool-schema-native-shape',
          message: 'declares the root "type" as ["object","null"] instead of "object"',
        },
        {
          path: '/tools/0/inputSchema/properties/flag',
          requirement: 'req-tool-schema-native-shape',
          message: 'gives the top-level property "flag" the boolean schema true instead of an object',
        },
        {
          path: '/tools/0/outputSchema',
          requirement: 'req-tool-schema-native-shape',
          message: 'Tool "search" outputSchema does not declare "type": "object"',
        },
        {
          path: '/tools/0/outputSchema/properties/ok',
          requirement: 'req-tool-schema-native-shape',
          protocolVersion: '2025-11-25',
        },
      ],
    },
    {
      name: 'only MCP 2026-07-28 is concerned by a $ref-only inputSchema there',
      document: withTool(
        {
          inputSchema: { $ref: '#/$defs/args', $defs: { args: { type: 'object' } } },
          outputSchema: { type: 'string' },
        },
        ['2026-07-28'],
      ),
      findings: [
        {
          path: '/tools/0/inputSchema',
          requirement: 'req-tool-schema-native-shape',
          protocolVersion: '2026-07-28',
          message: 'native MCP Tool type of MCP 2026-07-28 requires',
        },
      ],
    },
    {
      name: 'a schema component is reported at its use site',
      document: {
        ...withTool({ inputSchema: { $componentRef: '#/components/schemas/Args' } }, ['2026-07-28']),
        components: { schemas: { Args: { properties: { q: { type: 'string' } } } } },
      },
      findings: [
        {
          path: '/tools/0/inputSchema',
          requirement: 'req-tool-schema-native-shape',
          message: 'Tool "search" inputSchema does not declare',
          related: [{ relation: 'component-definition', path: '/components/schemas/Args' }],
        },
      ],
    },
  ],
});
