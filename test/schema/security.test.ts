// Security Schemes (7.1, 7.2), OAuth flows (the one allowlisted anyOf, 16.5) and Security Requirements (7.3, 7.4).
import { describe, expect, it } from 'vitest';
import { checkCase, documentWith, formats, type StructuralCase } from './helpers.ts';

const schemeTypes = ['http', 'apiKey', 'oauth2', 'openIdConnect'];
const withSchemes = (securitySchemes: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  documentWith({ securitySchemes, ...extra });

const cases: StructuralCase[] = [
  {
    name: 'one scheme of each type, every flow, and requirement forms (7.1-7.4)',
    document: withSchemes(
      {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Token', 'x-acme': 1 },
        'api-key': { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        oauth: {
          type: 'oauth2',
          flows: {
            authorizationCode: {
              authorizationUrl: 'https://auth.example.com/authorize',
              tokenUrl: 'https://auth.example.com/token',
              scopes: { 'games:read': 'Read games' },
            },
            clientCredentials: {
              tokenUrl: 'https://auth.example.com/token',
              refreshUrl: 'https://auth.example.com/refresh',
              scopes: {},
            },
            implicit: { authorizationUrl: 'https://auth.example.com/authorize', scopes: {}, 'x-acme': true },
            password: { tokenUrl: 'https://auth.example.com/token', scopes: {} },
            'x-acme': 'flows',
          },
        },
        oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://auth.example.com/.well-known/openid-configuration' },
      },
      { security: [{}, { oauth: ['games:read'], 'api-key': [] }] },
    ),
    expected: [],
  },
  { name: 'security: [] clears inherited requirements (7.4)', document: documentWith({ security: [] }), expected: [] },
  {
    name: 'scheme names follow ^[A-Za-z0-9._-]+$ (7.1)',
    document: withSchemes({ 'api key': { type: 'http', scheme: 'basic' } }),
    expected: [
      {
        rule: 'mcpdesc.security-scheme.members',
        path: '/securitySchemes/api key',
        detail: { kind: 'constraint', keyword: 'propertyNames', member: 'api key', pattern: '^[A-Za-z0-9._-]+$' },
        message:
          'Invalid name "api key" in securitySchemes: expected a name made only of letters, digits, ".", "_" and "-" (no spaces)',
      },
    ],
  },
  {
    name: 'scheme without type (7.2)',
    document: withSchemes({ s: { scheme: 'bearer' } }),
    expected: [
      {
        rule: 'mcpdesc.security-scheme.members',
        path: '/securitySchemes/s',
        detail: { kind: 'missing-member', member: 'type' },
      },
    ],
  },
  {
    name: 'unknown scheme type',
    document: withSchemes({ s: { type: 'mutualTLS' } }),
    expected: [
      {
        rule: 'mcpdesc.security-scheme.members',
        path: '/securitySchemes/s/type',
        detail: { kind: 'invalid-value', allowedValues: schemeTypes },
      },
    ],
  },
  {
    name: 'members required by the type (7.2)',
    document: withSchemes({
      h: { type: 'http' },
      k: { type: 'apiKey', in: 'body' },
      o: { type: 'oauth2' },
      c: { type: 'openIdConnect' },
    }),
    expected: [
      {
        rule: 'mcpdesc.security-scheme.members',
        path: '/securitySchemes/h',
        detail: { kind: 'missing-member', member: 'scheme' },
        message: 'HTTP Security Scheme Object',
      },
      {
        rule: 'mcpdesc.security-scheme.members',
        path: '/securitySchemes/k',
        detail: { kind: 'missing-member', member: 'name' },
      },
      {
        rule: 'mcpdesc.security-scheme.members',
        path: '/securitySchemes/k/in',
        detail: { kind: 'invalid-value', allowedValues: ['header', 'query', 'cookie'] },
      },
      {
        rule: 'mcpdesc.security-scheme.members',
        path: '/securitySchemes/o',
        detail: { kind: 'missing-member', member: 'flows' },
      },
      {
        rule: 'mcpdesc.security-scheme.members',
        path: '/securitySchemes/c',
        detail: { kind: 'missing-member', member: 'openIdConnectUrl' },
      },
    ],
  },
  {
    name: 'a member of another scheme type is not allowed (16.5)',
    document: withSchemes({ k: { type: 'apiKey', in: 'query', name: 'key', bearerFormat: 'JWT' } }),
    expected: [
      {
        rule: 'mcpdesc.security-scheme.members',
        path: '/securitySchemes/k/bearerFormat',
        detail: {
          kind: 'unexpected-member',
          member: 'bearerFormat',
          allowedMembers: ['type', 'in', 'name', 'description'],
        },
      },
    ],
  },
  {
    name: 'OAuth Flows Object without any flow: one missing-alternative finding (7.2, 16.5)',
    document: withSchemes({ o: { type: 'oauth2', flows: { 'x-acme': 1 } } }),
    expected: [
      {
        rule: 'mcpdesc.security-scheme.members',
        path: '/securitySchemes/o/flows',
        detail: { kind: 'missing-alternative' },
        message:
          'OAuth Flows Object at securitySchemes.o.flows must contain at least one of "authorizationCode", "clientCredentials", "implicit" or "password"',
      },
    ],
  },
  {
    name: 'flows missing their URLs and scopes (7.2)',
    document: withSchemes({
      o: {
        type: 'oauth2',
        flows: {
          implicit: { scopes: {} },
          password: { scopes: {} },
          authorizationCode: { authorizationUrl: 'https://auth.example.com/authorize' },
        },
      },
    }),
    expected: [
      {
        rule: 'mcpdesc.security-scheme.members',
        path: '/securitySchemes/o/flows/implicit',
        detail: { kind: 'missing-member', member: 'authorizationUrl' },
        message: 'implicit OAuth Flow Object',
      },
      {
        rule: 'mcpdesc.security-scheme.members',
        path: '/securitySchemes/o/flows/password',
        detail: { kind: 'missing-member', member: 'tokenUrl' },
      },
      {
        rule: 'mcpdesc.security-scheme.members',
        path: '/securitySchemes/o/flows/authorizationCode',
        detail: { kind: 'missing-member', member: 'tokenUrl' },
      },
      {
        rule: 'mcpdesc.security-scheme.members',
        path: '/securitySchemes/o/flows/authorizationCode',
        detail: { kind: 'missing-member', member: 'scopes' },
      },
    ],
  },
  {
    name: 'flow URLs are URIs, scope descriptions strings, unknown flows rejected',
    document: withSchemes({
      o: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/token', scopes: { read: 1 } }, deviceCode: {} } },
    }),
    expected: [
      {
        rule: 'mcpdesc.security-scheme.members',
        path: '/securitySchemes/o/flows/clientCredentials/tokenUrl',
        detail: { kind: 'constraint', keyword: 'format', format: 'uri' },
      },
      {
        rule: 'mcpdesc.security-scheme.members',
        path: '/securitySchemes/o/flows/clientCredentials/scopes/read',
        detail: { kind: 'type-mismatch', expectedTypes: ['string'] },
      },
      {
        rule: 'mcpdesc.security-scheme.members',
        path: '/securitySchemes/o/flows/deviceCode',
        detail: {
          kind: 'unexpected-member',
          member: 'deviceCode',
          allowedMembers: ['authorizationCode', 'clientCredentials', 'implicit', 'password'],
        },
      },
    ],
  },
  {
    name: 'requirement scope arrays hold unique strings (7.3)',
    document: withSchemes(
      { o: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://a.example/t', scopes: {} } } } },
      { security: [{ o: ['read', 'read', 3] }] },
    ),
    expected: [
      {
        rule: 'mcpdesc.security.requirements',
        path: '/security/0/o/1',
        detail: { kind: 'constraint', keyword: 'uniqueItems', duplicateOf: 0 },
      },
      {
        rule: 'mcpdesc.security.requirements',
        path: '/security/0/o/2',
        detail: { kind: 'type-mismatch', expectedTypes: ['string'] },
      },
    ],
  },
  {
    name: 'security must be an array of requirement objects (7.3)',
    document: documentWith({ security: { bearer: [] } }),
    expected: [
      {
        rule: 'mcpdesc.security.requirements',
        path: '/security',
        detail: { kind: 'type-mismatch', expectedTypes: ['array'] },
      },
    ],
  },
  {
    name: 'requirement names must be scheme names',
    document: documentWith({ security: [{ 'bearer token': [] }, 'bearer'] }),
    expected: [
      {
        rule: 'mcpdesc.security.requirements',
        path: '/security/0/bearer token',
        detail: { kind: 'constraint', keyword: 'propertyNames', member: 'bearer token', pattern: '^[A-Za-z0-9._-]+$' },
      },
      {
        rule: 'mcpdesc.security.requirements',
        path: '/security/1',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
    ],
  },
];

describe('Security Schemes and Security Requirements', () => {
  for (const format of formats) {
    it.each(cases.map((c) => [c.name, c] as const))(`${format}: %s`, (_name, testCase) =>
      checkCase(testCase, format, expect),
    );
  }
});
