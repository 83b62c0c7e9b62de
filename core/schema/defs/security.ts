// Section 7: Security Scheme Objects (a union discriminated by `type`), OAuth flows, and Security Requirements.
import type { Defs } from '../types.ts';
import { alternativeDefs, closedObject, discriminatedUnion, nameKeys, ref, type Alternative } from './common.ts';

const url = { type: 'string', format: 'uri' };
const description = { type: 'string' };

const alternatives: Record<string, Alternative> = {
  http: [
    'HttpSecurityScheme',
    closedObject(
      { type: { const: 'http' }, scheme: { type: 'string' }, bearerFormat: { type: 'string' }, description },
      { title: 'HTTP Security Scheme Object', required: ['type', 'scheme'], extensible: true },
    ),
  ],
  apiKey: [
    'ApiKeySecurityScheme',
    closedObject(
      { type: { const: 'apiKey' }, in: { enum: ['header', 'query', 'cookie'] }, name: { type: 'string' }, description },
      { title: 'API key Security Scheme Object', required: ['type', 'in', 'name'], extensible: true },
    ),
  ],
  oauth2: [
    'OAuth2SecurityScheme',
    closedObject(
      { type: { const: 'oauth2' }, description, flows: ref('OAuthFlows') },
      { title: 'OAuth2 Security Scheme Object', required: ['type', 'flows'], extensible: true },
    ),
  ],
  openIdConnect: [
    'OpenIdConnectSecurityScheme',
    closedObject(
      { type: { const: 'openIdConnect' }, description, openIdConnectUrl: url },
      { title: 'OpenID Connect Security Scheme Object', required: ['type', 'openIdConnectUrl'], extensible: true },
    ),
  ],
};

/** A scope-name to description map: domain-keyed, so no extension slot; it may be empty (7.2). */
const scopes = { type: 'object', additionalProperties: { type: 'string' } };

function flow(kind: string, urls: string[]): ReturnType<typeof closedObject> {
  const properties: Record<string, unknown> = {};
  for (const name of ['authorizationUrl', 'tokenUrl']) if (urls.includes(name)) properties[name] = url;
  properties.refreshUrl = url;
  properties.scopes = scopes;
  return closedObject(properties, {
    title: `${kind} OAuth Flow Object`,
    required: [...urls, 'scopes'],
    extensible: true,
  });
}

const flowNames = ['authorizationCode', 'clientCredentials', 'implicit', 'password'];

export const defs: Defs = {
  SecurityScheme: discriminatedUnion('type', alternatives, { extensible: true, title: 'Security Scheme Object' }),
  ...alternativeDefs(alternatives),
  // The one allowlisted inclusive union of the document schema (16.5): at least one flow.
  OAuthFlows: {
    ...closedObject(
      {
        authorizationCode: ref('AuthorizationCodeOAuthFlow'),
        clientCredentials: ref('ClientCredentialsOAuthFlow'),
        implicit: ref('ImplicitOAuthFlow'),
        password: ref('PasswordOAuthFlow'),
      },
      { title: 'OAuth Flows Object', extensible: true },
    ),
    anyOf: flowNames.map((name) => ({ required: [name] })),
  },
  ImplicitOAuthFlow: flow('implicit', ['authorizationUrl']),
  PasswordOAuthFlow: flow('password', ['tokenUrl']),
  ClientCredentialsOAuthFlow: flow('clientCredentials', ['tokenUrl']),
  AuthorizationCodeOAuthFlow: flow('authorizationCode', ['authorizationUrl', 'tokenUrl']),
  // 7.3: alternatives (OR) of requirement objects; `[]` and `[{}]` are both meaningful (7.4).
  SecurityRequirementArray: { title: 'Security Requirement Array', type: 'array', items: ref('SecurityRequirement') },
  // Scheme name -> scopes. Not an extension location (14.2); names must be declared schemes (semantic).
  SecurityRequirement: {
    title: 'Security Requirement Object',
    type: 'object',
    propertyNames: { ...nameKeys },
    additionalProperties: { type: 'array', items: { type: 'string' }, uniqueItems: true },
  },
};
