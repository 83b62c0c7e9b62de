// Rule mcp.root.uri.file-scheme (spec 9.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.root.uri.file-scheme',
  title: 'Roots use file:// URIs',
  sections: ['9.4'],
  anchors: ['req-interaction-protocol-version-valid', 'req-interaction-response-closed'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: ['/$defs/ToolInteractionElicitationResponseMembers'],
});
