// Rule mcpdesc.components.members (spec 14.2, 17.1, 17.2).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.components.members',
  title: 'Components and Reference Objects have only their defined members',
  sections: ['14.2', '17.1', '17.2'],
  anchors: [
    'req-component-maps',
    'req-components-closed',
    'req-components-fields',
    'req-extension-component-names',
    'req-extension-ineligible-locations',
    'req-reference-object-fields',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [
    '/$defs/Components',
    '/$defs/SchemaComponent',
    '/$defs/SchemaComponentReference',
    '/$defs/ToolExampleComponentReference',
    '/$defs/ResourceExampleComponentReference',
    '/$defs/ResourceTemplateExampleComponentReference',
    '/$defs/PromptExampleComponentReference',
  ],
  schemaRequirements: {
    '/$defs/Components': 'req-components-fields',
    '/$defs/Components/additionalProperties': 'req-components-closed',
    '/$defs/Components/properties/schemas': 'req-component-maps',
    '/$defs/Components/properties/toolExamples': 'req-component-maps',
    '/$defs/Components/properties/resourceExamples': 'req-component-maps',
    '/$defs/Components/properties/resourceTemplateExamples': 'req-component-maps',
    '/$defs/Components/properties/promptExamples': 'req-component-maps',
    '/$defs/SchemaComponent': 'req-component-maps',
    '/$defs/SchemaComponentReference': 'req-reference-object-fields',
    '/$defs/ToolExampleComponentReference': 'req-reference-object-fields',
    '/$defs/ResourceExampleComponentReference': 'req-reference-object-fields',
    '/$defs/ResourceTemplateExampleComponentReference': 'req-reference-object-fields',
    '/$defs/PromptExampleComponentReference': 'req-reference-object-fields',
  },
  appliesTo: ['/components', '/**/$componentRef'],
});
