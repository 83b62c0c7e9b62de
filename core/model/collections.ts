// The document's collections of declarations (spec 4.10, 6, 8-12): which collections exist, how the spec names their
// entries in prose, and the member that identifies an entry among its variants (9.5, 10.5, 11.1, 12.2; 4.14).

/** Collections of primitives: Tools, Resources, Resource Templates, Prompts (9-11). */
export const primitiveCollections = ['tools', 'resources', 'resourceTemplates', 'prompts'] as const;
export type PrimitiveCollection = (typeof primitiveCollections)[number];

/** Top-level collections whose entries may declare `protocolVersions` (4.10). */
export const scopedCollections = ['transports', 'capabilities', ...primitiveCollections] as const;
export type ScopedCollection = (typeof scopedCollections)[number];

/** Every collection of declarations, the nested Elicitation Declarations of Tools (12) included. */
export type DeclarationCollection = ScopedCollection | 'elicitations';

/** Spec names of a collection's entries, for messages and views ("Resource Template"). */
export const collectionNouns: Record<DeclarationCollection, string> = {
  transports: 'Transport',
  capabilities: 'Capabilities Object',
  tools: 'Tool',
  resources: 'Resource',
  resourceTemplates: 'Resource Template',
  prompts: 'Prompt',
  elicitations: 'Elicitation',
};

/** The member that identifies a primitive among its variants and in native lists (9.5, 10.5, 11.1, 4.14). */
export const identifyingMembers: Record<PrimitiveCollection, 'name' | 'uri' | 'uriTemplate'> = {
  tools: 'name',
  resources: 'uri',
  resourceTemplates: 'uriTemplate',
  prompts: 'name',
};

/** The member that names a declaration for people: a primitive's identifier, an elicitation's `name` (12.2). */
export const namingMembers: Record<PrimitiveCollection | 'elicitations', string> = {
  ...identifyingMembers,
  elicitations: 'name',
};

const primitives: ReadonlySet<string> = new Set(primitiveCollections);

/** Whether a member name is a primitive collection. */
export function isPrimitiveCollection(name: string): name is PrimitiveCollection {
  return primitives.has(name);
}
