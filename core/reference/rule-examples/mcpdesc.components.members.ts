// Rule reference of mcpdesc.components.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.components.members',
  area: '17',
  checks: 'The components object and Reference Objects contain only their defined members and maps.',
  why: 'Components are reused by reference; unknown sections or members would be silently ignored by every tool.',
  valid: [
    {
      title: 'A reusable input schema referenced by a tool',
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
components:
  schemas:
    Query:
      type: object
tools:
  - name: search
    inputSchema:
      $componentRef: "#/components/schemas/Query"
`,
    },
  ],
  invalid: [
    {
      title: 'A components member the spec does not define',
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
components:
  widgets:
    Query:
      type: object
`,
      finding: { path: '/components/widgets', line: 11 },
    },
  ],
};

export default reference;
