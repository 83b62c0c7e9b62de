// Rule reference of mcp.meta.key-format: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.meta.key-format',
  area: '3',
  checks:
    '_meta keys follow MCP\'s key format: an optional reverse-DNS prefix ending in "/", then a name of letters, digits, "-", "_" and ".".',
  why: 'MCP gives _meta keys a fixed grammar so that clients can tell who defined a key.',
  valid: [
    {
      title: 'legacy protocol versions define no key format: not checked (16.2)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: meta
  version: 1.0.0
transports:
  - type: stdio
    command: server
protocolVersions:
  - "2025-03-26"
prompts:
  - name: p
`,
    },
  ],
  invalid: [
    {
      title: 'a key with a space on a Tool declaration (3.5)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: meta
  version: 1.0.0
transports:
  - type: stdio
    command: server
protocolVersions:
  - "2025-11-25"
tools:
  - name: status
    inputSchema:
      type: object
      additionalProperties: false
    _meta:
      bad key: true
`,
      finding: { path: '/tools/0/_meta/bad key', line: 16, protocolVersion: '2025-11-25' },
    },
  ],
};

export default reference;
