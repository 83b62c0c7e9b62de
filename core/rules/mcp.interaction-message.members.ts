// Rule mcp.interaction-message.members (spec 3.6, 9.4): the request and response of each Tool Interaction step are the
// MCP values of every applicable protocol version all the way down: required fields present, defined fields of their
// type (e.g. a roots response needs a `roots` array of Roots with `uri`), and no undefined member on the closed
// sampling messages and roots (`_meta` included where the version's SamplingMessage does not define it).
import { carriedFinding, closedFields, describeCarried, fieldName, stepObservations } from '../model/carried.ts';
import { appendPointer, splitPointer } from '../lib/pointer.ts';
import { defineRule, type Finding } from './define.ts';
import { interactionStepParts } from './concerns.ts';

export default defineRule({
  id: 'mcp.interaction-message.members',
  title: 'Interaction step requests and responses use MCP-defined fields',
  sections: ['3.6', '9.4'],
  anchors: ['req-carried-defined-fields', 'req-interaction-protocol-version-valid'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [
    '/$defs/ToolInteractionElicitationResponse',
    '/$defs/ToolInteractionSamplingRequest',
    '/$defs/ToolInteractionSamplingResponse',
    '/$defs/ToolInteractionRootsResponse',
  ],
  schemaRequirements: {
    '/$defs/ToolInteractionElicitationResponse': 'req-carried-defined-fields',
    '/$defs/ToolInteractionSamplingRequest': 'req-carried-defined-fields',
    '/$defs/ToolInteractionSamplingResponse': 'req-carried-defined-fields',
    '/$defs/ToolInteractionRootsResponse': 'req-carried-defined-fields',
  },
  appliesTo: [...interactionStepParts],
  needs: ['tools'],
  check(context) {
    const findings: Finding[] = [];
    for (const { carried, version, observations } of stepObservations(context.carried)) {
      const what = describeCarried(carried);
      for (const observation of observations) {
        if (observation.kind === 'invalid') {
          // _meta values are the mcp.meta.* rules' (3.5); the elicitation response's own fields are the document schema's;
          // the fields of sampling steps are mcp.sampling.tools.protocol-version's (9.4).
          const relative = splitPointer(observation.pointer.slice(carried.pointer.length));
          if (relative.includes('_meta') || observation.missing === '_meta') continue;
          if (carried.role === 'request' || carried.type === 'CreateMessageResult') continue;
          if (carried.type === 'ElicitResult' && relative.length <= 1) continue;
          const field =
            fieldName(
              carried,
              observation.missing !== undefined
                ? appendPointer(observation.pointer, observation.missing)
                : observation.pointer,
            ) || carried.role;
          const message =
            observation.missing !== undefined
              ? `${sentence(what)} lacks field "${field}", which MCP ${version} requires for ${observation.type} (3.6, 9.4)`
              : observation.keyword === 'anyOf'
                ? `Field "${field}" of ${what} matches none of the forms MCP ${version} defines for it in ${observation.type} (3.6, 9.4)`
                : `Field "${field}" of ${what} does not satisfy the type MCP ${version} defines for it in ${observation.type}${observation.expected !== undefined ? ` (expected ${observation.keyword === 'type' ? observation.expected : `one of ${observation.expected}`})` : ''} (3.6, 9.4)`;
          findings.push(
            carriedFinding(carried, observation.pointer, {
              requirement: 'req-carried-defined-fields',
              message,
              protocolVersion: version,
              ...(observation.missing !== undefined
                ? { detail: { kind: 'missing-member', member: observation.missing } }
                : {}),
            }),
          );
        }
      }
    }
    // Closed sampling messages and roots (3.6); Root `_meta` availability is mcp.root.meta.protocol-version's (3.5).
    for (const { carried, version, observation } of closedFields(context.carried, 'mcp.interaction-message.members')) {
      const owner = fieldName(carried, observation.pointer.slice(0, observation.pointer.lastIndexOf('/')));
      findings.push(
        carriedFinding(carried, observation.pointer, {
          requirement: 'req-interaction-protocol-version-valid',
          message: `${observation.type === 'Root' ? 'Root' : 'Sampling message'} "${owner}" of ${describeCarried(carried)} has field ${JSON.stringify(observation.field)}, which MCP ${version} does not define for the closed ${observation.type} (3.6, 9.4)`,
          protocolVersion: version,
          detail: { kind: 'unexpected-member', member: observation.field },
        }),
      );
    }
    return findings;
  },
});

/** `the response of step 0 …` → `The response of step 0 …`. */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
