// Rule reference of mcpdesc.tool.example.schema-conformance: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.tool.example.schema-conformance',
  area: '9',
  checks: "A tool example input conforms to the Tool's inputSchema.",
  why: 'An example whose input the server would reject shows a call that cannot happen.',
  valid: [
    {
      title: 'a no-argument Tool uses input: {} (9.3)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: examples
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: server
tools:
  - name: count
    inputSchema:
      type: object
      additionalProperties: false
    examples:
      none:
        input: {}
        result:
          content:
            - type: text
              text: done
`,
    },
  ],
  invalid: [
    {
      title: 'an external $ref: preserved, not fetched, and the check is reported incomplete (9.2, 9.3)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: examples
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: server
tools:
  - name: count
    inputSchema:
      type: object
      properties:
        id:
          $ref: https://schemas.example.com/id.json
    examples:
      one:
        input:
          id: x
        result:
          content:
            - type: text
              text: done
`,
      finding: { path: '/tools/0/examples/one/input', line: 20, protocolVersion: '2025-11-25' },
    },
  ],
};

export default reference;
