// Rule mcp.elicitation.protocol-version (spec 12.5, 9.4).
import { applicableVersions } from '../model/availability.ts';
import {
  checkedVersions,
  elicitationDeclarations,
  elicitationModeSince,
  interactionSteps,
  modeDefined,
  schemaFinding,
  vocabularyProblems,
} from '../model/elicitation.ts';
import { isObject } from '../lib/data-model.ts';
import { appendPointer } from '../lib/pointer.ts';
import { defineRule, type Finding } from './define.ts';
import { ofDeclarations, interactionStepParts } from './concerns.ts';

export default defineRule({
  id: 'mcp.elicitation.protocol-version',
  title: 'Elicitation declarations are valid in every applicable protocol version',
  sections: ['12.5', '9.4'],
  anchors: ['req-elicitation-protocol-versions', 'req-interaction-protocol-version-valid'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: [...ofDeclarations('elicitations'), ...interactionStepParts],
  // 12.5: each declaration's mode in every applicable protocol version (form from MCP 2025-06-18, URL from
  // 2025-11-25). 9.4: each elicitation step of a Tool Interaction Example, under the Tool's scope: its request mode,
  // and its request schema's vocabulary (12.3). MCP 2024-11-05 and 2025-03-26 keep the legacy treatment (12.5).
  needs: ['tools', 'resources', 'resourceTemplates', 'prompts'],
  check: ({ document, scopes }) => {
    const findings: Finding[] = [];
    for (const declaration of elicitationDeclarations(scopes)) {
      const mode = declaration.value.mode;
      for (const version of checkedVersions(declaration.versions)) {
        if (modeDefined(mode, version) !== false) continue;
        findings.push({
          path: appendPointer(declaration.path, 'mode'),
          requirement: 'req-elicitation-protocol-versions',
          message: `Elicitation mode ${JSON.stringify(mode)} is defined since MCP ${elicitationModeSince[mode as 'url']}, but the declaration applies to MCP ${version} (12.5)`,
          protocolVersion: version,
        });
      }
    }
    for (const step of interactionSteps(document, 'elicitation')) {
      const request = step.value.request;
      if (!isObject(request)) continue;
      const requestPath = appendPointer(step.path, 'request');
      for (const version of checkedVersions(applicableVersions(scopes, step.tool))) {
        if (modeDefined(request.mode, version) === false) {
          findings.push({
            path: appendPointer(requestPath, 'mode'),
            requirement: 'req-interaction-protocol-version-valid',
            message: `Interaction step uses elicitation mode ${JSON.stringify(request.mode)}, defined since MCP ${elicitationModeSince[request.mode as 'url']}, but the Tool applies to MCP ${version} (9.4)`,
            protocolVersion: version,
          });
        }
        if (request.mode !== 'form' || !isObject(request.requestedSchema)) continue;
        const schema = { value: request.requestedSchema, path: appendPointer(requestPath, 'requestedSchema') };
        for (const problem of vocabularyProblems(schema.value, version))
          findings.push(
            schemaFinding(schema, problem, {
              protocolVersion: version,
              requirement: 'req-interaction-protocol-version-valid',
            }),
          );
      }
    }
    return findings;
  },
});
