// Rule mcpdesc.info.members (spec 15.6, 4.10, 5, 5.1, 5.2, 5.3).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.info.members',
  title: 'Info, Contact and License Objects have only their defined fields',
  sections: ['15.6', '4.10', '5', '5.1', '5.2', '5.3'],
  anchors: [
    'req-contact-fields',
    'req-info-fields',
    'req-info-name-non-empty',
    'req-info-protocol-version-independent',
    'req-info-unscoped',
    'req-info-version-non-empty',
    'req-license-fields',
    'req-serialization-value-formats',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: ['/$defs/Info', '/$defs/Contact', '/$defs/License'],
  appliesTo: ['/info'],
});
