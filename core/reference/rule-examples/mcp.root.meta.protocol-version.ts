// Rule reference of mcp.root.meta.protocol-version: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.root.meta.protocol-version',
  area: '3',
  checks: '_meta appears only in places where every applicable protocol version defines it.',
  why: 'Older MCP versions have no _meta in some messages; an example using it there is not a valid message for them.',
  valid: [
    {
      title: 'content block _meta from MCP 2025-06-18',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: carried
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
tools:
  - name: search
    inputSchema:
      type: object
    examples:
      run:
        input: {}
        result:
          content:
            - type: text
              text: x
              _meta:
                example.com/trace: abc
`,
    },
  ],
  invalid: [
    {
      title: 'content block _meta for MCP 2025-03-26 (3.5)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: carried
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
    examples:
      run:
        input: {}
        result:
          content:
            - type: text
              text: x
              _meta:
                example.com/trace: abc
`,
      finding: { path: '/tools/0/examples/run/result/content/0/_meta', line: 21, protocolVersion: '2025-03-26' },
    },
  ],
};

export default reference;
