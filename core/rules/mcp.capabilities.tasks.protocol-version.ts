// Rule mcp.capabilities.tasks.protocol-version (spec 4.10, 8.4).
import { availabilityFindings, type AvailabilityWording } from '../model/availability.ts';
import { defineRule } from './define.ts';

/** How the findings are worded (made once: the check runs on every validation). */
const wording: AvailabilityWording = {
  // For 2026-07-28 the point is that core tasks are not the Tasks extension (8.4); before, the field is unavailable.
  requirement: (_use, version) =>
    version === '2026-07-28' ? 'req-capabilities-tasks-distinct' : 'req-field-protocol-version-availability',
  message: (_use, version) =>
    version === '2026-07-28'
      ? 'The core tasks capability exists only in MCP 2025-11-25 and is not the Tasks extension of MCP 2026-07-28, to which this Capabilities Object applies (8.4)'
      : `The core tasks capability exists only in MCP 2025-11-25, but this Capabilities Object applies to MCP ${version} (8.2)`,
};

export default defineRule({
  id: 'mcp.capabilities.tasks.protocol-version',
  title: 'The core tasks capability exists only in MCP 2025-11-25',
  sections: ['4.10', '8.4'],
  anchors: ['req-capabilities-tasks-distinct', 'req-field-protocol-version-availability'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: ['/capabilities/*/tasks'],
  needs: ['capabilities'],
  check: (context) => availabilityFindings(context, 'mcp.capabilities.tasks.protocol-version', wording),
});
