// Rule mcp.input-response.closed (spec 3.6, 9.4).
import { carriedFinding, carriedObservations, describeCarried } from '../carried.ts';
import { defineRule, type Finding } from './define.ts';
import { interactionStepParts } from './concerns.ts';

export default defineRule({
  id: 'mcp.input-response.closed',
  title: 'Interaction input responses are closed in MCP 2026-07-28',
  sections: ['3.6', '9.4'],
  anchors: ['req-carried-closed-reject', 'req-interaction-protocol-version-valid'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: interactionStepParts.map((step) => `${step}/response`),
  check(context) {
    const findings: Finding[] = [];
    for (const { carried, version, observations } of carriedObservations(context)) {
      if (carried.role !== 'response') continue;
      for (const observation of observations) {
        // Closed input responses of MCP 2026-07-28 (3.6); _meta is mcp.root.meta.protocol-version (3.5), and the
        // Elicitation Interaction Response Object is closed in every version by the document schema (9.4).
        if (observation.kind !== 'undefined-field' || !observation.top || observation.open || observation.field === '_meta' || observation.type === 'ElicitResult') continue;
        findings.push(
          carriedFinding(carried, observation.pointer, {
            requirement: 'req-carried-closed-reject',
            message: `Field ${JSON.stringify(observation.field)} of ${describeCarried(carried)} is not defined by MCP ${version}, where ${observation.type} is a closed input response (3.6)`,
            protocolVersion: version,
            detail: { kind: 'unexpected-member', member: observation.field },
          }),
        );
      }
    }
    return findings;
  },
});
