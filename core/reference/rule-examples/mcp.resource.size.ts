// Rule reference of mcp.resource.size: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.resource.size',
  area: '3',
  checks: 'A Resource size is an integer number of bytes.',
  why: 'MCP numbers that count things are integers; a fractional size is not a size.',
  valid: [
    {
      title: 'An integer size in bytes',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
info:
  name: demo
  version: "1.0.0"
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: demo-server
resources:
  - uri: file:///docs/readme.md
    name: readme
    size: 2048
`,
    },
  ],
  invalid: [
    {
      title: 'A fractional size',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
info:
  name: demo
  version: "1.0.0"
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: demo-server
resources:
  - uri: file:///docs/readme.md
    name: readme
    size: 20.5
`,
      finding: { path: '/resources/0/size', line: 13 },
    },
  ],
};

export default reference;
