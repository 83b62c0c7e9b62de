// Rule mcpdesc.transport.members (spec 15.6, 6.2, 6.2.1, 6.2.2, 6.2.3, 6.6).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.transport.members',
  title: 'Transport Objects have the fields of their type',
  sections: ['15.6', '6.2', '6.2.1', '6.2.2', '6.2.3', '6.6'],
  anchors: [
    'req-serialization-value-formats',
    'req-transport-closed',
    'req-transport-sse-fields',
    'req-transport-stdio-fields',
    'req-transport-streamable-http-fields',
    'req-transport-type',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [
    '/$defs/Transport',
    '/$defs/StreamableHttpTransport',
    '/$defs/StdioTransport',
    '/$defs/SseTransport',
  ],
  schemaRequirements: {
    '/$defs/Transport': 'req-transport-type',
    '/$defs/Transport/additionalProperties': 'req-transport-closed',
    '/$defs/StreamableHttpTransport': 'req-transport-streamable-http-fields',
    '/$defs/StreamableHttpTransport/properties/url/format': 'req-serialization-value-formats',
    '/$defs/StreamableHttpTransport/additionalProperties': 'req-transport-closed',
    '/$defs/StdioTransport': 'req-transport-stdio-fields',
    '/$defs/StdioTransport/additionalProperties': 'req-transport-closed',
    '/$defs/SseTransport': 'req-transport-sse-fields',
    '/$defs/SseTransport/properties/url/format': 'req-serialization-value-formats',
    '/$defs/SseTransport/additionalProperties': 'req-transport-closed',
  },
  appliesTo: ['/transports/*'],
});
