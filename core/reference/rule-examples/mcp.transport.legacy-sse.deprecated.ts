// Rule reference of mcp.transport.legacy-sse.deprecated: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.transport.legacy-sse.deprecated',
  area: '6',
  checks: 'Warns when the legacy SSE transport is used for MCP 2025-03-26 or later.',
  why: 'Streamable HTTP replaced the SSE transport in 2025-03-26; newer clients may not support SSE.',
  valid: [
    {
      title: 'SSE for MCP 2024-11-05',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: sse
  version: 1.0.0
protocolVersions:
  - "2024-11-05"
transports:
  - type: sse
    url: https://example.com/sse
`,
    },
  ],
  invalid: [
    {
      title: 'SSE for later versions, a warning per version',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
info: { name: sse, version: 1.0.0 }
protocolVersions: ["2024-11-05", "2025-03-26", "2026-07-28"]
transports:
  - type: sse
    url: https://example.com/sse
`,
      finding: { path: '/transports/0/type', line: 5, protocolVersion: '2025-03-26' },
    },
  ],
};

export default reference;
