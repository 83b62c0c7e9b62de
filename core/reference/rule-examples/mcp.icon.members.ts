// Rule reference of mcp.icon.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.icon.members',
  area: '3',
  checks: 'Icon objects have a src URI and only the Icon fields (mimeType, sizes, theme).',
  why: 'Clients display icons from these fields only; unknown members are meaningless and a malformed src cannot be loaded.',
  valid: [
    {
      title: 'An icon with an https src and sizes',
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
tools:
  - name: search
    inputSchema:
      type: object
    icons:
      - src: https://example.com/search.png
        mimeType: image/png
        sizes:
          - 48x48
`,
    },
  ],
  invalid: [
    {
      title: 'An icon member the Icon object does not define',
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
tools:
  - name: search
    inputSchema:
      type: object
    icons:
      - src: https://example.com/search.png
        alt: magnifier
`,
      finding: { path: '/tools/0/icons/0/alt', line: 16 },
    },
  ],
};

export default reference;
