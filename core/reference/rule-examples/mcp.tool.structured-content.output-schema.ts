// Rule reference of mcp.tool.structured-content.output-schema: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.tool.structured-content.output-schema',
  area: '9',
  checks: "structuredContent in a tool example conforms to the Tool's outputSchema.",
  why: 'Clients validate structured output against outputSchema; an example that fails it shows an invalid result.',
  valid: [
    {
      title: 'without outputSchema, structuredContent is not compared with anything',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: structured
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: server
tools:
  - name: query
    inputSchema:
      type: object
    examples:
      free:
        input: {}
        result:
          content:
            - type: text
              text: 2 rows
          structuredContent:
            anything:
              - 1
`,
    },
  ],
  invalid: [
    {
      title: 'a successful result without structuredContent although the Tool declares outputSchema',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: structured
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
transports:
  - type: stdio
    command: server
tools:
  - name: query
    inputSchema:
      type: object
    outputSchema:
      type: object
      properties:
        total:
          type: integer
        rows:
          type: array
          items:
            type: string
      required:
        - total
    examples:
      missing:
        input: {}
        result:
          content:
            - type: text
              text: 2 rows
`,
      finding: { path: '/tools/0/examples/missing/result', line: 29, protocolVersion: '2025-11-25' },
    },
  ],
};

export default reference;
