// Rule mcp.client-capabilities.members (spec 8.5).
import { defineRule } from './define.ts';
import { ofDeclarations } from './concerns.ts';

export default defineRule({
  id: 'mcp.client-capabilities.members',
  title: 'Client capability requirements contain only MCP client capabilities',
  sections: ['8.5'],
  anchors: ['req-client-requirements-closed', 'req-client-requirements-shape'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: ['/$defs/ClientCapabilityRequirements'],
  schemaRequirements: {
    '/$defs/ClientCapabilityRequirements': 'req-client-requirements-shape',
    '/$defs/ClientCapabilityRequirements/additionalProperties': 'req-client-requirements-closed',
    '/$defs/ClientCapabilityRequirements/additionalProperties/protocolVersions': 'req-client-requirements-shape',
  },
  appliesTo: ofDeclarations('clientRequirements'),
});
