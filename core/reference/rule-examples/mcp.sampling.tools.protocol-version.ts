// Rule reference of mcp.sampling.tools.protocol-version: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.sampling.tools.protocol-version',
  area: '9',
  checks:
    "A sampling step's createMessage request and result use only the fields of each applicable protocol version (tools and toolChoice need 2025-11-25).",
  why: 'A server cannot ask a client of an older version to sample with tools it cannot send.',
  valid: [
    {
      title: 'createMessage parameters of MCP 2024-11-05',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: carried
  version: 1.0.0
protocolVersions:
  - "2024-11-05"
  - "2025-06-18"
transports:
  - type: stdio
    command: server
tools:
  - name: ask
    inputSchema:
      type: object
    interactionExamples:
      flow:
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
              systemPrompt: Be brief
              temperature: 0.2
              includeContext: none
            response:
              role: assistant
              content:
                type: text
                text: Summary
              model: example-model
        result:
          content:
            - type: text
              text: Done
`,
    },
  ],
  invalid: [
    {
      title: 'maxTokens is required and an integer',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: carried
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
tools:
  - name: ask
    inputSchema:
      type: object
    interactionExamples:
      flow:
        input: {}
        steps:
          - type: sampling
            request:
              messages:
                - role: user
                  content:
                    type: text
                    text: Summarize
            response:
              role: assistant
              content:
                type: text
                text: Summary
              model: example-model
        result:
          content:
            - type: text
              text: Done
`,
      finding: { path: '/tools/0/interactionExamples/flow/steps/0/request', line: 20, protocolVersion: '2025-06-18' },
    },
  ],
};

export default reference;
