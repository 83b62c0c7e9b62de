// Rule mcpdesc.projection.declaration-applicable (spec 4.14).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.projection.declaration-applicable',
  title: 'Projected declaration applies to the protocol version',
  sections: ['4.14'],
  anchors: ['req-native-projection-declaration-applicable'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
