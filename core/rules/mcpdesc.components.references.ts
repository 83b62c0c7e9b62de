// Rule mcpdesc.components.references (spec 10.4.1, 11.3, 12.3, 17.2, 17.3, 17.4, 17.7, 9.2, 9.3).
import { isReferenceObject, resolveValue, useSites } from '../model/components.ts';
import { appendPointer } from '../lib/pointer.ts';
import { defineRule, type Finding } from './define.ts';

export default defineRule({
  id: 'mcpdesc.components.references',
  title: 'Component references are well-formed and resolve',
  sections: ['10.4.1', '11.3', '12.3', '17.2', '17.3', '17.4', '17.7', '9.2', '9.3'],
  anchors: [
    'req-component-contextual-validation',
    'req-component-cycles',
    'req-component-ref-distinct',
    'req-component-reference-form',
    'req-component-reference-pointer',
    'req-component-reference-resolution',
    'req-component-resolution-errors',
    'req-elicitation-schema-references-resolved',
    'req-prompt-example-references-resolved',
    'req-resource-example-references-resolved',
    'req-tool-example-references-resolved',
    'req-tool-schema-references-resolved',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [
    '/$defs/SchemaComponentReference/properties/$componentRef',
    '/$defs/ToolExampleComponentReference/properties/$componentRef',
    '/$defs/ResourceExampleComponentReference/properties/$componentRef',
    '/$defs/ResourceTemplateExampleComponentReference/properties/$componentRef',
    '/$defs/PromptExampleComponentReference/properties/$componentRef',
  ],
  schemaRequirements: {
    '/$defs/SchemaComponentReference/properties/$componentRef': 'req-component-reference-form',
    '/$defs/ToolExampleComponentReference/properties/$componentRef': 'req-component-reference-form',
    '/$defs/ResourceExampleComponentReference/properties/$componentRef': 'req-component-reference-form',
    '/$defs/ResourceTemplateExampleComponentReference/properties/$componentRef': 'req-component-reference-form',
    '/$defs/PromptExampleComponentReference/properties/$componentRef': 'req-component-reference-form',
  },
  appliesTo: ['/**/$componentRef'],
  // The pointer form and the namespace a use site takes are enforced by the document schema through the pointers
  // above (req-component-reference-form); this check resolves every well-formed reference: a missing target, a cycle
  // or an over-long chain is reported once, at the Reference Object whose `$componentRef` fails (17.4, 17.7).
  // Contextual rules of the use sites read the resolved document; the runner reports their findings at the use site.
  reads: 'written',
  check: ({ written: document }) => {
    const findings: Finding[] = [];
    const reported = new Set<string>();
    for (const site of useSites(document)) {
      if (!isReferenceObject(site.value)) continue;
      const resolution = resolveValue(document, site.value, site.path, site.namespace);
      if (resolution.ok || resolution.problem === 'malformed' || resolution.problem === 'incompatible-namespace')
        continue;
      if (reported.has(resolution.at)) continue;
      reported.add(resolution.at);
      findings.push({
        path: appendPointer(resolution.at, '$componentRef'),
        requirement: resolution.requirement,
        message: resolution.message,
      });
    }
    return findings;
  },
});
