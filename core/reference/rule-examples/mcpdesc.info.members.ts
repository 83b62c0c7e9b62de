// Rule reference of mcpdesc.info.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.info.members',
  area: '5',
  checks:
    'info, contact and license contain only their defined fields, with a non-empty name and version, and no protocol scoping.',
  why: 'info identifies the server to every client, whatever the protocol version.',
  valid: [
    {
      title: 'Info with contact and license',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
info:
  name: demo
  version: "1.0.0"
  contact:
    email: team@example.com
  license:
    name: MIT
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: demo-server
`,
    },
  ],
  invalid: [
    {
      title: 'An empty info name',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
info:
  name: ""
  version: "1.0.0"
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: demo-server
`,
      finding: { path: '/info/name', line: 3 },
    },
  ],
};

export default reference;
