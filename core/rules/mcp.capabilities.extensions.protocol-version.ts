// Rule mcp.capabilities.extensions.protocol-version (spec 8.4).
import { availabilityFindings, type AvailabilityWording } from '../model/availability.ts';
import { defineRule } from './define.ts';

/** How the findings are worded (made once: the check runs on every validation). */
const wording: AvailabilityWording = {
  unexpected: false,
  message: (_use, version) =>
    `MCP ${version} does not define the extensions capability (formal since MCP 2026-07-28); it is preserved as a pre-standard extension negotiation convention (8.4)`,
};

export default defineRule({
  id: 'mcp.capabilities.extensions.protocol-version',
  title: 'Server capability extensions before MCP 2026-07-28 are a pre-standard convention',
  sections: ['8.4'],
  anchors: ['req-capabilities-extensions-pre-standard'],
  severity: 'warning',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: ['/capabilities/*/extensions'],
  // A warning, not an unexpected member: the map must be accepted and preserved for earlier versions.
  needs: ['capabilities'],
  check: (context) => availabilityFindings(context, 'mcp.capabilities.extensions.protocol-version', wording),
});
