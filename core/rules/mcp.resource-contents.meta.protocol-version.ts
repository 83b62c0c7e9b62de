// Rule mcp.resource-contents.meta.protocol-version (spec 10.4.4).
import { carriedFinding, closedFields, describeCarried } from '../model/carried.ts';
import { defineRule, type Finding } from './define.ts';
import { carriedParts } from './concerns.ts';

export default defineRule({
  id: 'mcp.resource-contents.meta.protocol-version',
  title: 'Resource contents _meta needs MCP 2025-06-18 or later',
  sections: ['10.4.4'],
  anchors: ['req-resource-contents-meta'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: [...carriedParts],
  needs: ['tools', 'resources', 'resourceTemplates', 'prompts', 'components'],
  check(context) {
    const findings: Finding[] = [];
    for (const { carried, version, observation } of closedFields(
      context.carried,
      'mcp.resource-contents.meta.protocol-version',
    )) {
      findings.push(
        carriedFinding(carried, observation.pointer, {
          requirement: 'req-resource-contents-meta',
          message: `Resource Contents _meta in ${carried.role === 'result' ? 'the result of ' : ''}${describeCarried(carried)} is available since MCP 2025-06-18, but the declaration applies to MCP ${version} (10.4.4)`,
          protocolVersion: version,
          detail: { kind: 'unexpected-member', member: '_meta' },
        }),
      );
    }
    return findings;
  },
});
