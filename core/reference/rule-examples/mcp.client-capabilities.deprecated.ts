// Rule reference of mcp.client-capabilities.deprecated: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.client-capabilities.deprecated',
  area: '8',
  checks: 'Warns when a primitive requires a client capability that its protocol version deprecates.',
  why: 'Requiring a deprecated capability excludes up-to-date clients that no longer offer it.',
  valid: [
    {
      title: 'elicitation in MCP 2026-07-28',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: requirements
  version: 1.0.0
transports:
  - type: stdio
    command: server
protocolVersions:
  - "2026-07-28"
prompts:
  - name: p
    clientRequirements:
      elicitation:
        form: {}
        url: {}
`,
    },
  ],
  invalid: [
    {
      title: 'a bare sampling requirement, in the 2026-07-28 part of a wider scope only',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: requirements
  version: 1.0.0
transports:
  - type: stdio
    command: server
protocolVersions:
  - "2025-11-25"
  - "2026-07-28"
tools:
  - name: t
    inputSchema:
      type: object
      additionalProperties: false
    clientRequirements:
      sampling: {}
`,
      finding: { path: '/tools/0/clientRequirements/sampling', line: 17, protocolVersion: '2026-07-28' },
    },
  ],
};

export default reference;
