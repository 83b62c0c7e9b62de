// Rule mcpdesc.protocol-versions.values (spec 4.9).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.protocol-versions.values',
  title: 'protocolVersions lists unique, known MCP protocol versions',
  sections: ['4.9'],
  anchors: ['req-protocol-versions-values'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: ['/properties/protocolVersions', '/$defs/ProtocolVersion'],
  schemaRequirements: {
    '/properties/protocolVersions': 'req-protocol-versions-values',
    '/$defs/ProtocolVersion': 'req-protocol-versions-values',
  },
  appliesTo: ['/protocolVersions'],
});
