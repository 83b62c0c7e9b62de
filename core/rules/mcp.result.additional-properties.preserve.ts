// Rule mcp.result.additional-properties.preserve (spec 3.6).
import { carriedFinding, describeCarried, isNonCompletedResultField } from '../model/carried.ts';
import { defineRule, type Finding } from './define.ts';
import { carriedParts } from './concerns.ts';

export default defineRule({
  id: 'mcp.result.additional-properties.preserve',
  title: 'Result field not defined by the protocol version',
  sections: ['3.6'],
  anchors: ['req-carried-open-preserve'],
  severity: 'warning',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: [...carriedParts],
  needs: ['tools', 'resources', 'resourceTemplates', 'prompts', 'components'],
  check(context) {
    const findings: Finding[] = [];
    for (const { carried, version, observations } of context.carried.observations) {
      for (const observation of observations) {
        if (
          observation.kind !== 'undefined-field' ||
          !observation.open ||
          isNonCompletedResultField(carried, observation)
        )
          continue;
        findings.push(
          carriedFinding(carried, observation.pointer, {
            requirement: 'req-carried-open-preserve',
            message: `result-field-not-defined-by-version: field ${JSON.stringify(observation.field)} of ${carried.role === 'result' ? 'the result of ' : ''}${describeCarried(carried)} is not defined by MCP ${version} (${observation.type}); it is accepted and preserved without the meaning another protocol version gives it (3.6)`,
            protocolVersion: version,
            detail: { kind: 'unexpected-member', member: observation.field },
          }),
        );
      }
    }
    return findings;
  },
});
