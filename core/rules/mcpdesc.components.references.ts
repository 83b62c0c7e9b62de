// Rule mcpdesc.components.references (spec 10.4.1, 11.3, 12.3, 17.2, 17.3, 17.4, 17.7, 9.2, 9.3).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.components.references',
  title: 'Component references are well-formed and resolve',
  sections: ['10.4.1', '11.3', '12.3', '17.2', '17.3', '17.4', '17.7', '9.2', '9.3'],
  anchors: [
    'req-component-contextual-validation',
    'req-component-cycles',
    'req-component-ref-distinct',
    'req-component-reference-form',
    'req-component-reference-pointer',
    'req-component-reference-resolution',
    'req-component-resolution-errors',
    'req-elicitation-schema-references-resolved',
    'req-prompt-example-references-resolved',
    'req-resource-example-references-resolved',
    'req-tool-example-references-resolved',
    'req-tool-schema-references-resolved',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [
    '/$defs/SchemaComponentReference/properties/$componentRef',
    '/$defs/ToolExampleComponentReference/properties/$componentRef',
    '/$defs/ResourceExampleComponentReference/properties/$componentRef',
    '/$defs/ResourceTemplateExampleComponentReference/properties/$componentRef',
    '/$defs/PromptExampleComponentReference/properties/$componentRef',
  ],
});
