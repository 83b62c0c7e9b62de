// Rule reference of mcp.elicitation.form-schema.protocol-shape: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.elicitation.form-schema.protocol-shape',
  area: '12',
  checks:
    'Each property of a requestedSchema uses only the vocabulary that every applicable protocol version allows for elicitation (primitive types, enums, formats).',
  why: 'Clients build a form from this schema; a keyword or type their version does not know cannot be rendered.',
  valid: [
    {
      title: 'the MCP 2025-06-18 vocabulary in every version',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: forms
  version: 1.0.0
transports:
  - type: stdio
    command: server
protocolVersions:
  - "2025-06-18"
  - "2025-11-25"
  - "2026-07-28"
prompts:
  - name: p
    elicitations:
      - name: ask
        mode: form
        message: Tell us more.
        requestedSchema:
          type: object
          properties:
            ticket:
              type: string
              title: Ticket
              description: Id
              minLength: 1
              maxLength: 9
              format: email
            count:
              type: integer
              minimum: 0
              maximum: 3
            ratio:
              type: number
            notify:
              type: boolean
              default: true
            window:
              type: string
              enum:
                - now
                - later
              enumNames:
                - Now
                - Later
`,
    },
  ],
  invalid: [
    {
      title: 'root keywords other than type, properties, required and $schema',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: forms
  version: 1.0.0
transports:
  - type: stdio
    command: server
protocolVersions:
  - "2026-07-28"
prompts:
  - name: p
    elicitations:
      - name: ask
        mode: form
        message: Tell us more.
        requestedSchema:
          type: object
          properties:
            ok:
              type: boolean
          additionalProperties: false
`,
      finding: {
        path: '/prompts/0/elicitations/0/requestedSchema/additionalProperties',
        line: 21,
        protocolVersion: '2026-07-28',
      },
    },
  ],
};

export default reference;
