// Rule mcp.elicitation.form-schema.members (spec 12.3).
import { defineRule } from './define.ts';
import { ofDeclarations, interactionStepParts } from './concerns.ts';

export default defineRule({
  id: 'mcp.elicitation.form-schema.members',
  title: 'Elicitation requestedSchema is an object of allowed property schemas',
  sections: ['12.3'],
  anchors: ['req-elicitation-form-shape'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: ['/$defs/ElicitationRequestedSchema'],
  schemaRequirements: {
    '/$defs/ElicitationRequestedSchema': 'req-elicitation-form-shape',
  },
  appliesTo: [...ofDeclarations('elicitations/*/requestedSchema'), ...interactionStepParts],
});
