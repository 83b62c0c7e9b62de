// Rule mcp.sampling.tools.protocol-version (spec 9.4).
import { carriedFinding, closedFieldRule, describeCarried, fieldName, observe } from '../model/carried.ts';
import { defineRule, type Finding } from './define.ts';
import { interactionStepParts } from './concerns.ts';

export default defineRule({
  id: 'mcp.sampling.tools.protocol-version',
  title: "Sampling step requests use each protocol version's createMessage fields",
  sections: ['9.4'],
  anchors: ['req-interaction-sampling-protocol-version'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: [...interactionStepParts],
  needs: ['tools'],
  check(context) {
    const findings: Finding[] = [];
    const steps = [
      ...context.carried.requests,
      ...context.carried.values.filter((c) => c.type === 'CreateMessageResult'),
    ];
    for (const carried of steps) {
      const what = `the sampling ${carried.role} of ${describeCarried(carried).replace(/^the (request|response) of /, '')}`;
      for (const version of carried.versions) {
        for (const observation of observe(carried, version)) {
          // _meta is the document schema's and the mcp.meta.* rules' (3.5).
          if (observation.pointer.split('/').includes('_meta')) continue;
          const field = fieldName(carried, observation.pointer);
          let message: string;
          if (observation.kind === 'invalid') {
            const name =
              observation.missing !== undefined
                ? fieldName(carried, `${observation.pointer}/${observation.missing}`)
                : field;
            message =
              observation.missing !== undefined
                ? `${what} lacks field "${name}", which MCP ${version} requires for ${observation.type} (9.4)`
                : `Field "${field}" of ${what} does not satisfy the type MCP ${version} defines for it in ${observation.type}${observation.expected !== undefined ? ` (expected ${observation.keyword === 'type' ? observation.expected : `one of ${observation.expected}`})` : ''} (9.4)`;
          } else if (observation.kind === 'unsupported-content') {
            message = `Content block "${field}" of ${what} has type ${JSON.stringify(observation.blockType)}, which MCP ${version} does not support there (9.4)`;
          } else if (
            observation.kind === 'undefined-field' &&
            closedFieldRule(carried, observation) === 'mcp.sampling.tools.protocol-version'
          ) {
            // Field names of sampling/createMessage and of the closed objects it holds (model preferences, tools, tool
            // choice); the response's undefined fields are 3.6's (preserve or closed).
            const owner = fieldName(carried, observation.pointer.slice(0, observation.pointer.lastIndexOf('/')));
            message = observation.top
              ? `Field ${JSON.stringify(observation.field)} of ${what} is not a sampling/createMessage parameter of MCP ${version} (9.4)`
              : `${observation.type} "${owner}" of ${what} has field ${JSON.stringify(observation.field)}, which MCP ${version} does not define for the closed ${observation.type} (9.4)`;
          } else continue;
          const first = message.charAt(0).toUpperCase() + message.slice(1);
          findings.push(
            carriedFinding(carried, observation.pointer, {
              requirement: 'req-interaction-sampling-protocol-version',
              message: first,
              protocolVersion: version,
              ...(observation.kind === 'undefined-field'
                ? { detail: { kind: 'unexpected-member', member: observation.field } }
                : {}),
            }),
          );
        }
      }
    }
    return findings;
  },
});
