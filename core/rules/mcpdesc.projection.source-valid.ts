// Rule mcpdesc.projection.source-valid (spec 4.14).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.projection.source-valid',
  title: 'Projection source is valid and declares the protocol version',
  sections: ['4.14'],
  anchors: ['req-native-projection-protocol-version-declared', 'req-native-projection-source-valid'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
