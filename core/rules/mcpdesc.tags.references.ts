// Rule mcpdesc.tags.references (spec 10.1.1, 10.2.1, 11.1, 13.1, 13.2, 13.3, 9.1).
import { describeTagOwner, tagCatalogue, tagReferences, type TagReference } from '../model/tags.ts';
import { defineRule, type Finding } from './define.ts';
import { ofDeclarations } from './concerns.ts';

/** The sentence of each primitive's table that its tags reference the root catalogue (9.1, 10.1.1, 10.2.1, 11.1). */
const referenceRequirement: Record<TagReference['collection'], string> = {
  tools: 'req-tool-tags-references',
  resources: 'req-resource-tags-references',
  resourceTemplates: 'req-resource-template-tags-references',
  prompts: 'req-prompt-tags-references',
};

export default defineRule({
  id: 'mcpdesc.tags.references',
  title: 'Tags are unique and primitive tags reference the catalogue',
  sections: ['10.1.1', '10.2.1', '11.1', '13.1', '13.2', '13.3', '9.1'],
  anchors: [
    'req-prompt-tags-references',
    'req-resource-tags-references',
    'req-resource-template-tags-references',
    'req-tag-name-unique',
    'req-tags-references',
    'req-tags-undeclared-error',
    'req-tags-unique',
    'req-tool-tags-references',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
  appliesTo: ['/tags', ...ofDeclarations('tags')],
  needs: ['tags', 'tools', 'resources', 'resourceTemplates', 'prompts'],
  check: ({ document }) => {
    const catalogue = tagCatalogue(document);
    // Without a root catalogue, per-entity tags are unconstrained strings (13.3); an empty one is a schema error.
    if (catalogue === undefined || catalogue.length === 0) return [];
    const findings: Finding[] = [];

    const declared = new Map<string, string>();
    for (const entry of catalogue) {
      const first = declared.get(entry.name);
      if (first === undefined) declared.set(entry.name, entry.path);
      else
        findings.push({
          path: entry.path,
          requirement: 'req-tags-unique',
          message: `Tag ${JSON.stringify(entry.name)} is declared more than once in the root tags catalogue (first at ${first}) (13.2)`,
        });
    }

    const seenByPrimitive = new Map<string, Set<string>>();
    for (const reference of tagReferences(document)) {
      const seen = seenByPrimitive.get(reference.primitive) ?? new Set<string>();
      seenByPrimitive.set(reference.primitive, seen);
      // A duplicate in the declaration's own tags is its members rule's finding (13.3 req-entity-tags-unique).
      if (seen.has(reference.tag)) continue;
      seen.add(reference.tag);
      if (!declared.has(reference.tag)) {
        findings.push({
          path: reference.path,
          requirement: referenceRequirement[reference.collection],
          message: `Tag ${JSON.stringify(reference.tag)} of ${describeTagOwner(reference)} is not declared in the root tags catalogue (13.3)`,
        });
      }
    }
    return findings;
  },
});
