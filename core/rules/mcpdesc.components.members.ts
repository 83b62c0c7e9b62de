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
  appliesTo: ['/components', '/**/$componentRef'],
});
