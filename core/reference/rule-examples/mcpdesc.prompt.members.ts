// Rule reference of mcpdesc.prompt.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.prompt.members',
  area: '11',
  checks: 'Prompts and Prompt Arguments contain only their defined fields, with valid tags.',
  why: 'prompts/list returns these fields; unknown ones have no meaning to clients.',
  valid: [
    {
      title: 'A prompt with one required argument',
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
prompts:
  - name: greet
    arguments:
      - name: who
        required: true
`,
    },
  ],
  invalid: [
    {
      title: 'A prompt argument member that is not defined',
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
prompts:
  - name: greet
    arguments:
      - name: who
        type: string
`,
      finding: { path: '/prompts/0/arguments/0/type', line: 14 },
    },
  ],
};

export default reference;
