// Rule mcp.resource.uri (spec 10.1.2, 15.6).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.resource.uri',
  title: 'Resource uri is a valid RFC 3986 URI',
  sections: ['10.1.2', '15.6'],
  anchors: ['req-resource-uri-syntax', 'req-serialization-value-formats'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: ['/$defs/Resource/properties/uri'],
  schemaRequirements: {
    '/$defs/Resource/properties/uri': 'req-resource-uri-syntax',
  },
  appliesTo: ['/resources/*/uri'],
});
