// Rule mcpdesc.example.members (spec 10.4.1, 10.4.2, 10.4.3, 10.4.6, 11.3, 11.4, 9.3).
import { defineRule } from './define.ts';
import { exampleMaps } from './concerns.ts';

export default defineRule({
  id: 'mcpdesc.example.members',
  title: 'Named examples have only their defined members',
  sections: ['10.4.1', '10.4.2', '10.4.3', '10.4.6', '11.3', '11.4', '9.3'],
  anchors: [
    'req-prompt-completion-context-shape',
    'req-prompt-completion-example-closed',
    'req-prompt-completion-examples-map',
    'req-prompt-example-arguments-shape',
    'req-prompt-example-closed',
    'req-prompt-example-fields',
    'req-prompt-examples-map',
    'req-resource-example-closed',
    'req-resource-example-fields',
    'req-resource-examples-map',
    'req-resource-template-example-fields',
    'req-template-completion-context-shape',
    'req-template-completion-example-closed',
    'req-template-completion-examples-map',
    'req-tool-example-closed',
    'req-tool-example-fields',
    'req-tool-examples-map',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [
    // The example maps themselves: names and non-emptiness (req-tool-examples-map, req-prompt-completion-examples-map…).
    '/$defs/Tool/properties/examples',
    '/$defs/Resource/properties/examples',
    '/$defs/ResourceTemplate/properties/examples',
    '/$defs/ResourceTemplate/properties/completionExamples',
    '/$defs/Prompt/properties/examples',
    '/$defs/Prompt/properties/completionExamples',
    '/$defs/ToolExample',
    '/$defs/StaticResourceExample',
    '/$defs/ResourceTemplateExample',
    '/$defs/ResourceTemplateCompletionExample',
    '/$defs/PromptExample',
    '/$defs/PromptCompletionExample',
    '/$defs/CompletionArgument',
    '/$defs/CompletionContext',
  ],
  appliesTo: [...exampleMaps],
});
