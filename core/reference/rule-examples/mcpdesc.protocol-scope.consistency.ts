// Rule reference of mcpdesc.protocol-scope.consistency: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.protocol-scope.consistency',
  area: '4',
  checks:
    "Every protocolVersions scope is a non-empty subset of its parent's, and declarations with one name (or capabilities) have disjoint scopes.",
  why: 'For each protocol version exactly one variant of each declaration must apply, or the projected view is ambiguous.',
  valid: [
    {
      title: 'one Capabilities Object for every version',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: scopes
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
  - "2026-07-28"
capabilities:
  - tools: {}
`,
    },
  ],
  invalid: [
    {
      title: 'two Capabilities Objects for one protocol version (8.6)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: scopes
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
  - "2026-07-28"
capabilities:
  - protocolVersions:
      - "2025-11-25"
    tools: {}
  - resources: {}
`,
      finding: { path: '/capabilities/1', line: 12 },
    },
  ],
};

export default reference;
