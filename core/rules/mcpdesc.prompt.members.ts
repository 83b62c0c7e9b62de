// Rule mcpdesc.prompt.members (spec 11.1, 11.2, 13.3).
import { duplicateTags } from '../model/tags.ts';
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.prompt.members',
  title: 'Prompts and Prompt Arguments have only their defined fields',
  sections: ['11.1', '11.2', '13.3'],
  anchors: ['req-entity-tags-shape', 'req-entity-tags-unique', 'req-prompt-argument-fields', 'req-prompt-fields'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: ['/$defs/Prompt', '/$defs/PromptArgument'],
  schemaRequirements: {
    '/$defs/Prompt': 'req-prompt-fields',
    '/$defs/Prompt/properties/tags': 'req-entity-tags-shape',
    '/$defs/PromptArgument': 'req-prompt-argument-fields',
  },
  appliesTo: ['/prompts/*'],
  // 13.3 req-entity-tags-unique (with a root catalogue): the declaration's own tags repeat no value.
  needs: ['prompts'],
  check: ({ document }) => duplicateTags(document, ['prompts']),
});
