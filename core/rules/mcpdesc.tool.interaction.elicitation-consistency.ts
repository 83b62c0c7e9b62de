// Rule mcpdesc.tool.interaction.elicitation-consistency (spec 9.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.tool.interaction.elicitation-consistency',
  title: 'Interaction elicitation steps match their declarations',
  sections: ['9.4'],
  anchors: ['req-interaction-elicitation-declaration', 'req-interaction-elicitation-response'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
});
