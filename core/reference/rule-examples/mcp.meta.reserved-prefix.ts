// Rule reference of mcp.meta.reserved-prefix: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.meta.reserved-prefix',
  area: '3',
  checks:
    'Warns about _meta keys under an MCP-reserved prefix (modelcontextprotocol.io, mcp.dev, …) that MCP does not define.',
  why: 'Those prefixes belong to the protocol; a private key there can clash with a future MCP key.',
  valid: [
    {
      title:
        'io.modelcontextprotocol/ is not reserved under the MCP 2025-06-18 rule (its last label is modelcontextprotocol)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: meta
  version: 1.0.0
transports:
  - type: stdio
    command: server
protocolVersions:
  - "2025-06-18"
prompts:
  - name: p
    _meta:
      io.modelcontextprotocol/anything: 1
`,
    },
  ],
  invalid: [
    {
      title: 'an unrecognized key under io.modelcontextprotocol/ is preserved with a warning (3.5)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: meta
  version: 1.0.0
transports:
  - type: stdio
    command: server
protocolVersions:
  - "2026-07-28"
prompts:
  - name: future-metadata
    _meta:
      io.modelcontextprotocol/future-key:
        preserved: true
`,
      finding: {
        path: '/prompts/0/_meta/io.modelcontextprotocol~1future-key',
        line: 13,
        protocolVersion: '2026-07-28',
      },
    },
  ],
};

export default reference;
