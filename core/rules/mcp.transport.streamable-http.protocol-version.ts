// Rule mcp.transport.streamable-http.protocol-version (spec 6.2.1).
import { availabilityFindings, type AvailabilityWording } from '../model/availability.ts';
import { defineRule } from './define.ts';

/** How the findings are worded (made once: the check runs on every validation). */
const wording: AvailabilityWording = {
  message: (_use, version) =>
    `The streamable-http transport is defined since MCP 2025-03-26, but this transport applies to MCP ${version} (6.2.1)`,
};

export default defineRule({
  id: 'mcp.transport.streamable-http.protocol-version',
  title: 'Streamable HTTP transport needs MCP 2025-03-26 or later',
  sections: ['6.2.1'],
  anchors: ['req-transport-streamable-http-protocol-versions'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: ['/transports/*'],
  needs: ['transports'],
  check: (context) => availabilityFindings(context, 'mcp.transport.streamable-http.protocol-version', wording),
});
