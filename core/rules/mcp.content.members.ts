// Rule mcp.content.members (spec 10.3, 10.4.4, 3.6).
import { carriedFinding, closedFields, describeCarried, describeClosedType, fieldName } from '../model/carried.ts';
import { defineRule, type Finding } from './define.ts';
import { carriedParts } from './concerns.ts';

export default defineRule({
  id: 'mcp.content.members',
  title: 'Carried content blocks and resource contents have the MCP-defined fields',
  sections: ['10.3', '10.4.4', '3.6'],
  anchors: [
    'req-carried-closed-reject',
    'req-carried-defined-fields',
    'req-resource-annotations-not-in-examples',
    'req-resource-contents-fields',
  ],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: ['/$defs/ResourceContents'],
  schemaRequirements: {
    '/$defs/ResourceContents': 'req-resource-contents-fields',
  },
  appliesTo: [...carriedParts],
  needs: ['tools', 'resources', 'resourceTemplates', 'prompts', 'components'],
  check(context) {
    const findings: Finding[] = [];
    // Every closed object that example results and interaction steps carry, all the way down (3.6), except those
    // another rule owns (core/carried.ts closedFieldRule: annotations, step messages and roots, _meta, top levels).
    for (const { carried, version, observation } of closedFields(context.carried, 'mcp.content.members')) {
      const label = describeClosedType(version, observation.type);
      const section = label === 'Resource Contents' ? (observation.field === 'annotations' ? '10.3' : '10.4.4') : '3.6';
      const owner = observation.top
        ? ''
        : ` "${fieldName(carried, observation.pointer.slice(0, observation.pointer.lastIndexOf('/')))}"`;
      findings.push(
        carriedFinding(carried, observation.pointer, {
          // Declaration annotations do not move into example contents (10.3); any other field breaks closure (3.6).
          requirement:
            label === 'Resource Contents' && observation.field === 'annotations'
              ? 'req-resource-annotations-not-in-examples'
              : 'req-carried-closed-reject',
          message: `${label}${owner} in ${carried.role === 'result' ? 'the result of ' : ''}${describeCarried(carried)} has field ${JSON.stringify(observation.field)}, which MCP ${version} does not define for the closed ${observation.type} (${section})`,
          protocolVersion: version,
          detail: { kind: 'unexpected-member', member: observation.field },
        }),
      );
    }
    return findings;
  },
});
