// Rule reference of mcp.capabilities.logging.deprecated: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.capabilities.logging.deprecated',
  area: '8',
  checks: 'Warns when the logging capability is declared for MCP 2026-07-28.',
  why: 'MCP 2026-07-28 deprecates logging; a server description should not lead clients to rely on it.',
  valid: [
    {
      title: 'logging before MCP 2026-07-28',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: logging
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
  - "2025-11-25"
capabilities:
  - logging: {}
`,
    },
  ],
  invalid: [
    {
      title: 'logging in a Capabilities Object that applies to MCP 2026-07-28',
      format: 'json',
      text: `{
  "mcpdesc": "0.9.0",
  "info": { "name": "logging", "version": "1.0.0" },
  "protocolVersions": ["2025-11-25", "2026-07-28"],
  "capabilities": [{ "logging": {} }]
}`,
      finding: { path: '/capabilities/0/logging', line: 5, protocolVersion: '2026-07-28' },
    },
  ],
};

export default reference;
