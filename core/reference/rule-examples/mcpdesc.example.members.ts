// Rule reference of mcpdesc.example.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.example.members',
  area: '9',
  checks: 'Named examples (tool, resource, prompt and completion examples) contain only their defined members.',
  why: 'Tools read examples by these members; unknown ones would be ignored and mislead readers.',
  valid: [
    {
      title: 'A named tool example with input and result',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
info:
  name: demo
  version: "1.0.0"
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: demo-server
tools:
  - name: search
    inputSchema:
      type: object
    examples:
      basic:
        input: {}
        result:
          content:
            - type: text
              text: Found
`,
    },
  ],
  invalid: [
    {
      title: 'A tool example member that is not defined',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
info:
  name: demo
  version: "1.0.0"
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: demo-server
tools:
  - name: search
    inputSchema:
      type: object
    examples:
      basic:
        input: {}
        output: Found
`,
      finding: { path: '/tools/0/examples/basic', line: 16 },
    },
  ],
};

export default reference;
