// Rule mcp.client-capabilities.deprecated (spec 8.5).
import { clientRequirements, deprecatedUses } from '../model/client-requirements.ts';
import { appendPointer } from '../lib/pointer.ts';
import { defineRule, type Finding } from './define.ts';
import { ofDeclarations } from './concerns.ts';

export default defineRule({
  id: 'mcp.client-capabilities.deprecated',
  title: 'Client capability requirement uses a deprecated capability',
  sections: ['8.5'],
  anchors: ['req-client-requirements-deprecated'],
  severity: 'warning',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: ofDeclarations('clientRequirements'),
  // One warning per deprecated member of a primitive's clientRequirements and applicable protocol version.
  needs: ['tools', 'resources', 'resourceTemplates', 'prompts'],
  check: ({ primitives, scopes }) => {
    const findings: Finding[] = [];
    for (const requirements of clientRequirements(primitives, scopes)) {
      for (const version of requirements.versions) {
        for (const path of deprecatedUses(requirements.value, version)) {
          findings.push({
            path: path.reduce<string>((pointer, key) => appendPointer(pointer, key), requirements.path),
            requirement: 'req-client-requirements-deprecated',
            message: `Client capability requirement "${path.join('.')}" is deprecated in MCP ${version} (8.5)`,
            protocolVersion: version,
          });
        }
      }
    }
    return findings;
  },
});
