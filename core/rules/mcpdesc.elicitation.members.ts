// Rule mcpdesc.elicitation.members (spec 12.2, 12.3, 12.4).
import { defineRule } from './define.ts';
import { ofDeclarations } from './concerns.ts';

export default defineRule({
  id: 'mcpdesc.elicitation.members',
  title: 'Elicitation Declarations have the fields of their mode',
  sections: ['12.2', '12.3', '12.4'],
  anchors: [
    'req-elicitation-declaration-fields',
    'req-elicitation-documentation-fields',
    'req-elicitation-form-no-url',
    'req-elicitation-form-schema-required',
    'req-elicitation-message',
    'req-elicitation-name-format',
    'req-elicitation-url-no-schema',
    'req-elicitation-url-syntax',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [
    '/$defs/ElicitationDeclaration',
    '/$defs/ElicitationFormDeclaration',
    '/$defs/ElicitationUrlDeclaration',
  ],
  schemaRequirements: {
    '/$defs/ElicitationDeclaration': 'req-elicitation-declaration-fields',
    '/$defs/ElicitationFormDeclaration': 'req-elicitation-declaration-fields',
    '/$defs/ElicitationUrlDeclaration': 'req-elicitation-declaration-fields',
    '/$defs/ElicitationFormDeclaration/properties/name': 'req-elicitation-name-format',
    '/$defs/ElicitationUrlDeclaration/properties/name': 'req-elicitation-name-format',
    '/$defs/ElicitationFormDeclaration/properties/message': 'req-elicitation-message',
    '/$defs/ElicitationUrlDeclaration/properties/message': 'req-elicitation-message',
    '/$defs/ElicitationFormDeclaration/properties/when': 'req-elicitation-documentation-fields',
    '/$defs/ElicitationFormDeclaration/properties/onDecline': 'req-elicitation-documentation-fields',
    '/$defs/ElicitationFormDeclaration/properties/onCancel': 'req-elicitation-documentation-fields',
    '/$defs/ElicitationUrlDeclaration/properties/when': 'req-elicitation-documentation-fields',
    '/$defs/ElicitationUrlDeclaration/properties/onDecline': 'req-elicitation-documentation-fields',
    '/$defs/ElicitationUrlDeclaration/properties/onCancel': 'req-elicitation-documentation-fields',
    '/$defs/ElicitationFormDeclaration/required/requestedSchema': 'req-elicitation-form-schema-required',
    '/$defs/ElicitationFormDeclaration/additionalProperties/url': 'req-elicitation-form-no-url',
    '/$defs/ElicitationUrlDeclaration/additionalProperties/requestedSchema': 'req-elicitation-url-no-schema',
    '/$defs/ElicitationUrlDeclaration/properties/url': 'req-elicitation-url-syntax',
  },
  appliesTo: ofDeclarations('elicitations/*'),
});
