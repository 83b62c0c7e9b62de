// Rule mcpdesc.tool.members (spec 12.1, 13.3, 9.1, 9.2, 9.7).
import { duplicateTags } from '../model/tags.ts';
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.tool.members',
  title: 'Tools have only their defined fields',
  sections: ['12.1', '13.3', '9.1', '9.2', '9.7'],
  anchors: [
    'req-elicitations-non-empty',
    'req-entity-tags-shape',
    'req-entity-tags-unique',
    'req-execution-fields',
    'req-tool-fields',
    'req-tool-input-schema-required',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: ['/$defs/Tool', '/$defs/ToolOutputSchema', '/$defs/Execution'],
  schemaRequirements: {
    '/$defs/Tool': 'req-tool-fields',
    '/$defs/Tool/required/inputSchema': 'req-tool-input-schema-required',
    '/$defs/Tool/properties/tags': 'req-entity-tags-shape',
    '/$defs/Tool/properties/elicitations': 'req-elicitations-non-empty',
    '/$defs/ToolOutputSchema': 'req-tool-fields',
    '/$defs/Execution': 'req-execution-fields',
  },
  appliesTo: ['/tools/*'],
  // 13.3 req-entity-tags-unique (with a root catalogue): the declaration's own tags repeat no value.
  needs: ['tools'],
  check: ({ document }) => duplicateTags(document, ['tools']),
});
