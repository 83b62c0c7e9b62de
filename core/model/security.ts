// Security (spec 6.4, 7): named Security Schemes and the Security Requirement Arrays that reference them.
import { appendPointer } from '../lib/pointer.ts';
import { isObject } from '../lib/data-model.ts';
import { primitiveCollections } from './collections.ts';

/** Collections whose entries may carry `security` (7.5). */
const securedCollections = ['transports', ...primitiveCollections] as const;

export interface SecurityArrayLocation {
  /** Pointer of the `security` value. */
  path: string;
  value: unknown;
}

/** Every `security` value of the document: root, then transports and primitives in document order (7.5). */
export function securityArrays(document: unknown): SecurityArrayLocation[] {
  if (!isObject(document)) return [];
  const found: SecurityArrayLocation[] = [];
  if (Object.hasOwn(document, 'security')) found.push({ path: '/security', value: document.security });
  for (const collection of securedCollections) {
    const entries = document[collection];
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, index) => {
      if (isObject(entry) && Object.hasOwn(entry, 'security')) {
        found.push({
          path: appendPointer(appendPointer(appendPointer('', collection), index), 'security'),
          value: entry.security,
        });
      }
    });
  }
  return found;
}

/** The root `securitySchemes` map (7.1), or an empty one. */
export function securitySchemes(document: unknown): Record<string, unknown> {
  return isObject(document) && isObject(document.securitySchemes) ? document.securitySchemes : {};
}

/** The flows of an OAuth Flows Object (7.2); other members are `x-*` extensions. */
const oauthFlowNames = ['implicit', 'password', 'clientCredentials', 'authorizationCode'];

/**
 * Scope values OpenID Connect itself defines (OpenID Connect Core 1.0, 5.4 and 11): the only static scope catalogue
 * an OpenID Connect scheme has, since its provider's scopes come from discovery at run time.
 */
export const openIdConnectStandardScopes: ReadonlySet<string> = new Set([
  'openid',
  'profile',
  'email',
  'address',
  'phone',
  'offline_access',
]);

/** The scope names a scheme's OAuth flows declare (7.2), or undefined when the scheme has no static catalogue. */
export function catalogueScopes(scheme: unknown): Set<string> | undefined {
  if (!isObject(scheme) || scheme.type !== 'oauth2' || !isObject(scheme.flows)) return undefined;
  const scopes = new Set<string>();
  for (const name of oauthFlowNames) {
    const flow = scheme.flows[name];
    if (isObject(flow) && isObject(flow.scopes)) for (const scope of Object.keys(flow.scopes)) scopes.add(scope);
  }
  return scopes;
}
