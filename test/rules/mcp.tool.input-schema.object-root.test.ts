// 9.2 req-tool-input-schema-object-root: the inputSchema root describes an object; before MCP 2025-11-25 it declares
// "type": "object". Resolved through $componentRef before the rule applies (req-tool-schema-references-resolved).
import { testRule } from './rule-tester.ts';

const doc = (protocolVersions: string[], inputSchema: unknown, extra: Record<string, unknown> = {}) => ({
  mcpdesc: '0.9.0',
  info: { name: 'roots', version: '1.0.0' },
  protocolVersions,
  tools: [{ name: 'run', inputSchema }],
  ...extra,
});

testRule('mcp.tool.input-schema.object-root', {
  valid: [
    {
      name: 'type object in every version',
      document: doc(['2024-11-05', '2025-06-18', '2025-11-25', '2026-07-28'], { type: 'object' }),
    },
    {
      name: 'no type from MCP 2025-11-25 on',
      document: doc(['2025-11-25', '2026-07-28'], { properties: { a: { type: 'string' } } }),
    },
    { name: 'an allOf root from MCP 2025-11-25 on', document: doc(['2026-07-28'], { allOf: [{ type: 'object' }] }) },
    {
      name: 'a type array containing object from MCP 2025-11-25 on',
      document: doc(['2025-11-25'], { type: ['object', 'null'] }),
    },
    {
      name: 'a referenced object schema',
      document: doc(
        ['2025-06-18'],
        { $componentRef: '#/components/schemas/Args' },
        { components: { schemas: { Args: { type: 'object' } } } },
      ),
    },
  ],
  invalid: [
    {
      name: 'a string root (any version)',
      text: `mcpdesc: "0.9.0"
info: { name: roots, version: 1.0.0 }
protocolVersions: ["2026-07-28"]
tools:
  - name: run
    inputSchema:
      type: string
`,
      findings: [
        { path: '/tools/0/inputSchema/type', requirement: 'req-tool-input-schema-object-root', line: 7, column: 13 },
      ],
    },
    {
      name: 'no type before MCP 2025-11-25: one finding naming the versions, missing member at the object',
      text: `mcpdesc: "0.9.0"
info: { name: roots, version: 1.0.0 }
protocolVersions: ["2025-03-26", "2025-06-18", "2025-11-25"]
tools:
  - name: run
    inputSchema:
      properties: { a: { type: string } }
`,
      findings: [
        {
          path: '/tools/0/inputSchema',
          requirement: 'req-tool-input-schema-object-root',
          line: 7,
          column: 7,
          protocolVersion: '2025-03-26',
          message: 'before MCP 2025-11-25 (MCP 2025-03-26 and MCP 2025-06-18)',
        },
      ],
    },
    {
      name: 'an allOf root before MCP 2025-11-25',
      document: doc(['2025-06-18'], { allOf: [{ type: 'object' }] }),
      findings: [
        {
          path: '/tools/0/inputSchema',
          requirement: 'req-tool-input-schema-object-root',
          protocolVersion: '2025-06-18',
          message: 'declares no "type"',
        },
      ],
    },
    {
      name: 'a type array before MCP 2025-11-25',
      document: doc(['2024-11-05'], { type: ['object', 'null'] }),
      findings: [
        {
          path: '/tools/0/inputSchema/type',
          requirement: 'req-tool-input-schema-object-root',
          protocolVersion: '2024-11-05',
        },
      ],
      alsoReported: ['mcp.tool.schema.native-shape'],
    },
    {
      name: 'a referenced string schema at its use site, with the component type as related location (17.3, 16.5)',
      text: `mcpdesc: "0.9.0"
info: { name: roots, version: 1.0.0 }
protocolVersions: ["2026-07-28"]
tools:
  - name: run
    inputSchema:
      $componentRef: "#/components/schemas/S"
components:
  schemas:
    S: { type: string }
`,
      findings: [
        {
          path: '/tools/0/inputSchema',
          requirement: 'req-tool-input-schema-object-root',
          line: 7,
          column: 7,
          related: [{ relation: 'component-definition', path: '/components/schemas/S/type', line: 10, column: 16 }],
        },
      ],
    },
    {
      name: 'a referenced schema without type before MCP 2025-11-25: related location is the enclosing component object',
      text: `mcpdesc: "0.9.0"
info: { name: roots, version: 1.0.0 }
protocolVersions: ["2025-06-18"]
tools:
  - name: run
    inputSchema:
      $componentRef: "#/components/schemas/S"
components:
  schemas:
    S:
      allOf: [{ type: object }]
`,
      findings: [
        {
          path: '/tools/0/inputSchema',
          requirement: 'req-tool-input-schema-object-root',
          line: 7,
          column: 7,
          protocolVersion: '2025-06-18',
          related: [{ relation: 'component-definition', path: '/components/schemas/S', line: 11, column: 7 }],
        },
      ],
    },
  ],
});
