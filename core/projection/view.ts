// Effective Protocol Views (spec 4.12): the single-version projection P_V(D), steps 2-7. The caller validates the
// source (step 1) and the projected document (step 8). The result is an ordinary MCP Description document: the input
// is never mutated, property order is kept, and nothing is added (4.12, 7.5, 8.5, 14.5, 15.6).
import { setMember } from '../document/types.ts';
import { keepOrder, memberNames, orderedObject } from '../document/member-order.ts';
import { appendPointer } from '../lib/pointer.ts';
import { indexScopes } from '../model/scopes.ts';
import { scopedCollections } from '../model/collections.ts';
import { reachedComponents, type ReachedComponents } from './components.ts';
import { isObject } from '../lib/data-model.ts';
import { isPrimitiveCollection } from '../model/collections.ts';

export type ViewResult =
  | { ok: true; document: unknown }
  | { ok: false; code: 'view-protocol-version-not-declared' | 'view-source-invalid'; message: string };

/** What a view that cannot be made reports: a single-version projection needs a declared version of a document (4.12). */
export const viewFailureRequirement = 'req-view-projection';

/** Primitive collections, whose entries hold nested scoped Elicitation Declarations (12.5). */
const scoped: ReadonlySet<string> = new Set(scopedCollections);

/** A deep copy of a JSON data-model value (3.1), member order kept. */
function clone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clone);
  if (!isObject(value)) return value;
  return orderedObject(memberNames(value).map((key) => [key, clone(value[key])] as const));
}

/** P_V(D) of spec 4.12 for protocol version `version`. */
export function projectView(document: unknown, version: string): ViewResult {
  if (!isObject(document)) {
    return {
      ok: false,
      code: 'view-source-invalid',
      message: 'The document root is not an object, so it has no Effective Protocol View (4.12).',
    };
  }
  if (!Array.isArray(document.protocolVersions)) {
    return {
      ok: false,
      code: 'view-source-invalid',
      message: 'The document has no root protocolVersions array, so it has no Effective Protocol View (4.12).',
    };
  }
  // Step 2.
  if (!document.protocolVersions.includes(version)) {
    return {
      ok: false,
      code: 'view-protocol-version-not-declared',
      message: `MCP protocol version "${version}" is not declared in root protocolVersions (4.12).`,
    };
  }

  // Effective scopes (4.10) decide which scoped declarations the view retains (step 4).
  const applies = new Map(indexScopes(document).declarations.map((d) => [d.path, d.effective.includes(version)]));
  const retained = (path: string) => applies.get(path) !== false;

  const view: Record<string, unknown> = {};
  for (const key of memberNames(document)) {
    const value = document[key];
    if (key === 'protocolVersions')
      setMember(view, key, [version]); // step 3
    else if (scoped.has(key) && Array.isArray(value)) {
      const entries = projectEntries(value, appendPointer('', key), retained, isPrimitiveCollection(key));
      // Step 7: a collection that projection empties is omitted; anything else (even an invalid `[]`) stays as written.
      if (entries.length > 0 || value.length === 0) setMember(view, key, entries);
    } else setMember(view, key, clone(value)); // Info, security, securitySchemes, tags, extensions, ... unchanged (6)
  }

  // 17.5: components that only dropped declarations reached are pruned; the rest stays.
  if (isObject(view.components) && isObject(document.components)) {
    const pruned = pruneComponents(view.components, reachedComponents(document), reachedComponents(view));
    if (pruned === undefined) delete view.components;
    else view.components = pruned;
  }
  keepOrder(
    view,
    memberNames(document).filter((key) => Object.hasOwn(view, key)),
  );
  return { ok: true, document: view };
}

/** Retained entries of a scoped collection, each without `protocolVersions` (step 5); non-object entries are copied. */
function projectEntries(
  entries: unknown[],
  path: string,
  retained: (path: string) => boolean,
  primitive: boolean,
): unknown[] {
  const out: unknown[] = [];
  entries.forEach((entry, index) => {
    const entryPath = appendPointer(path, index);
    if (!isObject(entry)) out.push(clone(entry));
    else if (retained(entryPath)) out.push(projectDeclaration(entry, entryPath, retained, primitive));
  });
  return out;
}

function projectDeclaration(
  declaration: Record<string, unknown>,
  path: string,
  retained: (path: string) => boolean,
  primitive: boolean,
): Record<string, unknown> {
  const entries: (readonly [string, unknown])[] = [];
  for (const key of memberNames(declaration)) {
    const value = declaration[key];
    if (key === 'protocolVersions') continue;
    if (key === 'elicitations' && primitive && Array.isArray(value)) {
      const elicitations = projectEntries(value, appendPointer(path, key), retained, false);
      if (elicitations.length > 0 || value.length === 0) entries.push([key, elicitations]);
    } else entries.push([key, clone(value)]);
  }
  return orderedObject(entries);
}

/**
 * The Components Object without the components that the source's declarations reached but the view's no longer do
 * (17.5). Components the source never referenced are kept, as are the outer object's `x-*` members. A namespace map
 * or Components Object that pruning empties is omitted (undefined).
 */
function pruneComponents(
  components: Record<string, unknown>,
  inSource: ReachedComponents,
  inView: ReachedComponents,
): Record<string, unknown> | undefined {
  const entries: (readonly [string, unknown])[] = [];
  for (const namespace of memberNames(components)) {
    const map = components[namespace];
    const dropped = inSource.get(namespace);
    if (namespace.startsWith('x-') || !isObject(map) || dropped === undefined) {
      entries.push([namespace, map]);
      continue;
    }
    const kept = orderedObject(
      memberNames(map)
        .filter((name) => !dropped.has(name) || inView.get(namespace)?.has(name))
        .map((name) => [name, map[name]] as const),
    );
    if (Object.keys(kept).length > 0 || Object.keys(map).length === 0) entries.push([namespace, kept]);
  }
  return entries.length > 0 || Object.keys(components).length === 0 ? orderedObject(entries) : undefined;
}
