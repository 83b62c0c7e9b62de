// Rule reference of mcp.elicitation.form-schema.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.elicitation.form-schema.members',
  area: '12',
  checks: 'A form elicitation requestedSchema is an object schema whose properties are allowed property schemas.',
  why: 'MCP elicitation forms are flat: clients render each property as one input, so the schema must have that shape.',
  valid: [
    {
      title: 'A form elicitation whose requestedSchema is a flat object',
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
        message: Confirm the search?
        requestedSchema:
          type: object
          properties:
            ok:
              type: boolean
`,
    },
  ],
  invalid: [
    {
      title: 'A requestedSchema that is not an object schema',
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
        message: Confirm the search?
        requestedSchema:
          - type: object
`,
      finding: { path: '/tools/0/elicitations/0/requestedSchema', line: 19 },
    },
  ],
};

export default reference;
