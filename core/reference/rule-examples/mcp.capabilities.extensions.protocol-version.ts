// Rule reference of mcp.capabilities.extensions.protocol-version: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.capabilities.extensions.protocol-version',
  area: '8',
  checks: 'Warns when a Capabilities Object declares extensions for a protocol version before MCP 2026-07-28.',
  why: 'Before 2026-07-28 capability extensions are a convention, not part of MCP: clients of those versions may ignore them.',
  valid: [
    {
      title: 'formal extensions in MCP 2026-07-28',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: extensions
  version: 1.0.0
protocolVersions:
  - "2026-07-28"
capabilities:
  - extensions:
      io.example/widgets:
        level: 1
`,
    },
  ],
  invalid: [
    {
      title: 'a pre-standard extension map is preserved with a warning per earlier version',
      format: 'json',
      text: `{
  "mcpdesc": "0.9.0",
  "info": { "name": "extensions", "version": "1.0.0" },
  "protocolVersions": ["2025-06-18", "2025-11-25", "2026-07-28"],
  "capabilities": [{ "extensions": { "io.example/widgets": {} } }]
}`,
      finding: { path: '/capabilities/0/extensions', line: 5, protocolVersion: '2025-06-18' },
    },
  ],
};

export default reference;
