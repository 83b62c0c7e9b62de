// Rule reference of mcp.server-capabilities.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.server-capabilities.members',
  area: '8',
  checks:
    'A Capabilities Object declares only the capabilities MCP defines (plus extensions where allowed), each with its defined members.',
  why: 'Capabilities are announced to clients during initialization; an undefined one has no agreed meaning.',
  valid: [
    {
      title: 'Capabilities for tools and logging',
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
capabilities:
  - tools:
      listChanged: true
    logging: {}
`,
    },
  ],
  invalid: [
    {
      title: 'A capability MCP does not define',
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
capabilities:
  - tools:
      listChanged: true
    teleport: {}
`,
      finding: { path: '/capabilities/0/teleport', line: 13 },
    },
  ],
};

export default reference;
