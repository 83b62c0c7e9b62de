// Rule mcpdesc.example.result.protocol-fidelity (spec 10.4.4, 11.3, 3.6, 9.3).
import { carriedFinding, describeCarried, fieldName, type CarriedValue, type Observation } from '../model/carried.ts';
import type { CarriedRootTypeName } from '../mcp/types.ts';
import { appendPointer, splitPointer } from '../lib/pointer.ts';
import { defineRule, type Finding } from './define.ts';
import { exampleResults } from './concerns.ts';

export default defineRule({
  id: 'mcpdesc.example.result.protocol-fidelity',
  title: 'Example results match each applicable protocol version',
  sections: ['10.4.4', '11.3', '3.6', '9.3'],
  anchors: [
    'req-carried-defined-fields',
    'req-prompt-example-result-shape',
    'req-resource-example-result-shape',
    'req-tool-example-result-shape',
  ],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: [...exampleResults],
  needs: ['tools', 'resources', 'resourceTemplates', 'prompts', 'components'],
  check(context) {
    const findings: Finding[] = [];
    for (const { carried, version, observations } of context.carried.observations) {
      if (carried.role !== 'result') continue;
      for (const observation of observations) {
        if (observation.kind !== 'invalid' || reportedElsewhere(carried, observation)) continue;
        const field = fieldName(
          carried,
          observation.missing !== undefined
            ? appendPointer(observation.pointer, observation.missing)
            : observation.pointer,
        );
        const what = describeCarried(carried);
        const message =
          observation.missing !== undefined
            ? `The result of ${what} lacks field "${field}", which MCP ${version} requires for ${observation.type} (3.6)`
            : observation.keyword === 'anyOf'
              ? `Field "${field}" of the result of ${what} matches none of the forms MCP ${version} defines for it in ${observation.type} (3.6)`
              : `Field "${field}" of the result of ${what} does not satisfy the type MCP ${version} defines for it in ${observation.type}${observation.expected !== undefined ? ` (expected ${observation.keyword === 'type' ? observation.expected : `one of ${observation.expected}`})` : ''} (3.6)`;
        findings.push(
          carriedFinding(carried, observation.pointer, {
            requirement: resultShape[carried.type] ?? 'req-carried-defined-fields',
            message,
            protocolVersion: version,
          }),
        );
      }
    }
    return findings;
  },
});

/** The result-shape sentence of each example result type (9.3, 10.4.4, 11.3); other carried results follow 3.6. */
const resultShape: Partial<Record<CarriedRootTypeName, string>> = {
  CallToolResult: 'req-tool-example-result-shape',
  ReadResourceResult: 'req-resource-example-result-shape',
  GetPromptResult: 'req-prompt-example-result-shape',
};

/** Fields the document schema or another rule already checks in every protocol version (never reported twice). */
const schemaRequired: Partial<Record<CarriedRootTypeName, string>> = {
  CallToolResult: 'content',
  ReadResourceResult: 'contents',
  GetPromptResult: 'messages',
  CompleteResult: 'completion',
};

function reportedElsewhere(carried: CarriedValue, observation: Extract<Observation, { kind: 'invalid' }>): boolean {
  const relative = splitPointer(observation.pointer.slice(carried.pointer.length));
  // 3.5: _meta is the document schema's (object) and the mcp.meta.* rules' (keys and reserved values).
  if (relative.includes('_meta') || observation.missing === '_meta') return true;
  // A resource_link size that is not an integer is mcp.resource.size's (10.1.1 req-resource-size-integer).
  if (observation.type === 'ResourceLink' && relative.at(-1) === 'size') return true;
  const [first, second, third] = relative;
  if (relative.length === 0)
    return observation.missing !== undefined && schemaRequired[carried.type] === observation.missing;
  if (relative.length === 1) {
    // Completed-result fields (document schema, 3.6), isError (mcpdesc.tool.example.error-result), the result arrays.
    if (['resultType', 'ttlMs', 'cacheScope', 'isError'].includes(first!)) return true;
    if (first === 'completion' || (first === schemaRequired[carried.type] && first !== 'content')) return true;
  }
  // The completion object and its values (document schema); total and hasMore are checked here.
  if (first === 'completion' && (second === undefined || second === 'values')) return true;
  // Read-result contents entries: an object with `uri` and exactly one of `text` or `blob` (document schema).
  // A returned URI that is not a URI is mcpdesc.resource.example.consistency's (10.4.4).
  if (carried.type === 'ReadResourceResult' && first === 'contents' && third === 'uri' && relative.length === 3)
    return true;
  if (carried.type === 'ReadResourceResult' && first === 'contents' && third === undefined) {
    return (
      observation.keyword === 'type' ||
      observation.keyword === 'anyOf' ||
      ['uri', 'text', 'blob'].includes(observation.missing ?? '')
    );
  }
  return false;
}
