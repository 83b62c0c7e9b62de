// Rule reference of mcpdesc.resource.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.resource.members',
  area: '10',
  checks: 'Resources and Resource Templates contain only their defined fields, with valid tags.',
  why: 'resources/list and resources/templates/list return these fields; unknown ones have no meaning to clients.',
  valid: [
    {
      title: 'A resource with a mimeType',
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
    mimeType: text/markdown
`,
    },
  ],
  invalid: [
    {
      title: 'A resource member that is not defined',
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
    format: markdown
`,
      finding: { path: '/resources/0/format', line: 13 },
    },
  ],
};

export default reference;
