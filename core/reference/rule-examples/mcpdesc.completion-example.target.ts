// Rule reference of mcpdesc.completion-example.target: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.completion-example.target',
  area: '10',
  checks: 'A completion example completes an argument the prompt declares, or a variable of the resource template.',
  why: 'completion/complete asks for values of one named argument; an example for an undeclared one shows a request the server would not answer.',
  valid: [
    {
      title: 'Prompt argument without context',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: completions
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
prompts:
  - name: team_lead
    arguments:
      - name: department
        required: true
      - name: name
        required: true
    completionExamples:
      lead:
        argument:
          name: department
          value: e
        result:
          completion:
            values:
              - Ada
`,
    },
  ],
  invalid: [
    {
      title: 'operator characters are not part of a variable name',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: completions
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
resourceTemplates:
  - name: issue
    uriTemplate: file:///{+path}
    completionExamples:
      issue:
        argument:
          name: +path
          value: s
        result:
          completion:
            values:
              - Ada
`,
      finding: { path: '/resourceTemplates/0/completionExamples/issue/argument/name', line: 16 },
    },
  ],
};

export default reference;
