// Rule mcp.content.members (spec 10.3, 10.4.4, 3.6).
import { carriedFinding, carriedObservations, describeCarried, fieldName, stepObservations } from '../carried.ts';
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
  check(context) {
    const findings: Finding[] = [];
    // Example results, and the responses and sampling requests of interaction steps (9.4), all the way down.
    const entries = [...carriedObservations(context).filter((e) => e.carried.role === 'result'), ...stepObservations(context)];
    for (const { carried, version, observations } of entries) {
      for (const observation of observations) {
        // Closed nested content blocks and Resource Contents (3.6); _meta availability is its own rule (3.5, 10.4.4).
        if (observation.kind !== 'undefined-field' || observation.open || observation.top || observation.field === '_meta') continue;
        // Messages and roots are mcp.interaction-message.members'; annotations mcp.annotations.members' (10.3).
        if (observation.type === 'PromptMessage' || observation.type === 'Root' || observation.type === 'SamplingMessage' || observation.type === 'Annotations') continue;
        const contents = observation.type === 'TextResourceContents' || observation.type === 'BlobResourceContents';
        const section = contents ? (observation.field === 'annotations' ? '10.3' : '10.4.4') : '3.6';
        findings.push(
          carriedFinding(carried, observation.pointer, {
            // Declaration annotations do not move into example contents (10.3); any other field breaks closure (3.6).
            requirement: contents && observation.field === 'annotations' ? 'req-resource-annotations-not-in-examples' : 'req-carried-closed-reject',
            message: `${contents ? 'Resource Contents' : 'Content block'} "${fieldName(carried, observation.pointer.slice(0, observation.pointer.lastIndexOf('/')))}" in ${carried.role === 'result' ? 'the result of ' : ''}${describeCarried(carried)} has field ${JSON.stringify(observation.field)}, which MCP ${version} does not define for the closed ${observation.type} (${section})`,
            protocolVersion: version,
            detail: { kind: 'unexpected-member', member: observation.field },
          }),
        );
      }
    }
    return findings;
  },
});
