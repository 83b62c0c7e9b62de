// Rule mcpdesc.security.requirements (spec 14.2, 6.4, 7.3).
import { appendPointer } from '../lib/pointer.ts';
import { catalogueScopes, openIdConnectStandardScopes, securityArrays, securitySchemes } from '../model/security.ts';
import { defineRule, type Finding } from './define.ts';
import { isObject } from '../lib/data-model.ts';
import { ofDeclarations } from './concerns.ts';

/** Scheme types whose requirements take no scopes (7.3). */
const scopelessTypes: Record<string, string> = { http: 'HTTP', apiKey: 'API key' };

/** Findings for one requirement entry `name: scopes` whose scheme is declared. */
function scopeFindings(name: string, scheme: Record<string, unknown>, scopes: unknown[], path: string): Finding[] {
  const type = scheme.type;
  if (typeof type !== 'string') return [];
  const scopeless = scopelessTypes[type];
  if (scopeless !== undefined) {
    if (scopes.length === 0) return [];
    return [
      {
        path,
        requirement: 'req-security-scopes-oauth-only',
        message: `Security scheme ${JSON.stringify(name)} is an ${scopeless} scheme, whose requirements must list no scopes, but ${scopes.length === 1 ? 'one scope is' : `${scopes.length} scopes are`} listed (7.3)`,
      },
    ];
  }
  // 7.3 req-security-uncatalogued-scope: validators MAY warn, never reject, for a scope outside a static catalogue.
  const findings: Finding[] = [];
  const warned = new Set<string>();
  const catalogue = catalogueScopes(scheme);
  scopes.forEach((scope, index) => {
    if (typeof scope !== 'string' || warned.has(scope)) return;
    let message: string | undefined;
    if (type === 'oauth2' && catalogue !== undefined && !catalogue.has(scope)) {
      message = `Scope ${JSON.stringify(scope)} is not declared by any flow of OAuth2 scheme ${JSON.stringify(name)} (7.3)`;
    } else if (type === 'openIdConnect' && !openIdConnectStandardScopes.has(scope)) {
      message = `Scope ${JSON.stringify(scope)} of OpenID Connect scheme ${JSON.stringify(name)} is not a standard OpenID Connect scope, and the document has no static catalogue to check it against (7.3)`;
    }
    if (message === undefined) return;
    warned.add(scope);
    findings.push({
      path: appendPointer(path, index),
      requirement: 'req-security-uncatalogued-scope',
      message,
      severity: 'warning',
    });
  });
  return findings;
}

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
  schemaRequirements: {
    '/$defs/SecurityRequirementArray': 'req-security-scheme-references',
    '/$defs/SecurityRequirement': 'req-security-scheme-references',
    '/$defs/SecurityRequirement/additionalProperties/uniqueItems': 'req-security-scopes-unique',
  },
  appliesTo: ['/security', '/transports/*/security', ...ofDeclarations('security')],
  // Scope uniqueness (req-security-scopes-unique) and the name grammar are enforced by the document schema.
  needs: ['security', 'transports', 'tools', 'resources', 'resourceTemplates', 'prompts'],
  check: ({ document }) => {
    const schemes = securitySchemes(document);
    const findings: Finding[] = [];
    for (const location of securityArrays(document)) {
      if (!Array.isArray(location.value)) continue;
      location.value.forEach((requirement, index) => {
        if (!isObject(requirement)) return;
        const requirementPath = appendPointer(location.path, index);
        for (const [name, scopes] of Object.entries(requirement)) {
          const path = appendPointer(requirementPath, name);
          const scheme = Object.hasOwn(schemes, name) ? schemes[name] : undefined;
          if (scheme === undefined) {
            const message = name.startsWith('x-')
              ? `Security Requirement Objects take no specification extensions, and ${JSON.stringify(name)} is not a security scheme declared in the root securitySchemes (14.2, 7.3)`
              : `Security scheme ${JSON.stringify(name)} is not declared in the root securitySchemes (7.3)`;
            // Every referenced name must be a declared scheme (7.3); an x-* name is also an extension where none may stand (14.2).
            const requirement = name.startsWith('x-')
              ? 'req-extension-ineligible-locations'
              : 'req-security-scheme-references';
            findings.push({ path, requirement, message, detail: { kind: 'unexpected-member', member: name } });
            continue;
          }
          if (isObject(scheme) && Array.isArray(scopes)) findings.push(...scopeFindings(name, scheme, scopes, path));
        }
      });
    }
    return findings;
  },
});
