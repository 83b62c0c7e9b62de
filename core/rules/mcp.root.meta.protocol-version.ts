// Rule mcp.root.meta.protocol-version (spec 3.5, 9.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.root.meta.protocol-version',
  title: '_meta appears only where every applicable protocol version defines it',
  sections: ['3.5', '9.4'],
  anchors: ['req-interaction-protocol-version-valid', 'req-meta-protocol-version-availability'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
