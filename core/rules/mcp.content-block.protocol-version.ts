// Rule mcp.content-block.protocol-version (spec 11.3, 9.3).
import { carriedFinding, describeCarried, fieldName } from '../model/carried.ts';
import { defineRule, type Finding } from './define.ts';
import { exampleResults } from './concerns.ts';

export default defineRule({
  id: 'mcp.content-block.protocol-version',
  title: 'Example content blocks are supported by every applicable protocol version',
  sections: ['11.3', '9.3'],
  anchors: ['req-prompt-example-content-protocol-version', 'req-tool-example-content-protocol-version'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: [...exampleResults],
  needs: ['tools', 'resources', 'resourceTemplates', 'prompts', 'components'],
  check(context) {
    const findings: Finding[] = [];
    for (const { carried, version, observations } of context.carried.observations) {
      // 9.3, 11.3: example results (interaction step messages are mcp.interaction-message.members').
      if (carried.role !== 'result') continue;
      for (const observation of observations) {
        if (observation.kind !== 'unsupported-content') continue;
        findings.push(
          carriedFinding(carried, observation.pointer, {
            requirement:
              carried.type === 'GetPromptResult'
                ? 'req-prompt-example-content-protocol-version'
                : 'req-tool-example-content-protocol-version',
            message: `Content block "${fieldName(carried, observation.pointer)}" of the result of ${describeCarried(carried)} has type ${JSON.stringify(observation.blockType)}, which MCP ${version} does not support there (${carried.type === 'GetPromptResult' ? '11.3' : '9.3'})`,
            protocolVersion: version,
          }),
        );
      }
    }
    return findings;
  },
});
