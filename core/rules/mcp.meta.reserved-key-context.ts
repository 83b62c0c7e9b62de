// Rule mcp.meta.reserved-key-context (spec 3.5).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.meta.reserved-key-context',
  title: 'Reserved _meta keys are used as MCP defines them',
  sections: ['3.5'],
  anchors: ['req-meta-keys'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: ['/**/_meta'],
  check: (context) => context.meta.reservedKeyContext,
});
