// Rule reference of mcpdesc.transport.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.transport.members',
  area: '6',
  checks: 'Transport Objects have the fields of their type: stdio needs command, streamable-http and sse need a url.',
  why: 'Clients connect with exactly these fields; a transport without them gives no way to reach the server.',
  valid: [
    {
      title: 'A streamable HTTP transport with its url',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
info:
  name: demo
  version: "1.0.0"
protocolVersions:
  - "2025-11-25"
transports:
  - type: streamable-http
    url: https://example.com/mcp
`,
    },
  ],
  invalid: [
    {
      title: 'A stdio transport without command',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
info:
  name: demo
  version: "1.0.0"
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    args:
      - serve
`,
      finding: { path: '/transports/0', line: 8 },
    },
  ],
};

export default reference;
