// Rule mcp.resource.size (spec 10.1.1, 3.6).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.resource.size',
  title: 'Resource size is an integer',
  sections: ['10.1.1', '3.6'],
  anchors: ['req-mcp-integer-numbers', 'req-resource-size-integer'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: ['/$defs/Resource/properties/size'],
});
