// Rule reference of mcpdesc.elicitation.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.elicitation.members',
  area: '12',
  checks:
    'An Elicitation Declaration has the fields of its mode: form needs a requestedSchema and no url, url mode has no requestedSchema and a valid url.',
  why: 'The two modes ask the user for input in different ways; mixing their fields makes the request ambiguous.',
  valid: [
    {
      title: 'A URL-mode elicitation with its url',
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
      - name: login
        mode: url
        message: Sign in to continue
        url: https://example.com/login
`,
    },
  ],
  invalid: [
    {
      title: 'A URL-mode elicitation with a requestedSchema',
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
      - name: login
        mode: url
        message: Sign in to continue
        url: https://example.com/login
        requestedSchema:
          type: object
`,
      finding: { path: '/tools/0/elicitations/0/requestedSchema', line: 19 },
    },
  ],
};

export default reference;
