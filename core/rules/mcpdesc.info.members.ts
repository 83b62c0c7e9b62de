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
  schemaRequirements: {
    '/$defs/Info': 'req-info-fields',
    '/$defs/Info/properties/name/minLength': 'req-info-name-non-empty',
    '/$defs/Info/properties/version/minLength': 'req-info-version-non-empty',
    '/$defs/Info/properties/websiteUrl/format': 'req-serialization-value-formats',
    '/$defs/Info/additionalProperties/protocolVersions': 'req-info-unscoped',
    '/$defs/Contact': 'req-contact-fields',
    '/$defs/Contact/properties/url/format': 'req-serialization-value-formats',
    '/$defs/License': 'req-license-fields',
    '/$defs/License/properties/url/format': 'req-serialization-value-formats',
  },
  appliesTo: ['/info'],
});
