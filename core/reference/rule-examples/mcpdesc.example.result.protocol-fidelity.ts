// Rule reference of mcpdesc.example.result.protocol-fidelity: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.example.result.protocol-fidelity',
  area: '9',
  checks:
    'Example results match the result type of every protocol version the primitive applies to: defined fields have their types, closed results have no extra fields.',
  why: 'One example stands for responses in several versions; it must be valid in each of them.',
  valid: [
    {
      title: 'text content in every version of the scope',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: fidelity
  version: 1.0.0
protocolVersions:
  - "2024-11-05"
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
`,
    },
  ],
  invalid: [
    {
      title: 'content that is not an array',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: fidelity
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
          content: Found 3 items
`,
      finding: { path: '/tools/0/examples/run/result/content', line: 18, protocolVersion: '2025-06-18' },
    },
  ],
};

export default reference;
