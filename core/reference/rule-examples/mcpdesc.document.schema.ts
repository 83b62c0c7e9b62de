// Rule reference of mcpdesc.document.schema: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.document.schema',
  area: '3',
  checks:
    'The document matches the MCP Description 0.9.0 document schema: required root fields, closed objects, non-empty collections, known field types.',
  why: 'The schema is the common ground every mcpdesc tool relies on; a document outside it cannot be processed predictably.',
  valid: [
    {
      title: 'The smallest complete document',
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
      title: 'A document without info',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: demo-server
`,
      finding: { path: '', line: 1 },
    },
  ],
};

export default reference;
