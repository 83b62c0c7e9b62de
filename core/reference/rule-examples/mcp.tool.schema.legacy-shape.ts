// Rule reference of mcp.tool.schema.legacy-shape: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.tool.schema.legacy-shape',
  area: '9',
  checks:
    'For protocol versions before MCP 2025-11-25 a tool schema has the legacy shape: no $schema dialect and only the keywords those versions allow.',
  why: 'Before 2025-11-25 tool schemas had no declared dialect; a client of those versions expects the older, simpler form.',
  valid: [
    {
      title: 'from MCP 2025-11-25 the dialect decides (json-schema.tool-schema.valid), not this rule',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: legacy
  version: 1.0.0
protocolVersions:
  - "2026-07-28"
transports:
  - type: stdio
    command: server
tools:
  - name: convert
    inputSchema:
      type: object
      properties:
        flag: true
`,
    },
  ],
  invalid: [
    {
      title: '"required" not an array (upstream malformed-pre-dialect-tool-schema-shape)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: legacy
  version: 1.0.0
protocolVersions:
  - "2024-11-05"
transports:
  - type: stdio
    command: server
tools:
  - name: convert
    inputSchema:
      type: object
      required: value
`,
      finding: { path: '/tools/0/inputSchema/required', line: 14, protocolVersion: '2024-11-05' },
    },
  ],
};

export default reference;
