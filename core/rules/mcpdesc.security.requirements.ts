// Rule mcpdesc.security.requirements (spec 14.2, 6.4, 7.3).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.security.requirements',
  title: 'Security requirements name declared schemes with valid scopes',
  sections: ['14.2', '6.4', '7.3'],
  anchors: [
    'req-extension-ineligible-locations',
    'req-security-scheme-references',
    'req-security-scopes-oauth-only',
    'req-security-scopes-unique',
    'req-security-uncatalogued-scope',
    'req-transport-security-example',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: ['/$defs/SecurityRequirementArray', '/$defs/SecurityRequirement'],
});
