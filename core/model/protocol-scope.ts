// Protocol scope relations (spec 4.10, 8.6, 9.5, 10.5, 11.1, 12.5): subsets of the parent scope and the
// declarations whose effective scopes must be pairwise disjoint.
import { knownVersions } from './availability.ts';
import type { ScopedDeclaration, ScopeIndex } from './scopes.ts';
import type { ProtocolVersion } from './versions.ts';
import { identifyingMembers } from './collections.ts';

/**
 * The member that identifies a declaration among its variants (9.5, 10.5, 11.1; 4.14 uses the same identifiers),
 * or null for Capabilities Objects, which are disjoint whatever they contain (8.6). Transports may overlap (6.5).
 */
export const variantIdentity: Record<string, string | null> = { capabilities: null, ...identifyingMembers };

/** Known protocol versions of root `protocolVersions` with their index as written, first occurrence only. */
export function rootVersionEntries(document: unknown): { index: number; version: ProtocolVersion }[] {
  const root =
    typeof document === 'object' && document !== null
      ? (document as { protocolVersions?: unknown }).protocolVersions
      : undefined;
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
export function outsideParent(
  explicit: readonly unknown[],
  parent: readonly string[],
): { index: number; version: ProtocolVersion }[] {
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
  /**
   * The first earlier declaration of the same variant group whose effective scope shares versions with it, and those
   * versions (one entry: a repeated declaration points at its first occurrence only, so findings stay linear).
   */
  earlier: { declaration: ScopedDeclaration; shared: ProtocolVersion[] }[];
}

/**
 * Top-level declarations whose effective scope shares a root protocol version with an earlier one of their group, in
 * document order. Versions outside root are no Effective Protocol View (4.12); such scope entries are 4.10 errors.
 * Each group remembers, per version, the first declaration that applies to it: linear in the declarations.
 */
export function overlappingVariants(scopes: ScopeIndex): Overlap[] {
  const groups = new Map<string, Map<string, { declaration: ScopedDeclaration; order: number }>>();
  const overlaps: Overlap[] = [];
  let order = 0;
  for (const declaration of scopes.declarations) {
    if (declaration.parent !== '') continue;
    const collection = declaration.path.split('/')[1] ?? '';
    if (!Object.hasOwn(variantIdentity, collection)) continue;
    const member = variantIdentity[collection] ?? null;
    const identity = member === null ? '' : declaration.value[member];
    if (typeof identity !== 'string') continue;
    const key = `${collection}\u0000${identity}`;
    let claimed = groups.get(key);
    if (!claimed) groups.set(key, (claimed = new Map()));
    const versions = knownVersions(declaration.effective).filter((v) => scopes.root.includes(v));
    let first: { declaration: ScopedDeclaration; order: number } | undefined;
    for (const version of versions) {
      const other = claimed.get(version);
      if (other && (!first || other.order < first.order)) first = other;
    }
    if (first)
      overlaps.push({
        declaration,
        earlier: [
          {
            declaration: first.declaration,
            shared: sharedVersions(first.declaration.effective, declaration.effective).filter((v) =>
              scopes.root.includes(v),
            ),
          },
        ],
      });
    for (const version of versions) if (!claimed.has(version)) claimed.set(version, { declaration, order });
    order++;
  }
  return overlaps;
}
