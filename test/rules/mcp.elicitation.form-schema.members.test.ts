// 12.3 req-elicitation-form-shape: a form requestedSchema describes an object — "type": "object" and a "properties"
// map, as every MCP version's ElicitRequest defines it — also when it is reached through $componentRef (17.3).
import { testRule } from './rule-tester.ts';

const doc = (requestedSchema: unknown, extra: Record<string, unknown> = {}) => ({
  mcpdesc: '0.9.0',
  info: { name: 'forms', version: '1.0.0' },
  protocolVersions: ['2025-06-18', '2026-07-28'],
  tools: [
    {
      name: 'ask',
      inputSchema: { type: 'object' },
      elicitations: [{ name: 'more', mode: 'form', message: 'Tell us more.', requestedSchema }],
    },
  ],
  ...extra,
});

testRule('mcp.elicitation.form-schema.members', {
  valid: [
    {
      name: 'an object with properties and required names',
      document: doc({ type: 'object', properties: { name: { type: 'string' } }, required: ['name'] }),
    },
    { name: 'an object without fields', document: doc({ type: 'object', properties: {} }) },
    {
      name: 'a referenced object schema',
      document: doc(
        { $componentRef: '#/components/schemas/F' },
        { components: { schemas: { F: { type: 'object', properties: {} } } } },
      ),
    },
  ],
  invalid: [
    {
      name: 'a string schema',
      text: `mcpdesc: "0.9.0"
info: { name: forms, version: 1.0.0 }
protocolVersions: ["2025-06-18"]
tools:
  - name: ask
    inputSchema: { type: object }
    elicitations:
      - name: more
        mode: form
        message: Tell us more.
        requestedSchema: { type: string }
`,
      findings: [
        {
          path: '/tools/0/elicitations/0/requestedSchema',
          requirement: 'req-elicitation-form-shape',
          line: 11,
          column: 26,
          message: 'missing required member "properties"',
        },
        {
          path: '/tools/0/elicitations/0/requestedSchema/type',
          requirement: 'req-elicitation-form-shape',
          line: 11,
          column: 34,
          message: 'allowed: "object"',
        },
      ],
    },
    {
      name: 'an array schema',
      document: doc({ type: 'array', items: { type: 'string' } }),
      findings: [
        { path: '/tools/0/elicitations/0/requestedSchema', requirement: 'req-elicitation-form-shape' },
        { path: '/tools/0/elicitations/0/requestedSchema/type', requirement: 'req-elicitation-form-shape' },
      ],
      alsoReported: ['mcp.elicitation.form-schema.protocol-shape'],
    },
    {
      name: 'properties that is not an object',
      document: doc({ type: 'object', properties: ['name'] }),
      findings: [
        {
          path: '/tools/0/elicitations/0/requestedSchema/properties',
          requirement: 'req-elicitation-form-shape',
          message: 'must be an object',
        },
      ],
    },
    {
      name: 'required that is not an array of names',
      document: doc({ type: 'object', properties: {}, required: 'name' }),
      findings: [
        { path: '/tools/0/elicitations/0/requestedSchema/required', requirement: 'req-elicitation-form-shape' },
      ],
    },
    {
      name: 'a referenced string schema, at the use site with the component as related location (17.3, 16.5)',
      text: `mcpdesc: "0.9.0"
info: { name: forms, version: 1.0.0 }
protocolVersions: ["2025-06-18"]
tools:
  - name: ask
    inputSchema: { type: object }
    elicitations:
      - name: more
        mode: form
        message: Tell us more.
        requestedSchema:
          $componentRef: "#/components/schemas/F"
components:
  schemas:
    F:
      type: string
`,
      findings: [
        {
          path: '/tools/0/elicitations/0/requestedSchema',
          requirement: 'req-elicitation-form-shape',
          line: 12,
          column: 11,
          related: [{ relation: 'component-definition', path: '/components/schemas/F', line: 16, column: 7 }],
        },
        {
          path: '/tools/0/elicitations/0/requestedSchema',
          requirement: 'req-elicitation-form-shape',
          line: 12,
          column: 11,
          related: [{ relation: 'component-definition', path: '/components/schemas/F/type', line: 16, column: 13 }],
        },
      ],
    },
  ],
});
