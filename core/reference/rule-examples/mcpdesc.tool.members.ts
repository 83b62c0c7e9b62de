// Rule reference of mcpdesc.tool.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.tool.members',
  area: '9',
  checks: 'Tools contain only their defined fields, including a required inputSchema and non-empty elicitations.',
  why: 'tools/list returns these fields; a tool without inputSchema cannot be called.',
  valid: [
    {
      title: 'A tool with title and description',
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
    title: Search
    description: Find documents
    inputSchema:
      type: object
`,
    },
  ],
  invalid: [
    {
      title: 'A tool without inputSchema',
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
    description: Find documents
`,
      finding: { path: '/tools/0', line: 11 },
    },
  ],
};

export default reference;
