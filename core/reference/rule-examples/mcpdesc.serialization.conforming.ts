// Rule reference of mcpdesc.serialization.conforming: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.serialization.conforming',
  area: '3',
  checks:
    'The text is conforming JSON or restricted YAML: one document, no duplicate keys, anchors, aliases, merge keys or tags.',
  why: 'Every mcpdesc tool must read the same data from the same text; these YAML features and duplicates make that uncertain.',
  valid: [
    {
      title: 'Plain restricted YAML',
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
`,
    },
  ],
  invalid: [
    {
      title: 'A duplicate key',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
info:
  name: demo
  name: other
  version: "1.0.0"
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: demo-server
`,
      finding: { path: '/info/name', line: 4 },
    },
  ],
};

export default reference;
