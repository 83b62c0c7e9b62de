// Rule mcp.example-result.members (spec 10.4.4, 10.4.6, 11.3, 11.4, 3.6, 9.3).
import { defineRule } from './define.ts';
import { exampleResults } from './concerns.ts';

export default defineRule({
  id: 'mcp.example-result.members',
  title: 'Example results have the completed MCP result shape',
  sections: ['10.4.4', '10.4.6', '11.3', '11.4', '3.6', '9.3'],
  anchors: [
    'req-carried-defined-fields',
    'req-completed-result-fields',
    'req-prompt-completion-result',
    'req-prompt-example-result-shape',
    'req-resource-example-contents',
    'req-resource-example-result-shape',
    'req-template-completion-result',
    'req-tool-example-result-shape',
  ],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [
    '/$defs/CompletedResult',
    '/$defs/ToolCallResult',
    '/$defs/ResourceReadResult',
    '/$defs/PromptGetResult',
    '/$defs/CompletionResult',
  ],
  schemaRequirements: {
    '/$defs/CompletedResult': 'req-completed-result-fields',
    '/$defs/ToolCallResult': 'req-tool-example-result-shape',
    '/$defs/ResourceReadResult': 'req-resource-example-result-shape',
    '/$defs/ResourceReadResult/required/contents': 'req-resource-example-contents',
    '/$defs/ResourceReadResult/properties/contents': 'req-resource-example-contents',
    '/$defs/PromptGetResult': 'req-prompt-example-result-shape',
    '/$defs/CompletionResult': {
      prompts: 'req-prompt-completion-result',
      resourceTemplates: 'req-template-completion-result',
    },
  },
  appliesTo: [...exampleResults],
});
