// Rule reference of mcpdesc.transports.coverage: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.transports.coverage',
  area: '6',
  checks: 'The transports together cover exactly the root protocolVersions.',
  why: 'For every version the server supports there must be a way to connect, and no transport for a version it does not.',
  valid: [
    {
      title: 'no transports: coverage does not apply and nothing is inferred',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: coverage
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
  - "2026-07-28"
`,
    },
  ],
  invalid: [
    {
      title: 'a root protocol version without a transport',
      format: 'yaml',
      text: `mcpdesc: "0.9.0"
info:
  name: coverage
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
  - "2026-07-28"
transports:
  - type: stdio
    command: server
    protocolVersions: ["2025-11-25"]
`,
      finding: { path: '/transports', line: 9, protocolVersion: '2026-07-28' },
    },
  ],
};

export default reference;
