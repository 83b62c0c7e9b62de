// Rule reference of mcp.transport.streamable-http.protocol-version: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.transport.streamable-http.protocol-version',
  area: '6',
  checks: 'A Streamable HTTP transport applies only to MCP 2025-03-26 and later.',
  why: 'MCP 2024-11-05 has no Streamable HTTP transport; its clients could not connect.',
  valid: [
    {
      title: 'streamable-http from MCP 2025-03-26 on',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: http
  version: 1.0.0
protocolVersions:
  - "2025-03-26"
  - "2025-06-18"
  - "2025-11-25"
  - "2026-07-28"
transports:
  - type: streamable-http
    url: https://example.com/mcp
`,
    },
  ],
  invalid: [
    {
      title: 'streamable-http applied to MCP 2024-11-05',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
info: { name: http, version: 1.0.0 }
protocolVersions: ["2024-11-05", "2025-03-26"]
transports:
  - type: streamable-http
    url: https://example.com/mcp
`,
      finding: { path: '/transports/0/type', line: 5, protocolVersion: '2024-11-05' },
    },
  ],
};

export default reference;
