// Rule mcp.elicitation.form-schema.protocol-shape (spec 12.3).
import {
  checkedVersions,
  elicitationDeclarations,
  requestedSchemaOf,
  schemaFinding,
  vocabularyProblems,
} from '../model/elicitation.ts';
import { defineRule, type Finding } from './define.ts';
import { ofDeclarations, interactionStepParts } from './concerns.ts';

export default defineRule({
  id: 'mcp.elicitation.form-schema.protocol-shape',
  title: "Elicitation requestedSchema uses each protocol version's vocabulary",
  sections: ['12.3'],
  anchors: ['req-elicitation-form-vocabulary'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: [...ofDeclarations('elicitations/*/requestedSchema'), ...interactionStepParts],
  // Every form declaration's requestedSchema (resolved, 12.3 req-elicitation-schema-references-resolved) against the
  // vocabulary of every applicable protocol version from MCP 2025-06-18 on, one finding per problem and version.
  needs: ['tools', 'resources', 'resourceTemplates', 'prompts'],
  check: ({ document, scopes }) => {
    const findings: Finding[] = [];
    for (const declaration of elicitationDeclarations(scopes)) {
      if (declaration.value.mode !== 'form') continue;
      const schema = requestedSchemaOf(document, declaration);
      if (schema === undefined) continue;
      for (const version of checkedVersions(declaration.versions)) {
        for (const problem of vocabularyProblems(schema.value, version))
          findings.push(
            schemaFinding(schema, problem, {
              protocolVersion: version,
              requirement: 'req-elicitation-form-vocabulary',
            }),
          );
      }
    }
    return findings;
  },
});
