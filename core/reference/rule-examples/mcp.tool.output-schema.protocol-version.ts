// Rule reference of mcp.tool.output-schema.protocol-version: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.tool.output-schema.protocol-version',
  area: '4',
  checks: 'outputSchema is declared only on tools whose protocol versions all support it (MCP 2025-06-18 and later).',
  why: 'Older clients have no structured tool output, so the field cannot appear in what they see.',
  valid: [
    {
      title: 'outputSchema from MCP 2025-06-18 on',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: output
  version: 1.0.0
protocolVersions:
  - "2025-06-18"
  - "2025-11-25"
  - "2026-07-28"
tools:
  - name: run
    inputSchema:
      type: object
    outputSchema:
      type: object
      properties:
        ok:
          type: boolean
`,
    },
  ],
  invalid: [
    {
      title: 'a referenced outputSchema is a use of the field too',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: output
  version: 1.0.0
protocolVersions:
  - "2025-03-26"
tools:
  - name: run
    inputSchema:
      type: object
    outputSchema:
      $componentRef: "#/components/schemas/Out"
components:
  schemas:
    Out:
      type: object
      properties:
        ok:
          type: boolean
`,
      finding: { path: '/tools/0/outputSchema', line: 12, protocolVersion: '2025-03-26' },
    },
  ],
};

export default reference;
