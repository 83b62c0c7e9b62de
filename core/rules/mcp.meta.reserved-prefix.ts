// Rule mcp.meta.reserved-prefix (spec 3.5).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.meta.reserved-prefix',
  title: 'Unrecognized _meta key under an MCP-reserved prefix',
  sections: ['3.5'],
  anchors: ['req-meta-reserved-prefix'],
  severity: 'warning',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: ['/**/_meta'],
  check: (context) => context.meta.reservedPrefix,
});
