// Rule reference of mcpdesc.tool.interaction.elicitation-consistency: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.tool.interaction.elicitation-consistency',
  area: '9',
  checks:
    'Elicitation steps of an interaction example name a declared elicitation and match it: same mode and message, response content valid against its schema.',
  why: 'The example must show the elicitation the Tool actually declares.',
  valid: [
    {
      title: 'a URL declaration without a known URL accepts any step URL',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: interactions
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: server
tools:
  - name: deploy
    inputSchema:
      type: object
    elicitations:
      - name: login
        mode: url
        message: Sign in.
    interactionExamples:
      scenario:
        input: {}
        steps:
          - type: elicitation
            declaration: login
            request:
              mode: url
              message: Sign in.
              url: https://auth.example.com/other
            response:
              action: accept
        result:
          content:
            - type: text
              text: done
`,
    },
  ],
  invalid: [
    {
      title: 'the step names no declaration of the Tool (9.4)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: interactions
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: server
tools:
  - name: deploy
    inputSchema:
      type: object
    elicitations:
      - name: confirm
        mode: form
        message: Approve?
        requestedSchema:
          type: object
          properties:
            approved:
              type: boolean
            note:
              type: string
              maxLength: 5
          required:
            - approved
      - name: login
        mode: url
        message: Sign in.
        url: https://auth.example.com/login
    interactionExamples:
      scenario:
        input: {}
        steps:
          - type: elicitation
            declaration: missing
            request:
              mode: form
              message: Approve?
              requestedSchema:
                type: object
                properties:
                  approved:
                    type: boolean
                  note:
                    type: string
                    maxLength: 5
                required:
                  - approved
            response:
              action: decline
        result:
          content:
            - type: text
              text: done
`,
      finding: { path: '/tools/0/interactionExamples/scenario/steps/0/declaration', line: 37 },
    },
  ],
};

export default reference;
