// Rule reference of mcpdesc.protocol-versions.values: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.protocol-versions.values',
  area: '4',
  checks: 'protocolVersions lists each known MCP protocol version at most once.',
  why: 'Scopes are computed from these values; an unknown or repeated version makes them ill-defined.',
  valid: [
    {
      title: 'Two known protocol versions',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
info:
  name: demo
  version: "1.0.0"
protocolVersions:
  - "2025-06-18"
  - "2025-11-25"
transports:
  - type: stdio
    command: demo-server
`,
    },
  ],
  invalid: [
    {
      title: 'An unknown protocol version',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
info:
  name: demo
  version: "1.0.0"
protocolVersions:
  - "2025-11-25"
  - "2030-01-01"
transports:
  - type: stdio
    command: demo-server
`,
      finding: { path: '/protocolVersions/1', line: 7 },
    },
  ],
};

export default reference;
