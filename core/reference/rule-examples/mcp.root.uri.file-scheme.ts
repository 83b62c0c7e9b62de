// Rule reference of mcp.root.uri.file-scheme: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.root.uri.file-scheme',
  area: '9',
  checks:
    'Roots returned in a roots/list step use file:// URIs, and responses in interaction steps (such as an elicitation response) contain only the members MCP defines. This validator checks the second part through the document schema.',
  why: 'These responses are closed in MCP: a client would reject a response with extra members, so an example must not show one.',
  valid: [
    {
      title: 'An elicitation response with action and content',
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
      title: 'An elicitation response member MCP does not define',
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
              note: thanks
        result:
          content:
            - type: text
              text: Done
`,
      finding: { path: '/tools/0/interactionExamples/confirmed/steps/0/response/note', line: 41 },
    },
  ],
};

export default reference;
