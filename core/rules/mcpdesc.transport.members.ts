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
  appliesTo: ['/transports/*'],
});
