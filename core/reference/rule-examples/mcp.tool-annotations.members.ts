// Rule reference of mcp.tool-annotations.members: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.tool-annotations.members',
  area: '9',
  checks:
    'Tool annotations contain only the ToolAnnotations fields (title, readOnlyHint, destructiveHint, idempotentHint, openWorldHint) with the right types.',
  why: 'Clients use these hints to decide whether to ask before calling a tool; an unknown hint is ignored and gives false comfort.',
  valid: [
    {
      title: 'Tool annotations with the ToolAnnotations hints',
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
    annotations:
      readOnlyHint: true
      openWorldHint: false
`,
    },
  ],
  invalid: [
    {
      title: 'A hint ToolAnnotations does not define',
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
    annotations:
      readOnlyHint: true
      fastHint: true
`,
      finding: { path: '/tools/0/annotations/fastHint', line: 16 },
    },
  ],
};

export default reference;
