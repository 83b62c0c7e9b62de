// Rule mcp.resource-template.uri-template (spec 10.2.1).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.resource-template.uri-template',
  title: 'Resource template uriTemplate is a valid RFC 6570 template',
  sections: ['10.2.1'],
  anchors: ['req-resource-template-uri-template'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: ['/$defs/ResourceTemplate/properties/uriTemplate'],
});
