// Tags (spec 13): the root tag catalogue and the per-primitive references to it.
import { appendPointer } from '../lib/pointer.ts';
import { isObject } from '../lib/data-model.ts';
import { collectionNouns, primitiveCollections, type PrimitiveCollection } from './collections.ts';

/** Collections whose entries may carry a `tags` array of references (13.3); Elicitation Declarations carry none. */

export interface CatalogueEntry {
  name: string;
  /** Pointer of the entry's `name` value. */
  path: string;
}

/** The names of the root `tags` catalogue in array order, or undefined when the root has no `tags` array (13.3). */
export function tagCatalogue(document: unknown): CatalogueEntry[] | undefined {
  const tags = isObject(document) ? document.tags : undefined;
  if (!Array.isArray(tags)) return undefined;
  const entries: CatalogueEntry[] = [];
  tags.forEach((tag, index) => {
    if (isObject(tag) && typeof tag.name === 'string')
      entries.push({ name: tag.name, path: appendPointer(appendPointer('/tags', index), 'name') });
  });
  return entries;
}

export interface TagReference {
  tag: string;
  /** Pointer of the string in the primitive's `tags` array. */
  path: string;
  /** Pointer of the primitive (`/tools/2`). */
  primitive: string;
  /** The primitive's `name` when it has one, for messages. */
  primitiveName: string | undefined;
  collection: PrimitiveCollection;
}

/** Every string tag reference of every primitive, in document order. */
export function tagReferences(document: unknown): TagReference[] {
  const references: TagReference[] = [];
  if (!isObject(document)) return references;
  for (const collection of primitiveCollections) {
    const entries = document[collection];
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, index) => {
      if (!isObject(entry) || !Array.isArray(entry.tags)) return;
      const primitive = appendPointer(appendPointer('', collection), index);
      const primitiveName = typeof entry.name === 'string' ? entry.name : undefined;
      entry.tags.forEach((tag, position) => {
        if (typeof tag === 'string')
          references.push({
            tag,
            path: appendPointer(appendPointer(primitive, 'tags'), position),
            primitive,
            primitiveName,
            collection,
          });
      });
    });
  }
  return references;
}

/** `Tool "search"` (or `Tool` when it has no name), for messages. */
export function describeTagOwner(reference: TagReference): string {
  return reference.primitiveName === undefined
    ? collectionNouns[reference.collection]
    : `${collectionNouns[reference.collection]} ${JSON.stringify(reference.primitiveName)}`;
}

/**
 * 13.3 req-entity-tags-unique: with a root tag catalogue, a declaration's own `tags` lists no value twice. One finding
 * per repeated entry of the declarations of `collections`; each kind's members rule reports its own.
 */
export function duplicateTags(
  document: unknown,
  collections: readonly TagReference['collection'][],
): { path: string; requirement: string; message: string }[] {
  const catalogue = tagCatalogue(document);
  // Without a root catalogue, per-entity tags are unconstrained strings (13.3); an empty one is a schema error.
  if (catalogue === undefined || catalogue.length === 0) return [];
  const findings: { path: string; requirement: string; message: string }[] = [];
  const seen = new Map<string, Map<string, string>>();
  for (const reference of tagReferences(document)) {
    if (!collections.includes(reference.collection)) continue;
    const own = seen.get(reference.primitive) ?? new Map<string, string>();
    seen.set(reference.primitive, own);
    const first = own.get(reference.tag);
    if (first === undefined) {
      own.set(reference.tag, reference.path);
      continue;
    }
    findings.push({
      path: reference.path,
      requirement: 'req-entity-tags-unique',
      message: `Tag ${JSON.stringify(reference.tag)} is listed more than once by ${describeTagOwner(reference)} (first at ${first}) (13.3)`,
    });
  }
  return findings;
}
