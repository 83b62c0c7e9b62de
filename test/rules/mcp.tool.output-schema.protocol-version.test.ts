// 4.10 req-field-protocol-version-availability for Tool outputSchema (9.1: since MCP 2025-06-18).
import { testRule } from './rule-tester.ts';

const doc = (protocolVersions: string[], tools: unknown[], extra: Record<string, unknown> = {}) => ({
  mcpdesc: '0.9.0',
  info: { name: 'output', version: '1.0.0' },
  protocolVersions,
  tools,
  ...extra,
});
const inputSchema = { type: 'object' };
const outputSchema = { type: 'object', properties: { ok: { type: 'boolean' } } };

testRule('mcp.tool.output-schema.protocol-version', {
  valid: [
    {
      name: 'outputSchema from MCP 2025-06-18 on',
      document: doc(['2025-06-18', '2025-11-25', '2026-07-28'], [{ name: 'run', inputSchema, outputSchema }]),
    },
    {
      name: 'a Tool variant with outputSchema scoped past the legacy versions',
      document: doc(
        ['2025-03-26', '2025-06-18'],
        [
          { name: 'run', protocolVersions: ['2025-03-26'], inputSchema },
          { name: 'run', protocolVersions: ['2025-06-18'], inputSchema, outputSchema },
        ],
      ),
    },
  ],
  invalid: [
    {
      name: 'outputSchema in MCP 2024-11-05 and 2025-03-26, once per version',
      text: `mcpdesc: "0.9.0"
info: { name: output, version: 1.0.0 }
protocolVersions: ["2024-11-05", "2025-03-26", "2025-06-18"]
tools:
  - name: run
    inputSchema: { type: object }
    outputSchema: { type: object }
`,
      findings: [
        {
          path: '/tools/0/outputSchema',
          requirement: 'req-field-protocol-version-availability',
          line: 7,
          column: 5,
          protocolVersion: '2024-11-05',
          message:
            'Tool field "outputSchema" is available since MCP 2025-06-18, but the Tool applies to MCP 2024-11-05 (9.1)',
        },
        {
          path: '/tools/0/outputSchema',
          requirement: 'req-field-protocol-version-availability',
          line: 7,
          column: 5,
          protocolVersion: '2025-03-26',
        },
      ],
    },
    {
      name: 'a referenced outputSchema is a use of the field too',
      document: doc(
        ['2025-03-26'],
        [{ name: 'run', inputSchema, outputSchema: { $componentRef: '#/components/schemas/Out' } }],
        { components: { schemas: { Out: outputSchema } } },
      ),
      findings: [
        {
          path: '/tools/0/outputSchema',
          requirement: 'req-field-protocol-version-availability',
          protocolVersion: '2025-03-26',
        },
      ],
    },
  ],
});
