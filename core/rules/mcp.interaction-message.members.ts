// Rule mcp.interaction-message.members (spec 3.6, 9.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.interaction-message.members',
  title: 'Interaction step requests and responses use MCP-defined fields',
  sections: ['3.6', '9.4'],
  anchors: ['req-carried-defined-fields', 'req-interaction-protocol-version-valid'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [
    '/$defs/ToolInteractionElicitationResponse',
    '/$defs/ToolInteractionSamplingRequest',
    '/$defs/ToolInteractionSamplingResponse',
    '/$defs/ToolInteractionRootsResponse',
  ],
});
