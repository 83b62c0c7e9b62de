import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'security', version: '1.0.0' },
  protocolVersions: ['2025-11-25'],
  transports: [{ type: 'streamable-http', url: 'https://example.com/mcp' }],
};
const inputSchema = { type: 'object', additionalProperties: false };
const securitySchemes = {
  oauth: {
    type: 'oauth2',
    flows: {
      authorizationCode: {
        authorizationUrl: 'https://auth.example.com/a',
        tokenUrl: 'https://auth.example.com/t',
        scopes: { 'games:read': 'Read' },
      },
      clientCredentials: { tokenUrl: 'https://auth.example.com/t', scopes: { 'games:write': 'Write' } },
    },
  },
  oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://id.example.com/.well-known/openid-configuration' },
  bearer: { type: 'http', scheme: 'bearer' },
  'api-key': { type: 'apiKey', in: 'header', name: 'X-API-Key' },
};

testRule('mcpdesc.security.requirements', {
  valid: [
    {
      name: 'declared schemes at every placement, catalogued scopes from any flow (7.3, 7.5)',
      document: {
        ...base,
        securitySchemes,
        security: [{ oauth: ['games:read'] }, { 'api-key': [] }],
        transports: [{ type: 'streamable-http', url: 'https://example.com/mcp', security: [{ bearer: [] }] }],
        tools: [{ name: 't', inputSchema, security: [{ oauth: ['games:read', 'games:write'], bearer: [] }] }],
        resources: [{ uri: 'file:///r', name: 'r', security: [] }],
        prompts: [{ name: 'p', security: [{}] }],
        resourceTemplates: [
          { uriTemplate: 'file:///t/{id}', name: 't', security: [{}, { oidc: ['openid', 'email'] }] },
        ],
      },
    },
    {
      name: 'the transport example of 6.4: bearer names a root scheme',
      document: {
        ...base,
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        transports: [
          { type: 'streamable-http', url: 'https://chess-coach.example.com/mcp', security: [{ bearer: [] }] },
          { type: 'stdio', command: 'chess-coach', args: ['mcp'], security: [] },
        ],
      },
    },
  ],
  invalid: [
    {
      name: 'a requirement names an undeclared scheme (7.3)',
      document: { ...base, securitySchemes, security: [{ oauth: ['games:read'] }, { missing: [] }] },
      findings: [
        {
          path: '/security/1/missing',
          requirement: 'req-security-scheme-references',
          message: 'Security scheme "missing" is not declared in the root securitySchemes (7.3)',
        },
      ],
    },
    {
      name: 'no securitySchemes at all: every name is undeclared, on transports and primitives too (6.4)',
      document: {
        ...base,
        transports: [{ type: 'streamable-http', url: 'https://example.com/mcp', security: [{ bearer: [] }] }],
        prompts: [{ name: 'p', security: [{ oauth: [] }] }],
      },
      findings: [
        { path: '/transports/0/security/0/bearer', requirement: 'req-security-scheme-references' },
        { path: '/prompts/0/security/0/oauth', requirement: 'req-security-scheme-references' },
      ],
    },
    {
      name: 'HTTP and API-key schemes take no scopes (7.3)',
      document: {
        ...base,
        securitySchemes,
        tools: [{ name: 't', inputSchema, security: [{ bearer: ['admin'] }, { 'api-key': ['a', 'b'] }] }],
      },
      findings: [
        {
          path: '/tools/0/security/0/bearer',
          requirement: 'req-security-scopes-oauth-only',
          message:
            'Security scheme "bearer" is an HTTP scheme, whose requirements must list no scopes, but one scope is listed (7.3)',
        },
        {
          path: '/tools/0/security/1/api-key',
          requirement: 'req-security-scopes-oauth-only',
          message: 'API key scheme',
        },
      ],
    },
    {
      name: 'an x-* member of a Security Requirement Object is a scheme name, not an extension (14.2)',
      document: { ...base, securitySchemes, security: [{ 'x-policy': [] }] },
      findings: [
        {
          path: '/security/0/x-policy',
          requirement: 'req-extension-ineligible-locations',
          message: 'Security Requirement Objects take no specification extensions',
        },
      ],
    },
    {
      name: 'an OAuth2 scope absent from every flow: a warning, never an error (7.3)',
      document: {
        ...base,
        securitySchemes,
        tools: [{ name: 't', inputSchema, security: [{ oauth: ['games:read', 'issues:admin'] }] }],
      },
      findings: [
        {
          path: '/tools/0/security/0/oauth/1',
          requirement: 'req-security-uncatalogued-scope',
          severity: 'warning',
          message: 'Scope "issues:admin" is not declared by any flow of OAuth2 scheme "oauth" (7.3)',
        },
      ],
    },
    {
      name: 'an OpenID Connect scope outside the standard scope values: a warning (7.3)',
      document: { ...base, securitySchemes, security: [{ oidc: ['openid', 'profile:read'] }] },
      findings: [
        {
          path: '/security/0/oidc/1',
          requirement: 'req-security-uncatalogued-scope',
          severity: 'warning',
          message: 'Scope "profile:read" of OpenID Connect scheme "oidc"',
        },
      ],
    },
    {
      name: 'located in the text as written',
      text: [
        '{',
        '  "mcpdesc": "0.9.0",',
        '  "info": { "name": "s", "version": "1" },',
        '  "protocolVersions": ["2025-11-25"],',
        '  "securitySchemes": { "bearer": { "type": "http", "scheme": "bearer" } },',
        '  "security": [{ "bearer": [], "nope": [] }]',
        '}',
      ].join('\n'),
      findings: [{ path: '/security/0/nope', requirement: 'req-security-scheme-references', line: 6, column: 32 }],
    },
  ],
});
