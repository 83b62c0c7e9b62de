// Tags (spec 13): the root tag catalogue and the per-primitive references to it.
import { appendPointer } from './pointer.ts';
import { isObject } from './data-model.ts';

/** Collections whose entries may carry a `tags` array of references (13.3); Elicitation Declarations carry none. */
export const taggedCollections = ['tools', 'resources', 'resourceTemplates', 'prompts'] as const;

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
    if (isObject(tag) && typeof tag.name === 'string') entries.push({ name: tag.name, path: appendPointer(appendPointer('/tags', index), 'name') });
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
  collection: (typeof taggedCollections)[number];
}

/** Every string tag reference of every primitive, in document order. */
export function tagReferences(document: unknown): TagReference[] {
  const references: TagReference[] = [];
  if (!isObject(document)) return references;
  for (const collection of taggedCollections) {
    const entries = document[collection];
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, index) => {
      if (!isObject(entry) || !Array.isArray(entry.tags)) return;
      const primitive = appendPointer(appendPointer('', collection), index);
      const primitiveName = typeof entry.name === 'string' ? entry.name : undefined;
      entry.tags.forEach((tag, position) => {
        if (typeof tag === 'string') references.push({ tag, path: appendPointer(appendPointer(primitive, 'tags'), position), primitive, primitiveName, collection });
      });
    });
  }
  return references;
}
