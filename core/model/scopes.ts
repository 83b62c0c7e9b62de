// Protocol scopes and inheritance (spec 4.10): the effective protocol scope of every scoped declaration.
import { appendPointer } from '../lib/pointer.ts';
import { isObject } from '../lib/data-model.ts';
import { scopedCollections } from './collections.ts';

export interface ScopedDeclaration {
  /** JSON Pointer of the declaration, e.g. `/tools/2` or `/tools/2/elicitations/0`. */
  path: string;
  /** The declaration object itself. */
  value: Record<string, unknown>;
  /** Pointer of the enclosing scoped declaration, or '' for top-level ones (whose parent is the root). */
  parent: string;
  /** Its explicit `protocolVersions` as written (only the string entries), or undefined when omitted. */
  explicit: string[] | undefined;
  /** Explicit scope when present, otherwise the parent's effective scope. */
  effective: string[];
}

export interface ScopeIndex {
  /** Root `protocolVersions` (the string entries, as written). */
  root: string[];
  /** Every scoped declaration in document order: top-level entries, then each one's nested elicitations. */
  declarations: ScopedDeclaration[];
  /** Effective scope of the declaration at `path`; the root's for '' or an unknown path. */
  scopeOf(path: string): string[];
}

function explicitScope(value: Record<string, unknown>): string[] | undefined {
  const scope = value.protocolVersions;
  return Array.isArray(scope) ? scope.filter((v): v is string => typeof v === 'string') : undefined;
}

/** Build the scope index of a (possibly malformed) document; never throws. */
export function indexScopes(document: unknown): ScopeIndex {
  const rootObject = isObject(document) ? document : {};
  const root = explicitScope(rootObject) ?? [];
  const declarations: ScopedDeclaration[] = [];
  const byPath = new Map<string, ScopedDeclaration>();
  const add = (declaration: ScopedDeclaration) => {
    declarations.push(declaration);
    byPath.set(declaration.path, declaration);
  };

  for (const collection of scopedCollections) {
    const entries = rootObject[collection];
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, index) => {
      if (!isObject(entry)) return;
      const path = appendPointer(appendPointer('', collection), String(index));
      const explicit = explicitScope(entry);
      add({ path, value: entry, parent: '', explicit, effective: explicit ?? root });
    });
  }
  // Nested scoped declarations: Elicitation Declarations inherit their containing primitive's scope (12.5).
  for (const primitive of [...declarations]) {
    const elicitations = primitive.value.elicitations;
    if (
      !Array.isArray(elicitations) ||
      primitive.path.startsWith('/transports') ||
      primitive.path.startsWith('/capabilities')
    )
      continue;
    elicitations.forEach((entry, index) => {
      if (!isObject(entry)) return;
      const path = appendPointer(appendPointer(primitive.path, 'elicitations'), String(index));
      const explicit = explicitScope(entry);
      add({ path, value: entry, parent: primitive.path, explicit, effective: explicit ?? primitive.effective });
    });
  }

  return {
    root,
    declarations,
    scopeOf(path) {
      // The closest scoped declaration at or above `path`.
      let current = path;
      for (;;) {
        const found = byPath.get(current);
        if (found) return found.effective;
        if (current === '') return root;
        current = current.slice(0, current.lastIndexOf('/'));
      }
    },
  };
}
