// Rule reference of mcpdesc.tool.interaction.client-requirements-consistency: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.tool.interaction.client-requirements-consistency',
  area: '9',
  checks:
    'Warns when an interaction example uses a client feature (sampling, roots, elicitation) that the Tool does not list in clientRequirements.',
  why: 'Either the requirements are incomplete or the example shows an exchange that some clients cannot take part in.',
  valid: [
    {
      title: 'an empty elicitation requirement covers form mode; includeContext "none" needs no context',
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
    clientRequirements:
      elicitation: {}
      sampling: {}
    interactionExamples:
      scenario:
        input: {}
        steps:
          - type: elicitation
            request:
              mode: form
              message: Ok?
              requestedSchema:
                type: object
                properties:
                  ok:
                    type: boolean
            response:
              action: decline
          - type: sampling
            request:
              messages:
                - role: user
                  content:
                    type: text
                    text: Summarize.
              maxTokens: 100
              includeContext: none
            response:
              role: assistant
              content:
                type: text
                text: Summary.
              model: m
              stopReason: endTurn
        result:
          content:
            - type: text
              text: done
`,
    },
  ],
  invalid: [
    {
      title: 'a missing capability is reported once, not again for its sub-capabilities',
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
    clientRequirements:
      roots: {}
    interactionExamples:
      scenario:
        input: {}
        steps:
          - type: sampling
            request:
              messages:
                - role: user
                  content:
                    type: text
                    text: Summarize.
              maxTokens: 100
              tools:
                - name: lookup
                  inputSchema:
                    type: object
            response:
              role: assistant
              content:
                type: text
                text: Summary.
              model: m
              stopReason: endTurn
          - type: elicitation
            request:
              mode: url
              message: Sign in.
              url: https://auth.example.com/
            response:
              action: accept
        result:
          content:
            - type: text
              text: done
`,
      finding: { path: '/tools/0/interactionExamples/scenario/steps/0/type', line: 20 },
    },
  ],
};

export default reference;
