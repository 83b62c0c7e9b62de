// Rule reference of mcp.tool.schema.native-shape: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.tool.schema.native-shape',
  area: '9',
  checks: 'A tool schema can be projected into the native MCP Tool shape of every applicable protocol version.',
  why: 'tools/list must carry the schema as MCP defines it; a schema that cannot take that shape cannot be listed.',
  valid: [
    {
      title: 'before MCP 2025-11-25 the native shape is the legacy rule’s concern',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: native
  version: 1.0.0
protocolVersions:
  - "2025-03-26"
transports:
  - type: stdio
    command: server
tools:
  - name: search
    inputSchema:
      type: object
      properties:
        q:
          type: string
`,
    },
  ],
  invalid: [
    {
      title: 'no root "type" (valid under the dialect, not projectable): one warning naming both versions',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: native
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
  - "2026-07-28"
transports:
  - type: stdio
    command: server
tools:
  - name: search
    inputSchema:
      properties:
        q:
          type: string
`,
      finding: { path: '/tools/0/inputSchema', line: 14, protocolVersion: '2025-11-25' },
    },
  ],
};

export default reference;
