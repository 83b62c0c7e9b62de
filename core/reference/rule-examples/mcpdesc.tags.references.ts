// Rule reference of mcpdesc.tags.references: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.tags.references',
  area: '13',
  checks:
    'Tag names in the root catalogue are unique, and every tag a Tool, Resource, Template or Prompt lists is declared there, once per primitive.',
  why: 'The catalogue is the single list of tags; undeclared or repeated references would make grouping inconsistent.',
  valid: [
    {
      title: 'tag names are case-sensitive: "Analysis" and "analysis" are distinct (13.2)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: tags
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
tags:
  - name: analysis
  - name: Analysis
prompts:
  - name: p
    tags:
      - analysis
      - Analysis
`,
    },
  ],
  invalid: [
    {
      title: 'duplicate names in the root catalogue (13.2)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: tags
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
transports:
  - type: stdio
    command: server
tags:
  - name: analysis
  - name: rating
  - name: analysis
    description: again
`,
      finding: { path: '/tags/2/name', line: 13 },
    },
  ],
};

export default reference;
