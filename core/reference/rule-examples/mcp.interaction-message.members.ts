// Rule reference of mcp.interaction-message.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.interaction-message.members',
  area: '9',
  checks:
    'Requests and responses of interaction steps (sampling, roots, elicitation) are objects with the fields MCP defines for that message.',
  why: 'Interaction examples show a real exchange between server and client; each message must be one MCP could carry.',
  valid: [
    {
      title: 'A sampling step whose request has the MCP fields',
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
    clientRequirements:
      sampling: {}
    interactionExamples:
      summarize:
        input: {}
        steps:
          - type: sampling
            request:
              messages:
                - role: user
                  content:
                    type: text
                    text: Summarize
              maxTokens: 100
            response:
              role: assistant
              content:
                type: text
                text: Summary
              model: demo-model
        result:
          content:
            - type: text
              text: Done
`,
    },
  ],
  invalid: [
    {
      title: 'A sampling response that is not an object',
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
    clientRequirements:
      sampling: {}
    interactionExamples:
      summarize:
        input: {}
        steps:
          - type: sampling
            request:
              messages:
                - role: user
                  content:
                    type: text
                    text: Summarize
              maxTokens: 100
            response: Summary
        result:
          content:
            - type: text
              text: Done
`,
      finding: { path: '/tools/0/interactionExamples/summarize/steps/0/response', line: 28 },
    },
  ],
};

export default reference;
