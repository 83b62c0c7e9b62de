// Rule reference of mcp.result.additional-properties.preserve: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.result.additional-properties.preserve',
  area: '3',
  checks:
    'Notes result fields that the applicable protocol version does not define: they are accepted and kept, but carry no MCP meaning there.',
  why: "Open MCP results preserve unknown fields, yet a reader should know that the field means nothing to that version's clients.",
  valid: [
    {
      title: 'resultType where MCP 2026-07-28 defines it',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: carried
  version: 1.0.0
protocolVersions:
  - "2026-07-28"
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
          resultType: complete
          content:
            - type: text
              text: Found 3 items
`,
    },
  ],
  invalid: [
    {
      title: 'structuredContent before MCP 2025-06-18 is accepted with a warning (3.6)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: carried
  version: 1.0.0
protocolVersions:
  - "2025-03-26"
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
              text: Found 3 items
          structuredContent:
            "n": 3
`,
      finding: { path: '/tools/0/examples/run/result/structuredContent', line: 22, protocolVersion: '2025-03-26' },
    },
  ],
};

export default reference;
