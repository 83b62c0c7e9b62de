// Rule reference of mcp.tool.input-schema.x-mcp-header: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.tool.input-schema.x-mcp-header',
  area: '9',
  checks:
    'x-mcp-header annotations in a tool inputSchema are valid header names, placed on top-level primitive properties, and unique.',
  why: 'Each annotated argument is copied into an HTTP header; an invalid or duplicate name makes that request impossible to build.',
  valid: [
    {
      title: 'a property named x-mcp-header is not the annotation',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: headers
  version: 1.0.0
protocolVersions:
  - "2026-07-28"
transports:
  - type: stdio
    command: server
tools:
  - name: route
    inputSchema:
      type: object
      properties:
        x-mcp-header:
          type: number
`,
    },
  ],
  invalid: [
    {
      title: 'on the schema root',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: headers
  version: 1.0.0
protocolVersions:
  - "2026-07-28"
transports:
  - type: stdio
    command: server
tools:
  - name: route
    inputSchema:
      type: object
      x-mcp-header: Root
`,
      finding: { path: '/tools/0/inputSchema/x-mcp-header', line: 14 },
    },
  ],
};

export default reference;
