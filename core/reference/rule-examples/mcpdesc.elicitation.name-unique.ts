// Rule reference of mcpdesc.elicitation.name-unique: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.elicitation.name-unique',
  area: '12',
  checks: 'Elicitation names are unique within one Tool, Resource or Prompt.',
  why: 'Interaction steps refer to elicitations by name; a duplicate makes the reference ambiguous.',
  valid: [
    {
      title: 'names differing only in case are distinct (12.2)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: elicitations
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: server
resources:
  - uri: file:///r
    name: r
    elicitations:
      - name: Login
        mode: url
        message: Sign in to continue.
      - name: login
        mode: url
        message: Sign in to continue.
`,
    },
  ],
  invalid: [
    {
      title: 'protocol scopes do not make a repeated name unique',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: elicitations
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
  - "2026-07-28"
transports:
  - type: stdio
    command: server
resources:
  - uri: file:///r
    name: r
    elicitations:
      - name: login
        mode: url
        message: Sign in to continue.
        protocolVersions:
          - "2025-11-25"
      - name: login
        mode: url
        message: Sign in to continue.
        protocolVersions:
          - "2026-07-28"
`,
      finding: { path: '/resources/0/elicitations/1/name', line: 20 },
    },
  ],
};

export default reference;
