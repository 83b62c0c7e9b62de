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
  appliesTo: ofDeclarations('elicitations/*'),
});
