// Rule mcp.capabilities.extensions.protocol-version (spec 8.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.capabilities.extensions.protocol-version',
  title: 'Server capability extensions before MCP 2026-07-28 are a pre-standard convention',
  sections: ['8.4'],
  anchors: ['req-capabilities-extensions-pre-standard'],
  severity: 'warning',
  protocolVersionDependent: true,
  schemaPointers: [],
});
