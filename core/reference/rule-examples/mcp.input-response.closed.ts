// Rule reference of mcp.input-response.closed: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.input-response.closed',
  area: '9',
  checks: 'Interaction input responses use only the fields MCP 2026-07-28 defines for them.',
  why: 'In MCP 2026-07-28 these responses are closed objects: an extra member makes the response invalid.',
  valid: [
    {
      title: 'an undefined field before MCP 2026-07-28 is a warning, not this error (3.6)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: carried
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
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
          - type: roots
            request: {}
            response:
              roots: []
              cursor: x
        result:
          content:
            - type: text
              text: Done
`,
    },
  ],
  invalid: [
    {
      title: 'an undefined roots response field in MCP 2026-07-28',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: carried
  version: 1.0.0
protocolVersions:
  - "2026-07-28"
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
          - type: roots
            request: {}
            response:
              roots: []
              nextCursor: x
        result:
          resultType: complete
          content:
            - type: text
              text: Done
`,
      finding: {
        path: '/tools/0/interactionExamples/flow/steps/0/response/nextCursor',
        line: 22,
        protocolVersion: '2026-07-28',
      },
    },
  ],
};

export default reference;
