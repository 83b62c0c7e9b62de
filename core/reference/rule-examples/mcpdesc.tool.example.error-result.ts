// Rule reference of mcpdesc.tool.example.error-result: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.tool.example.error-result',
  area: '9',
  checks: 'Tool example results are well-formed as success or as error (isError: true with content explaining it).',
  why: 'Clients and models distinguish tool errors by isError; a malformed error result is read as success.',
  valid: [
    {
      title: 'success without isError',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: tools
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
tools:
  - name: submit
    inputSchema:
      type: object
    examples:
      run:
        input: {}
        result:
          content:
            - type: text
              text: Rejected
`,
    },
  ],
  invalid: [
    {
      title: 'isError that is neither true nor false',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: tools
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
tools:
  - name: submit
    inputSchema:
      type: object
    examples:
      run:
        input: {}
        result:
          content:
            - type: text
              text: Rejected
          isError: "yes"
`,
      finding: { path: '/tools/0/examples/run/result/isError', line: 21 },
    },
  ],
};

export default reference;
