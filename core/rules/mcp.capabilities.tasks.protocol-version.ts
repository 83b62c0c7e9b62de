// Rule mcp.capabilities.tasks.protocol-version (spec 4.10, 8.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.capabilities.tasks.protocol-version',
  title: 'The core tasks capability exists only in MCP 2025-11-25',
  sections: ['4.10', '8.4'],
  anchors: ['req-capabilities-tasks-distinct', 'req-field-protocol-version-availability'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
});
