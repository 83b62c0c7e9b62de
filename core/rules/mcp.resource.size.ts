// Rule mcp.resource.size (spec 10.1.1, 3.6): `size` is an integer on a Resource declaration (document schema) and on
// the resource_link content blocks that examples and interaction steps carry (req-resource-size-integer).
import { carriedFinding, describeCarried, fieldName, stepObservations } from '../model/carried.ts';
import { defineRule, type Finding } from './define.ts';
import { carriedParts } from './concerns.ts';

export default defineRule({
  id: 'mcp.resource.size',
  title: 'Resource size is an integer',
  sections: ['10.1.1', '3.6'],
  anchors: ['req-mcp-integer-numbers', 'req-resource-size-integer'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: ['/$defs/Resource/properties/size'],
  schemaRequirements: {
    '/$defs/Resource/properties/size': 'req-resource-size-integer',
  },
  appliesTo: ['/resources/*/size', ...carriedParts.map((value) => `${value}/**/size`)],
  needs: ['resources', 'tools', 'resourceTemplates', 'prompts', 'components'],
  check(context) {
    const findings: Finding[] = [];
    const reported = new Set<string>();
    const entries = [
      ...context.carried.observations.filter((e) => e.carried.role === 'result'),
      ...stepObservations(context.carried),
    ];
    for (const { carried, observations } of entries) {
      for (const observation of observations) {
        if (
          observation.kind !== 'invalid' ||
          observation.type !== 'ResourceLink' ||
          !observation.pointer.endsWith('/size')
        )
          continue;
        // The same in every protocol version that has resource links: reported once.
        const key = `${carried.example.path}\u0000${observation.pointer}`;
        if (reported.has(key)) continue;
        reported.add(key);
        const block = fieldName(carried, observation.pointer.slice(0, observation.pointer.lastIndexOf('/')));
        findings.push(
          carriedFinding(carried, observation.pointer, {
            requirement: 'req-resource-size-integer',
            message: `The resource_link content block "${block}" in ${carried.role === 'result' ? 'the result of ' : ''}${describeCarried(carried)} has a size that is not an integer, which MCP requires (its unannotated number denotes an integer) (10.1.1, 3.6)`,
          }),
        );
      }
    }
    return findings;
  },
});
