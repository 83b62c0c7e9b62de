// Rule reference of mcpdesc.tag.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.tag.members',
  area: '13',
  checks: 'Tag Objects have a name and only their defined fields.',
  why: 'Tags group primitives for readers; a tag without a name cannot be referenced.',
  valid: [
    {
      title: 'A tag with name and description',
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
tags:
  - name: search
    description: Finding things
`,
    },
  ],
  invalid: [
    {
      title: 'A tag without a name',
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
tags:
  - description: Finding things
`,
      finding: { path: '/tags/0', line: 11 },
    },
  ],
};

export default reference;
