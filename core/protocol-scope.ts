// Protocol scope relations (spec 4.10, 8.6, 9.5, 10.5, 11.1, 12.5): subsets of the parent scope and the
// declarations whose effective scopes must be pairwise disjoint.
import { knownVersions } from './availability.ts';
import type { ProtocolVersion, ScopedDeclaration, ScopeIndex } from './scopes.ts';

/**
 * The member that identifies a declaration among its variants (9.5, 10.5, 11.1; 4.14 uses the same identifiers),
 * or null for Capabilities Objects, which are disjoint whatever they contain (8.6). Transports may overlap (6.5).
 */
export const variantIdentity: Record<string, string | null> = {
  capabilities: null,
  tools: 'name',
  resources: 'uri',
  resourceTemplates: 'uriTemplate',
  prompts: 'name',
};

/** The recognized legacy compatibility protocol versions, whose validation is incomplete (3.5, 12.5, 16.2). */
export const legacyProtocolVersions: readonly ProtocolVersion[] = ['2024-11-05', '2025-03-26'];

/** Known protocol versions of root `protocolVersions` with their index as written, first occurrence only. */
export function rootVersionEntries(document: unknown): { index: number; version: ProtocolVersion }[] {
  const root = typeof document === 'object' && document !== null ? (document as { protocolVersions?: unknown }).protocolVersions : undefined;
  if (!Array.isArray(root)) return [];
  const entries: { index: number; version: ProtocolVersion }[] = [];
  root.forEach((version: unknown, index) => {
    if (typeof version !== 'string' || entries.some((e) => e.version === version)) return;
    const [known] = knownVersions([version]);
    if (known !== undefined) entries.push({ index, version: known });
  });
  return entries;
}

/** Known protocol versions both scopes include, oldest first. */
export function sharedVersions(a: readonly string[], b: readonly string[]): ProtocolVersion[] {
  return knownVersions(a).filter((version) => b.includes(version));
}

/** Entries of an explicit scope outside the parent scope, with their index; unknown versions are left to the schema. */
export function outsideParent(explicit: readonly unknown[], parent: readonly string[]): { index: number; version: ProtocolVersion }[] {
  const known = knownVersions(explicit.filter((v): v is string => typeof v === 'string'));
  const outside: { index: number; version: ProtocolVersion }[] = [];
  explicit.forEach((version, index) => {
    if (typeof version === 'string' && known.includes(version as ProtocolVersion) && !parent.includes(version)) {
      outside.push({ index, version: version as ProtocolVersion });
    }
  });
  return outside;
}

export interface Overlap {
  /** The later declaration. */
  declaration: ScopedDeclaration;
  /** Earlier declarations of the same variant group whose effective scopes share versions with it. */
  earlier: { declaration: ScopedDeclaration; shared: ProtocolVersion[] }[];
}

/**
 * Top-level declarations whose effective scope shares a root protocol version with an earlier one of their group, in
 * document order. Versions outside root are no Effective Protocol View (4.12); such scope entries are 4.10 errors.
 */
export function overlappingVariants(scopes: ScopeIndex): Overlap[] {
  const groups = new Map<string, ScopedDeclaration[]>();
  const overlaps: Overlap[] = [];
  for (const declaration of scopes.declarations) {
    if (declaration.parent !== '') continue;
    const collection = declaration.path.split('/')[1] ?? '';
    if (!Object.hasOwn(variantIdentity, collection)) continue;
    const member = variantIdentity[collection] ?? null;
    const identity = member === null ? '' : declaration.value[member];
    if (typeof identity !== 'string') continue;
    const key = `${collection}\u0000${identity}`;
    const group = groups.get(key) ?? [];
    const earlier = group
      .map((other) => ({ declaration: other, shared: sharedVersions(other.effective, declaration.effective).filter((v) => scopes.root.includes(v)) }))
      .filter((o) => o.shared.length > 0);
    if (earlier.length > 0) overlaps.push({ declaration, earlier });
    group.push(declaration);
    groups.set(key, group);
  }
  return overlaps;
}
