// Rule mcp.capabilities.logging.deprecated (spec 8.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.capabilities.logging.deprecated',
  title: 'The logging capability is deprecated in MCP 2026-07-28',
  sections: ['8.4'],
  anchors: ['req-capabilities-logging-deprecated'],
  severity: 'warning',
  protocolVersionDependent: true,
  schemaPointers: [],
});
