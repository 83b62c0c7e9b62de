// Rule reference of mcpdesc.security.requirements: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.security.requirements',
  area: '6',
  checks:
    'Security requirements name declared schemes, and list scopes only for OAuth schemes, once each and from the catalogue.',
  why: 'A client must be able to find each required scheme and request the right scopes.',
  valid: [
    {
      title: 'the transport example of 6.4: bearer names a root scheme',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: security
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
transports:
  - type: streamable-http
    url: https://chess-coach.example.com/mcp
    security:
      - bearer: []
  - type: stdio
    command: chess-coach
    args:
      - mcp
    security: []
securitySchemes:
  bearer:
    type: http
    scheme: bearer
`,
    },
  ],
  invalid: [
    {
      title: 'an x-* member of a Security Requirement Object is a scheme name, not an extension (14.2)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: security
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
transports:
  - type: streamable-http
    url: https://example.com/mcp
securitySchemes:
  oauth:
    type: oauth2
    flows:
      authorizationCode:
        authorizationUrl: https://auth.example.com/a
        tokenUrl: https://auth.example.com/t
        scopes:
          games:read: Read
      clientCredentials:
        tokenUrl: https://auth.example.com/t
        scopes:
          games:write: Write
  oidc:
    type: openIdConnect
    openIdConnectUrl: https://id.example.com/.well-known/openid-configuration
  bearer:
    type: http
    scheme: bearer
  api-key:
    type: apiKey
    in: header
    name: X-API-Key
security:
  - x-policy: []
`,
      finding: { path: '/security/0/x-policy', line: 34 },
    },
  ],
};

export default reference;
