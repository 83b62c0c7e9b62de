// Rule reference of mcp.tool.input-schema.object-root: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.tool.input-schema.object-root',
  area: '9',
  checks: 'A Tool inputSchema describes an object (type: object at its root).',
  why: 'Tool arguments are always a JSON object in tools/call, so the schema must describe one.',
  valid: [
    {
      title: 'inputSchema of type object',
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
`,
    },
  ],
  invalid: [
    {
      title: 'inputSchema of type string',
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
      type: string
`,
      finding: { path: '/tools/0/inputSchema/type', line: 13 },
    },
  ],
};

export default reference;
