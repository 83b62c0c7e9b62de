// Rule reference of mcpdesc.components.references: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.components.references',
  area: '17',
  checks:
    'Every $componentRef is a local JSON Pointer into components that resolves, without cycles, to a component valid where it is used.',
  why: 'References are replaced by their targets before validation and projection; a broken or cyclic one leaves no value to check.',
  valid: [
    {
      title: 'an unreferenced component is fine on its own',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: components
  version: 1.0.0
protocolVersions:
  - "2026-07-28"
transports:
  - type: stdio
    command: server
components:
  schemas:
    Unused:
      type: object
`,
    },
  ],
  invalid: [
    {
      title: 'a self-reference is a cycle (17.4, 17.7)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: components
  version: 1.0.0
protocolVersions:
  - "2026-07-28"
transports:
  - type: stdio
    command: server
components:
  schemas:
    Loop:
      $componentRef: "#/components/schemas/Loop"
tools:
  - name: search
    inputSchema:
      $componentRef: "#/components/schemas/Loop"
`,
      finding: { path: '/components/schemas/Loop/$componentRef', line: 13 },
    },
  ],
};

export default reference;
