// Rule mcp.completion.result-closed (spec 3.6).
import { defineRule } from './define.ts';
import { completionExamples } from './concerns.ts';

export default defineRule({
  id: 'mcp.completion.result-closed',
  title: 'Completion results and nested completion objects are closed',
  sections: ['3.6'],
  anchors: ['req-carried-closed-reject', 'req-carried-nested-closed'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: ['/$defs/CompletionObjectMembers'],
  schemaRequirements: {
    '/$defs/CompletionObjectMembers': 'req-carried-nested-closed',
  },
  appliesTo: completionExamples.map((example) => `${example}/result`),
});
