// Rule reference of mcp.meta.reserved-key-context: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.meta.reserved-key-context',
  area: '3',
  checks:
    'A _meta key that MCP reserves (such as progressToken) is used only where MCP defines it, with the value MCP defines.',
  why: 'Reserved keys have a protocol meaning; using one elsewhere would trigger behaviour the author did not intend.',
  valid: [
    {
      title: 'progressToken is only reserved from MCP 2026-07-28 on (its own request metadata type)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: meta
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: server
tools:
  - name: t
    inputSchema:
      type: object
    _meta:
      progressToken: x
`,
    },
  ],
  invalid: [
    {
      title: 'related-task metadata without a string taskId (MCP 2025-11-25)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: meta
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: server
tools:
  - name: t
    inputSchema:
      type: object
    examples:
      a:
        input: {}
        result:
          resultType: complete
          content:
            - type: text
              text: ok
          _meta:
            io.modelcontextprotocol/related-task:
              taskId: 1
`,
      finding: {
        path: '/tools/0/examples/a/result/_meta/io.modelcontextprotocol~1related-task',
        line: 24,
        protocolVersion: '2025-11-25',
      },
    },
  ],
};

export default reference;
