// Rule reference of mcpdesc.legacy-protocol.validation-scope: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.legacy-protocol.validation-scope',
  area: '12',
  checks: 'Notes that validation of a legacy protocol version (2024-11-05, 2025-03-26) is incomplete.',
  why: 'The spec validates legacy versions only partly, so a clean result cannot be claimed for them.',
  valid: [
    {
      title: 'only fully validated protocol versions',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: legacy
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
  - "2025-11-25"
  - "2026-07-28"
`,
    },
  ],
  invalid: [
    {
      title: 'elicitation declarations in a legacy scope get the same, single diagnostic (12.5)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: legacy
  version: 1.0.0
protocolVersions:
  - "2025-03-26"
tools:
  - name: run
    inputSchema:
      type: object
    elicitations:
      - name: confirm
        mode: form
        message: Confirm?
        requestedSchema:
          type: object
          properties: {}
`,
      finding: { path: '/protocolVersions/0', line: 6, protocolVersion: '2025-03-26' },
    },
  ],
};

export default reference;
