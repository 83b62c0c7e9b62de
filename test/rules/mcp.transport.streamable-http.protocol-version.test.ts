// 6.2.1 req-transport-streamable-http-protocol-versions: Streamable HTTP is defined for MCP 2025-03-26 and later.
import { testRule } from './rule-tester.ts';

const doc = (protocolVersions: string[], transports: unknown[]) => ({
  mcpdesc: '0.9.0',
  info: { name: 'http', version: '1.0.0' },
  protocolVersions,
  transports,
});
const http = (protocolVersions?: string[]) => ({
  type: 'streamable-http',
  url: 'https://example.com/mcp',
  ...(protocolVersions ? { protocolVersions } : {}),
});

testRule('mcp.transport.streamable-http.protocol-version', {
  valid: [
    {
      name: 'streamable-http from MCP 2025-03-26 on',
      document: doc(['2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'], [http()]),
    },
    {
      name: 'SSE for MCP 2024-11-05 and streamable-http for later versions',
      document: doc(
        ['2024-11-05', '2025-11-25'],
        [{ type: 'sse', url: 'https://example.com/sse', protocolVersions: ['2024-11-05'] }, http(['2025-11-25'])],
      ),
    },
  ],
  invalid: [
    {
      name: 'streamable-http applied to MCP 2024-11-05',
      text: `mcpdesc: "0.9.0"
info: { name: http, version: 1.0.0 }
protocolVersions: ["2024-11-05", "2025-03-26"]
transports:
  - type: streamable-http
    url: https://example.com/mcp
`,
      findings: [
        {
          path: '/transports/0/type',
          requirement: 'req-transport-streamable-http-protocol-versions',
          line: 5,
          column: 11,
          protocolVersion: '2024-11-05',
          message:
            'The streamable-http transport is defined since MCP 2025-03-26, but this transport applies to MCP 2024-11-05 (6.2.1)',
        },
      ],
    },
  ],
});
