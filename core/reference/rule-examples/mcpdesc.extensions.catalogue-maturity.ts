// Rule reference of mcpdesc.extensions.catalogue-maturity: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.extensions.catalogue-maturity',
  area: '8',
  checks:
    'Warns about extension identifiers under a reserved prefix that the extension catalogue does not know, or that are experimental.',
  why: 'Clients only recognize catalogued extensions; unknown or experimental ones may never be supported.',
  valid: [
    {
      title: 'a prefix whose last label is mcp is not reserved',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: extensions
  version: 1.0.0
protocolVersions:
  - "2026-07-28"
transports:
  - type: stdio
    command: server
capabilities:
  - extensions:
      com.example.mcp/x: {}
`,
    },
  ],
  invalid: [
    {
      title: 'an unrecognized identifier under io.modelcontextprotocol/ in server capabilities (8.4)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: extensions
  version: 1.0.0
protocolVersions:
  - "2026-07-28"
transports:
  - type: stdio
    command: server
capabilities:
  - extensions:
      io.modelcontextprotocol/future-capability:
        enabled: true
`,
      finding: { path: '/capabilities/0/extensions/io.modelcontextprotocol~1future-capability', line: 12 },
    },
  ],
};

export default reference;
