// Rule reference of json-schema.tool-schema.valid: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'json-schema.tool-schema.valid',
  area: '9',
  checks:
    'Every inputSchema and outputSchema of a Tool is a valid JSON Schema under the dialect that applies to it (its $schema, or the default dialect of the protocol version), and references only inside itself.',
  why: 'Clients hand these schemas to a JSON Schema validator and to models; a schema that its own dialect rejects, or that points outside the document, cannot be used without fetching or guessing.',
  valid: [
    {
      title: 'before MCP 2025-11-25 no dialect applies: keywords invalid under 2020-12 are not judged here',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: schemas
  version: 1.0.0
protocolVersions:
  - "2024-11-05"
transports:
  - type: stdio
    command: server
tools:
  - name: search
    inputSchema:
      type: object
      properties:
        "n":
          type: number
          exclusiveMinimum: true
`,
    },
  ],
  invalid: [
    {
      title: '"required" that is not an array, under the default dialect',
      format: 'yaml',
      text: `mcpdesc: 0.9.0
info:
  name: schemas
  version: 1.0.0
protocolVersions:
  - "2025-11-25"
  - "2026-07-28"
transports:
  - type: stdio
    command: server
tools:
  - name: search
    inputSchema:
      type: object
      required: query
`,
      finding: { path: '/tools/0/inputSchema/required', line: 15, protocolVersion: '2025-11-25' },
    },
  ],
};

export default reference;
