// Rule reference of mcp.client-capabilities.protocol-shape: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.client-capabilities.protocol-shape',
  area: '8',
  checks:
    'Each clientRequirements entry has the shape that ClientCapabilities has in every protocol version the primitive applies to.',
  why: 'ClientCapabilities changed between MCP versions; a requirement must be meaningful for each version the primitive is offered in.',
  valid: [
    {
      title: 'MCP 2026-07-28: elicitation modes, formal extensions with settings, empty roots',
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
      roots: {}
      elicitation:
        form: {}
        url: {}
      extensions:
        io.example/feature:
          level: 2
          modes:
            - a
`,
    },
  ],
  invalid: [
    {
      title: 'formal extensions before MCP 2026-07-28 (no pre-standard preservation for requirements)',
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
prompts:
  - name: p
    clientRequirements:
      extensions:
        io.example/feature: {}
`,
      finding: { path: '/prompts/0/clientRequirements/extensions', line: 14, protocolVersion: '2025-11-25' },
    },
  ],
};

export default reference;
