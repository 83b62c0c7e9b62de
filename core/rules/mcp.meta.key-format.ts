// Rule mcp.meta.key-format (spec 3.5).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.meta.key-format',
  title: '_meta keys follow the MCP key format',
  sections: ['3.5'],
  anchors: ['req-meta-keys'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: ['/**/_meta'],
  check: (context) => context.meta.keyFormat,
});
