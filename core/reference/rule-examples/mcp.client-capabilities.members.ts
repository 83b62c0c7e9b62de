// Rule reference of mcp.client-capabilities.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.client-capabilities.members',
  area: '8',
  checks: 'clientRequirements names only client capabilities, each given as an object.',
  why: 'The requirements are compared with what a client declares at initialization; names MCP does not define can never be satisfied.',
  valid: [
    {
      title: 'A tool that requires the client sampling capability',
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
tools:
  - name: search
    inputSchema:
      type: object
    clientRequirements:
      sampling: {}
`,
    },
  ],
  invalid: [
    {
      title: 'A client capability that MCP does not define',
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
tools:
  - name: search
    inputSchema:
      type: object
    clientRequirements:
      telepathy: {}
`,
      finding: { path: '/tools/0/clientRequirements/telepathy', line: 15 },
    },
  ],
};

export default reference;
