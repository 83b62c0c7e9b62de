// Rule mcpdesc.tool.interaction.client-requirements-consistency (spec 9.4).
import { applicableVersions } from '../model/availability.ts';
import { capabilitiesUsed, requirementCovers } from '../model/client-requirements.ts';
import { isObject } from '../lib/data-model.ts';
import { interactionSteps } from '../model/elicitation.ts';
import { appendPointer } from '../lib/pointer.ts';
import { defineRule, type Finding } from './define.ts';
import { interactionStepParts } from './concerns.ts';

export default defineRule({
  id: 'mcpdesc.tool.interaction.client-requirements-consistency',
  title: "Interaction example contradicts the Tool's clientRequirements",
  sections: ['9.4'],
  anchors: ['req-interaction-client-requirements-warning'],
  severity: 'warning',
  protocolVersionDependent: false,
  schemaPointers: [],
  appliesTo: [...interactionStepParts],
  // A Tool that declares clientRequirements claims the minimum client capabilities of tools/call (8.5); a step that
  // uses a capability beyond them contradicts that claim. Nothing is inferred for a Tool without clientRequirements.
  // A top-level capability (roots, sampling, elicitation) is reported once; a sub-capability that exists only in some
  // protocol versions (sampling.context, sampling.tools, elicitation.form, elicitation.url) once per such version,
  // unless its capability is missing altogether.
  needs: ['tools'],
  check: ({ document, scopes }) => {
    const findings: Finding[] = [];
    for (const step of interactionSteps(document)) {
      const requirements = step.toolValue.clientRequirements;
      if (!isObject(requirements)) continue;
      const versions = applicableVersions(scopes, step.tool);
      const requirementsPath = appendPointer(step.tool, 'clientRequirements');
      const missing = new Set<string>();
      for (const use of capabilitiesUsed(step.value)) {
        const [head = ''] = use.path;
        // A sub-capability of a capability already reported as missing adds nothing.
        if (use.path.length > 1 && missing.has(head)) continue;
        const uncovered = versions.filter((version) => !requirementCovers(requirements, use, version));
        if (uncovered.length === 0) continue;
        if (use.path.length === 1) missing.add(head);
        const path = use.at.reduce<string>((pointer, key) => appendPointer(pointer, key), step.path);
        const capability = `"${use.path.join('.')}"`;
        const related = [{ relation: 'client-requirements', path: requirementsPath }];
        if (use.path.length === 1) {
          findings.push({
            path,
            requirement: 'req-interaction-client-requirements-warning',
            message: `Interaction step (${use.reason}) uses client capability ${capability}, which the Tool's clientRequirements do not include (9.4)`,
            relatedLocations: related,
          });
          continue;
        }
        for (const version of uncovered) {
          findings.push({
            path,
            requirement: 'req-interaction-client-requirements-warning',
            message: `Interaction step (${use.reason}) uses client capability ${capability} of MCP ${version}, which the Tool's clientRequirements do not include (9.4)`,
            protocolVersion: version,
            relatedLocations: related,
          });
        }
      }
    }
    return findings;
  },
});
