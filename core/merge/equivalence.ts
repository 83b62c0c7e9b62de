// Semantic equivalence of MCP Description values for merge (spec 4.13): property order never matters (3.7), nor the
// order of Security Requirement alternatives, scheme keys or scopes (7.3). Everything else, including the difference
// among omitted `security`, `security: []` and `security: [{}]` (7.4), is significant.
import { isObject } from '../lib/data-model.ts';
import { appendPointer } from '../lib/pointer.ts';

/** A canonical text of a JSON value: members sorted by name, arrays in order. Equal texts mean equal values. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** A Security Requirement Array (7.3) in canonical order: alternatives, then scopes, sorted; `[]` and `[{}]` stay apart. */
export function canonicalSecurity(value: unknown): string {
  if (!Array.isArray(value)) return canonical(value);
  const alternatives = value.map((requirement) => {
    if (!isObject(requirement)) return canonical(requirement);
    const normal: Record<string, unknown> = {};
    for (const name of Object.keys(requirement)) {
      const scopes = requirement[name];
      normal[name] = Array.isArray(scopes) ? [...scopes].map((s) => canonical(s)).sort() : scopes;
    }
    return canonical(normal);
  });
  return `[${alternatives.sort().join(',')}]`;
}

/**
 * The canonical text of a declaration or root member: its `security` member, when it is one, compared as a Security
 * Requirement Array. `securityAt` names the member holding security on this object ('security' for the root, a
 * transport or a primitive).
 */
export function canonicalDeclaration(value: unknown): string {
  if (!isObject(value) || !('security' in value)) return canonical(value);
  const { security, ...rest } = value;
  return `${canonical(rest)}#security=${canonicalSecurity(security)}`;
}

/** Whether two declarations are semantically equivalent (4.13). */
export function equivalentDeclarations(a: unknown, b: unknown): boolean {
  return canonicalDeclaration(a) === canonicalDeclaration(b);
}

/**
 * The JSON Pointer (relative to the values) of the first place where `a` and `b` differ, or undefined when they are
 * equivalent. A `security` member is compared as a whole (7.3).
 */
export function firstDifference(a: unknown, b: unknown, path = ''): string | undefined {
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const key of keys) {
      const at = appendPointer(path, key);
      if (!(key in a) || !(key in b)) return at;
      if (key === 'security') {
        if (canonicalSecurity(a[key]) !== canonicalSecurity(b[key])) return at;
        continue;
      }
      const found = firstDifference(a[key], b[key], at);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return path;
    for (let i = 0; i < a.length; i++) {
      const found = firstDifference(a[i], b[i], appendPointer(path, i));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return canonical(a) === canonical(b) ? undefined : path;
}
