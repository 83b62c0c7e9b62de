import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'forms', version: '1.0.0' },
  protocolVersions: ['2025-11-25'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const form = (requestedSchema: unknown) => ({ name: 'ask', mode: 'form', message: 'Tell us more.', requestedSchema });
const resource = (requestedSchema: unknown) => ({ uri: 'file:///r', name: 'r', elicitations: [form(requestedSchema)] });

testRule('mcpdesc.elicitation.form-schema.consistency', {
  valid: [
    {
      name: 'consistent defaults, enumNames, ranges and required names',
      document: {
        ...base,
        resources: [
          resource({
            type: 'object',
            properties: {
              channel: {
                type: 'string',
                enum: ['stable', 'preview'],
                enumNames: ['Stable', 'Preview'],
                default: 'preview',
              },
              pick: { type: 'string', oneOf: [{ const: 'a', title: 'A' }], default: 'a' },
              tags: {
                type: 'array',
                minItems: 1,
                maxItems: 1,
                items: { type: 'string', enum: ['x', 'y'] },
                default: ['y'],
              },
              checks: { type: 'array', items: { anyOf: [{ const: 'smoke', title: 'Smoke' }] }, default: ['smoke'] },
              name: { type: 'string', minLength: 2, maxLength: 2 },
              count: { type: 'integer', minimum: -1, maximum: 5 },
            },
            required: ['channel', 'name'],
          }),
        ],
      },
    },
  ],
  invalid: [
    {
      name: 'required name not declared, enumNames too short, enum default not a value (12.3)',
      document: {
        ...base,
        resources: [
          resource({
            type: 'object',
            properties: {
              channel: { type: 'string', enum: ['stable', 'preview'], enumNames: ['Stable'], default: 'nightly' },
            },
            required: ['channel', 'missing'],
          }),
        ],
      },
      findings: [
        {
          path: '/resources/0/elicitations/0/requestedSchema/properties/channel/enumNames',
          requirement: 'req-elicitation-form-enum-names',
          message: 'enumNames of property "channel" has 1 display name for 2 enum values',
        },
        {
          path: '/resources/0/elicitations/0/requestedSchema/properties/channel/default',
          requirement: 'req-elicitation-form-defaults',
          message: 'Default "nightly" of property "channel" is not one of its declared choices (12.3)',
        },
        {
          path: '/resources/0/elicitations/0/requestedSchema/required/1',
          requirement: 'req-elicitation-form-required',
          message: 'Required property "missing" is not declared',
        },
      ],
    },
    {
      name: 'located at the required entry in JSON text',
      text: `{
  "mcpdesc": "0.9.0",
  "info": { "name": "f", "version": "1.0.0" },
  "protocolVersions": ["2025-11-25"],
  "transports": [{ "type": "stdio", "command": "server" }],
  "prompts": [{ "name": "p", "elicitations": [{ "name": "ask", "mode": "form", "message": "More?",
    "requestedSchema": { "type": "object", "properties": {}, "required": ["ghost"] } }] }]
}`,
      findings: [
        {
          path: '/prompts/0/elicitations/0/requestedSchema/required/0',
          requirement: 'req-elicitation-form-required',
          line: 7,
          column: 75,
        },
      ],
    },
    {
      name: 'titled and multi-select defaults outside their choices',
      document: {
        ...base,
        resources: [
          resource({
            type: 'object',
            properties: {
              pick: { type: 'string', oneOf: [{ const: 'a', title: 'A' }], default: 'b' },
              tags: { type: 'array', items: { type: 'string', enum: ['x'] }, default: ['x', 'z'] },
              checks: { type: 'array', items: { anyOf: [{ const: 'smoke', title: 'Smoke' }] }, default: ['lint'] },
            },
          }),
        ],
      },
      findings: [
        {
          path: '/resources/0/elicitations/0/requestedSchema/properties/pick/default',
          requirement: 'req-elicitation-form-defaults',
        },
        {
          path: '/resources/0/elicitations/0/requestedSchema/properties/tags/default/1',
          requirement: 'req-elicitation-form-defaults',
          message: 'Default "z"',
        },
        {
          path: '/resources/0/elicitations/0/requestedSchema/properties/checks/default/0',
          requirement: 'req-elicitation-form-defaults',
          message: 'Default "lint"',
        },
      ],
    },
    {
      name: 'minimum constraints above their maximum (12.3)',
      document: {
        ...base,
        resources: [
          resource({
            type: 'object',
            properties: {
              name: { type: 'string', minLength: 5, maxLength: 2 },
              count: { type: 'number', minimum: 1.5, maximum: 1 },
              tags: { type: 'array', minItems: 3, maxItems: 2, items: { type: 'string', enum: ['a', 'b', 'c'] } },
            },
          }),
        ],
      },
      findings: [
        {
          path: '/resources/0/elicitations/0/requestedSchema/properties/name/minLength',
          requirement: 'req-elicitation-form-ranges',
          message: 'minLength 5 of property "name" exceeds its maxLength 2',
        },
        {
          path: '/resources/0/elicitations/0/requestedSchema/properties/count/minimum',
          requirement: 'req-elicitation-form-ranges',
        },
        {
          path: '/resources/0/elicitations/0/requestedSchema/properties/tags/minItems',
          requirement: 'req-elicitation-form-ranges',
        },
      ],
    },
    {
      name: 'a referenced schema is reported at the use site (16.5)',
      document: {
        ...base,
        resources: [resource({ $componentRef: '#/components/schemas/ask' })],
        components: { schemas: { ask: { type: 'object', properties: {}, required: ['ghost'] } } },
      },
      findings: [
        {
          path: '/resources/0/elicitations/0/requestedSchema',
          requirement: 'req-elicitation-form-required',
          related: [{ relation: 'component-definition', path: '/components/schemas/ask/required/0' }],
        },
      ],
    },
  ],
});
