// Rule mcpdesc.tool.interaction.client-requirements-consistency (spec 9.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.tool.interaction.client-requirements-consistency',
  title: 'Interaction example contradicts the Tool\'s clientRequirements',
  sections: ['9.4'],
  anchors: ['req-interaction-client-requirements-warning'],
  severity: 'warning',
  protocolVersionDependent: false,
  schemaPointers: [],
});
