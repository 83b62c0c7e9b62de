// Rule mcpdesc.completion-example.target (spec 10.4.6, 11.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.completion-example.target',
  title: 'Completion examples target declared arguments or template variables',
  sections: ['10.4.6', '11.4'],
  anchors: ['req-prompt-completion-target', 'req-template-completion-target'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
});
