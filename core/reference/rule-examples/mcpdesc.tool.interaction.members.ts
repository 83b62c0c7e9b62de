// Rule reference of mcpdesc.tool.interaction.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.tool.interaction.members',
  area: '9',
  checks:
    'Tool interaction examples and their steps have their defined members: input, steps of a known type with request and response, result.',
  why: 'Tools replay interaction examples step by step; a step missing its parts cannot be shown.',
  valid: [
    {
      title: 'An interaction example with one elicitation step',
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
    elicitations:
      - name: confirm
        mode: form
        message: Confirm?
        requestedSchema:
          type: object
          properties:
            ok:
              type: boolean
    interactionExamples:
      confirmed:
        input: {}
        steps:
          - type: elicitation
            declaration: confirm
            request:
              mode: form
              message: Confirm?
              requestedSchema:
                type: object
                properties:
                  ok:
                    type: boolean
            response:
              action: accept
              content:
                ok: true
        result:
          content:
            - type: text
              text: Done
`,
    },
  ],
  invalid: [
    {
      title: 'An interaction example without steps',
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
    interactionExamples:
      confirmed:
        input: {}
        result:
          content:
            - type: text
              text: Done
`,
      finding: { path: '/tools/0/interactionExamples/confirmed', line: 16 },
    },
  ],
};

export default reference;
