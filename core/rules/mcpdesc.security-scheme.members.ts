// Rule mcpdesc.security-scheme.members (spec 15.6, 7.1, 7.2).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.security-scheme.members',
  title: 'Security Schemes and OAuth flows have the fields of their type',
  sections: ['15.6', '7.1', '7.2'],
  anchors: [
    'req-oauth-flows-fields',
    'req-security-scheme-fields',
    'req-security-schemes-map',
    'req-serialization-value-formats',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [
    '/properties/securitySchemes',
    '/$defs/SecurityScheme',
    '/$defs/HttpSecurityScheme',
    '/$defs/ApiKeySecurityScheme',
    '/$defs/OAuth2SecurityScheme',
    '/$defs/OpenIdConnectSecurityScheme',
    '/$defs/OAuthFlows',
    '/$defs/ImplicitOAuthFlow',
    '/$defs/PasswordOAuthFlow',
    '/$defs/ClientCredentialsOAuthFlow',
    '/$defs/AuthorizationCodeOAuthFlow',
  ],
  appliesTo: ['/securitySchemes'],
});
