// Rule mcp.root.meta.protocol-version (spec 3.5, 9.4).
import { carriedFinding, closedFields, describeCarried, fieldName } from '../model/carried.ts';
import { defineRule, type Finding } from './define.ts';
import { carriedParts } from './concerns.ts';

export default defineRule({
  id: 'mcp.root.meta.protocol-version',
  title: '_meta appears only where every applicable protocol version defines it',
  sections: ['3.5', '9.4'],
  anchors: ['req-interaction-protocol-version-valid', 'req-meta-protocol-version-availability'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: [...carriedParts],
  needs: ['tools', 'resources', 'resourceTemplates', 'prompts', 'components'],
  check(context) {
    const findings: Finding[] = [];
    // Resource Contents _meta is mcp.resource-contents.meta.protocol-version (10.4.4).
    for (const { carried, version, observation } of closedFields(context.carried, 'mcp.root.meta.protocol-version')) {
      const of = `${carried.role === 'result' ? 'the result of ' : ''}${describeCarried(carried)}`;
      const owner = observation.top
        ? of
        : `${observation.type} "${fieldName(carried, observation.pointer.slice(0, observation.pointer.lastIndexOf('/')))}" of ${of}`;
      findings.push(
        carriedFinding(carried, observation.pointer, {
          requirement: 'req-meta-protocol-version-availability',
          message: `_meta on ${owner} is not defined by MCP ${version} for ${observation.type} (3.5)`,
          protocolVersion: version,
          detail: { kind: 'unexpected-member', member: '_meta' },
        }),
      );
    }
    return findings;
  },
});
