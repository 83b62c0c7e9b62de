// Rule reference of mcp.declaration.field.protocol-version: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.declaration.field.protocol-version',
  area: '4',
  checks:
    'A declaration uses a field (title, icons, outputSchema, execution, …) only when every protocol version in its scope has that field (the 4.10 availability table).',
  why: 'A declaration is projected to each version in its scope; a field that version lacks cannot be represented in what its clients see.',
  valid: [
    {
      title: 'Info fields are unscoped (5)',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: fields
  version: 1.0.0
  title: Fields
  description: d
  icons:
    - src: https://example.com/icon.png
  websiteUrl: https://example.com
protocolVersions:
  - "2024-11-05"
`,
    },
  ],
  invalid: [
    {
      title: 'execution outside MCP 2025-11-25',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: fields
  version: 1.0.0
protocolVersions:
  - "2026-07-28"
tools:
  - name: run
    inputSchema:
      type: object
      additionalProperties: false
    execution:
      taskSupport: optional
`,
      finding: { path: '/tools/0/execution', line: 12, protocolVersion: '2026-07-28' },
    },
  ],
};

export default reference;
