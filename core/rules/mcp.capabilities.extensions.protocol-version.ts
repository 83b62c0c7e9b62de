// Rule mcp.capabilities.extensions.protocol-version (spec 8.4).
import { defineRule } from './define.ts';
import { availabilityFindings } from '../availability.ts';

export default defineRule({
  id: 'mcp.capabilities.extensions.protocol-version',
  title: 'Server capability extensions before MCP 2026-07-28 are a pre-standard convention',
  sections: ['8.4'],
  anchors: ['req-capabilities-extensions-pre-standard'],
  severity: 'warning',
  protocolVersionDependent: true,
  schemaPointers: [],
  check: (context) =>
    availabilityFindings(
      context,
      'mcp.capabilities.extensions.protocol-version',
      (_use, version) =>
        `MCP ${version} does not define the extensions capability (formal since MCP 2026-07-28); it is preserved as a pre-standard extension negotiation convention (8.4)`,
    ),
});
