// Rule mcp.transport.legacy-sse.deprecated (spec 6.2.3).
import { applicableVersions } from '../model/availability.ts';
import { appendPointer } from '../lib/pointer.ts';
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.transport.legacy-sse.deprecated',
  title: 'Legacy SSE transport used with MCP 2025-03-26 or later',
  sections: ['6.2.3'],
  anchors: ['req-transport-legacy-sse-warning'],
  severity: 'warning',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: ['/transports/*'],
  needs: ['transports'],
  check: ({ document, scopes }) => {
    const transports = (document as { transports?: unknown } | null)?.transports;
    if (!Array.isArray(transports)) return [];
    return transports.flatMap((entry: unknown, index) => {
      if (typeof entry !== 'object' || entry === null || (entry as { type?: unknown }).type !== 'sse') return [];
      const path = appendPointer('/transports', index);
      // MCP 2024-11-05 is the only version whose remote transport is SSE; every later one has Streamable HTTP.
      return applicableVersions(scopes, path)
        .filter((version) => version !== '2024-11-05')
        .map((version) => ({
          path: appendPointer(path, 'type'),
          requirement: 'req-transport-legacy-sse-warning',
          message: `The legacy sse transport is superseded by streamable-http in MCP ${version}, to which this transport applies (6.2.3)`,
          protocolVersion: version,
        }));
    });
  },
});
