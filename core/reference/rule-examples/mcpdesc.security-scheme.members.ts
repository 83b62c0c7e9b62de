// Rule reference of mcpdesc.security-scheme.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.security-scheme.members',
  area: '7',
  checks:
    'Security Schemes and OAuth flows have the fields of their type (http needs scheme, oauth2 needs flows with their URLs, …).',
  why: 'Clients authenticate with exactly these fields; a scheme missing one cannot be used.',
  valid: [
    {
      title: 'A bearer HTTP security scheme',
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
securitySchemes:
  token:
    type: http
    scheme: bearer
security:
  - token: []
`,
    },
  ],
  invalid: [
    {
      title: 'An HTTP scheme without its scheme field',
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
securitySchemes:
  token:
    type: http
security:
  - token: []
`,
      finding: { path: '/securitySchemes/token', line: 12 },
    },
  ],
};

export default reference;
