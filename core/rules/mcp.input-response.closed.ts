// Rule mcp.input-response.closed (spec 3.6, 9.4).
import { carriedFinding, closedFields, describeCarried } from '../model/carried.ts';
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
  needs: ['tools'],
  check(context) {
    const findings: Finding[] = [];
    // Closed input responses (MCP 2026-07-28, 3.6); _meta is mcp.root.meta.protocol-version (3.5), and the
    // Elicitation Interaction Response Object is closed in every version by the document schema (9.4).
    for (const { carried, version, observation } of closedFields(context.carried, 'mcp.input-response.closed')) {
      findings.push(
        carriedFinding(carried, observation.pointer, {
          requirement: 'req-carried-closed-reject',
          message: `Field ${JSON.stringify(observation.field)} of ${describeCarried(carried)} is not defined by MCP ${version}, where ${observation.type} is a closed input response (3.6)`,
          protocolVersion: version,
          detail: { kind: 'unexpected-member', member: observation.field },
        }),
      );
    }
    return findings;
  },
});
