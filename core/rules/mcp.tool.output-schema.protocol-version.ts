// Rule mcp.tool.output-schema.protocol-version (spec 4.10).
import { availabilityFindings } from '../model/availability.ts';
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.tool.output-schema.protocol-version',
  title: 'Tool outputSchema needs MCP 2025-06-18 or later',
  sections: ['4.10'],
  anchors: ['req-field-protocol-version-availability'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: ['/tools/*/outputSchema'],
  needs: ['tools'],
  check: (context) => availabilityFindings(context, 'mcp.tool.output-schema.protocol-version'),
});
