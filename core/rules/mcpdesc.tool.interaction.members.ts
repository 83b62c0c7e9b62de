// Rule mcpdesc.tool.interaction.members (spec 9.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.tool.interaction.members',
  title: 'Tool interaction examples and steps have their defined members',
  sections: ['9.4'],
  anchors: [
    'req-interaction-example-fields',
    'req-interaction-examples-map',
    'req-interaction-step-closed',
    'req-interaction-step-fields',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [
    // The interactionExamples map: names and non-emptiness (req-interaction-examples-map).
    '/$defs/Tool/properties/interactionExamples',
    '/$defs/ToolInteractionExample',
    '/$defs/ToolInteractionStep',
    '/$defs/ToolInteractionElicitationStep',
    '/$defs/ToolInteractionSamplingStep',
    '/$defs/ToolInteractionRootsStep',
    '/$defs/ToolInteractionElicitationRequest',
    '/$defs/ToolInteractionFormElicitationRequest',
    '/$defs/ToolInteractionUrlElicitationRequest',
    '/$defs/ToolInteractionRootsRequest',
  ],
  appliesTo: ['/tools/*/interactionExamples'],
});
