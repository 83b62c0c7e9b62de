// Rule mcp.client-capabilities.protocol-shape (spec 8.5).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.client-capabilities.protocol-shape',
  title: 'Client capability requirements match each protocol version\'s ClientCapabilities',
  sections: ['8.5'],
  anchors: [
    'req-client-requirements-extensions',
    'req-client-requirements-protocol-version-valid',
    'req-client-requirements-values',
  ],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: ['/$defs/ClientCapabilityRequirements/properties', '/$defs/ClientRequirementExtensions'],
});
