// Rule mcp.result.additional-properties.preserve (spec 3.6).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.result.additional-properties.preserve',
  title: 'Result field not defined by the protocol version',
  sections: ['3.6'],
  anchors: ['req-carried-open-preserve'],
  severity: 'warning',
  protocolVersionDependent: true,
  schemaPointers: [],
});
