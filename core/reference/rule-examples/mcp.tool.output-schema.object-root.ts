// Rule reference of mcp.tool.output-schema.object-root: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.tool.output-schema.object-root',
  area: '9',
  checks: 'Before MCP 2026-07-28 a Tool outputSchema describes an object.',
  why: 'Earlier versions return structuredContent as an object, so the schema describing it must be an object schema.',
  valid: [
    {
      title: 'MCP 2025-11-25: a type array containing "object"',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: outputs
  version: 1.0.0
transports:
  - type: stdio
    command: server
protocolVersions:
  - "2025-11-25"
tools:
  - name: list_items
    inputSchema:
      type: object
    outputSchema:
      type:
        - object
        - "null"
`,
    },
  ],
  invalid: [
    {
      title: 'MCP 2025-06-18 requires exactly "object", not a type array',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: outputs
  version: 1.0.0
transports:
  - type: stdio
    command: server
protocolVersions:
  - "2025-06-18"
tools:
  - name: list_items
    inputSchema:
      type: object
    outputSchema:
      type:
        - object
        - "null"
`,
      finding: { path: '/tools/0/outputSchema/type', line: 16, protocolVersion: '2025-06-18' },
    },
  ],
};

export default reference;
