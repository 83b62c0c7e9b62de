// Rule mcpdesc.prompt.example.arguments (spec 11.3).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.prompt.example.arguments',
  title: 'Prompt example arguments match the declared arguments',
  sections: ['11.3'],
  anchors: ['req-prompt-example-arguments'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
});
