// Rule mcpdesc.elicitation.form-schema.consistency (spec 12.3).
import {
  consistencyProblems,
  elicitationDeclarations,
  requestedSchemaOf,
  schemaFinding,
} from '../model/elicitation.ts';
import { defineRule, type Finding } from './define.ts';
import { ofDeclarations } from './concerns.ts';

export default defineRule({
  id: 'mcpdesc.elicitation.form-schema.consistency',
  title: 'Elicitation form schema constraints are consistent',
  sections: ['12.3'],
  anchors: [
    'req-elicitation-form-defaults',
    'req-elicitation-form-enum-names',
    'req-elicitation-form-ranges',
    'req-elicitation-form-required',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
  appliesTo: ofDeclarations('elicitations/*/requestedSchema'),
  // Every form declaration's requestedSchema, resolved (12.3); a component is reported at each use site (16.5).
  needs: ['tools', 'resources', 'resourceTemplates', 'prompts'],
  check: ({ document, scopes }) => {
    const findings: Finding[] = [];
    for (const declaration of elicitationDeclarations(scopes)) {
      if (declaration.value.mode !== 'form') continue;
      const schema = requestedSchemaOf(document, declaration);
      if (schema === undefined) continue;
      for (const problem of consistencyProblems(schema.value))
        findings.push(schemaFinding(schema, problem, { requirement: problem.requirement }));
    }
    return findings;
  },
});
