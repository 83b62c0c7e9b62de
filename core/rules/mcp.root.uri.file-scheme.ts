// Rule mcp.root.uri.file-scheme (spec 9.4, MCP Root.uri): every Root of a roots interaction step response is a
// `file://` URI in every protocol version ("This must start with file:// for now").
import { carriedFinding, describeCarried } from '../model/carried.ts';
import { isObject } from '../lib/data-model.ts';
import { defineRule, type Finding } from './define.ts';
import { interactionStepParts } from './concerns.ts';

export default defineRule({
  id: 'mcp.root.uri.file-scheme',
  title: 'Roots use file:// URIs',
  sections: ['9.4'],
  anchors: ['req-interaction-protocol-version-valid', 'req-interaction-response-closed'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: ['/$defs/ToolInteractionElicitationResponseMembers'],
  schemaRequirements: {
    '/$defs/ToolInteractionElicitationResponseMembers': 'req-interaction-response-closed',
  },
  appliesTo: [...interactionStepParts],
  needs: ['tools'],
  check(context) {
    const findings: Finding[] = [];
    for (const carried of context.carried.values) {
      if (carried.type !== 'ListRootsResult' || !isObject(carried.value) || !Array.isArray(carried.value.roots))
        continue;
      carried.value.roots.forEach((root, index) => {
        if (!isObject(root) || typeof root.uri !== 'string' || root.uri.startsWith('file://')) return;
        findings.push(
          carriedFinding(carried, `${carried.pointer}/roots/${index}/uri`, {
            requirement: 'req-interaction-protocol-version-valid',
            message: `Root ${index} of ${describeCarried(carried)} has uri ${JSON.stringify(root.uri)}, but an MCP Root URI must start with "file://" (9.4)`,
          }),
        );
      });
    }
    return findings;
  },
});
