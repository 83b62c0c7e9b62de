// Rule mcpdesc.elicitation.name-unique (spec 12.2).
import { appendPointer } from '../lib/pointer.ts';
import { defineRule, type Finding } from './define.ts';
import { isObject } from '../lib/data-model.ts';
import { ofDeclarations } from './concerns.ts';
import { collectionNouns, primitiveCollections } from '../model/collections.ts';

export default defineRule({
  id: 'mcpdesc.elicitation.name-unique',
  title: 'Elicitation names are unique within their primitive',
  sections: ['12.2'],
  anchors: ['req-elicitation-name-unique'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
  appliesTo: ofDeclarations('elicitations/*'),
  needs: ['tools', 'resources', 'resourceTemplates', 'prompts'],
  check: ({ document }) => {
    const findings: Finding[] = [];
    if (!isObject(document)) return findings;
    for (const collection of primitiveCollections) {
      const kind = collectionNouns[collection];
      const entries = document[collection];
      if (!Array.isArray(entries)) continue;
      entries.forEach((primitive, index) => {
        if (!isObject(primitive) || !Array.isArray(primitive.elicitations)) return;
        const owner = typeof primitive.name === 'string' ? `${kind} ${JSON.stringify(primitive.name)}` : kind;
        const elicitationsPath = appendPointer(appendPointer(appendPointer('', collection), index), 'elicitations');
        // Names are case-sensitive (12.2): compare them exactly.
        const first = new Map<string, number>();
        primitive.elicitations.forEach((elicitation, position) => {
          if (!isObject(elicitation) || typeof elicitation.name !== 'string') return;
          const earlier = first.get(elicitation.name);
          if (earlier === undefined) {
            first.set(elicitation.name, position);
            return;
          }
          findings.push({
            path: appendPointer(appendPointer(elicitationsPath, position), 'name'),
            requirement: 'req-elicitation-name-unique',
            message: `Elicitation name ${JSON.stringify(elicitation.name)} is already used by elicitation ${earlier} of ${owner}; names must be unique within their primitive (12.2)`,
          });
        });
      });
    }
    return findings;
  },
});
