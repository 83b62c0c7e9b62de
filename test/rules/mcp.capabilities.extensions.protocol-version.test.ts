// 8.4 req-capabilities-extensions-pre-standard: a warning per earlier protocol version; the map is accepted.
import { testRule } from './rule-tester.ts';

const doc = (protocolVersions: string[], capabilities: unknown[]) => ({
  mcpdesc: '0.9.0',
  info: { name: 'extensions', version: '1.0.0' },
  protocolVersions,
  capabilities,
});
const extensions = { 'io.example/widgets': { level: 1 } };

testRule('mcp.capabilities.extensions.protocol-version', {
  valid: [
    { name: 'formal extensions in MCP 2026-07-28', document: doc(['2026-07-28'], [{ extensions }]) },
    {
      name: 'extensions scoped to MCP 2026-07-28',
      document: doc(
        ['2025-11-25', '2026-07-28'],
        [
          { protocolVersions: ['2025-11-25'], tools: {} },
          { protocolVersions: ['2026-07-28'], extensions },
        ],
      ),
    },
  ],
  invalid: [
    {
      name: 'a pre-standard extension map is preserved with a warning per earlier version',
      text: `{
  "mcpdesc": "0.9.0",
  "info": { "name": "extensions", "version": "1.0.0" },
  "protocolVersions": ["2025-06-18", "2025-11-25", "2026-07-28"],
  "capabilities": [{ "extensions": { "io.example/widgets": {} } }]
}`,
      findings: [
        {
          path: '/capabilities/0/extensions',
          requirement: 'req-capabilities-extensions-pre-standard',
          line: 5,
          column: 36,
          severity: 'warning',
          protocolVersion: '2025-06-18',
          message: 'MCP 2025-06-18 does not define the extensions capability',
        },
        {
          path: '/capabilities/0/extensions',
          requirement: 'req-capabilities-extensions-pre-standard',
          severity: 'warning',
          protocolVersion: '2025-11-25',
          message: 'pre-standard extension negotiation convention (8.4)',
        },
      ],
    },
  ],
});
