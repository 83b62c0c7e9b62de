import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'forms', version: '1.0.0' },
  transports: [{ type: 'stdio', command: 'server' }],
};
const form = (properties: Record<string, unknown>, extra: object = {}) => ({
  name: 'ask',
  mode: 'form',
  message: 'Tell us more.',
  requestedSchema: { type: 'object', properties, ...extra },
});
const prompt = (elicitation: object, scope?: string[]) => ({
  name: 'p',
  ...(scope ? { protocolVersions: scope } : {}),
  elicitations: [elicitation],
});
const all = ['2025-06-18', '2025-11-25', '2026-07-28'];

const v0618 = {
  ticket: { type: 'string', title: 'Ticket', description: 'Id', minLength: 1, maxLength: 9, format: 'email' },
  count: { type: 'integer', minimum: 0, maximum: 3 },
  ratio: { type: 'number' },
  notify: { type: 'boolean', default: true },
  window: { type: 'string', enum: ['now', 'later'], enumNames: ['Now', 'Later'] },
};
const v1125 = {
  note: { type: 'string', default: 'routine' },
  size: { type: 'number', default: 2 },
  strategy: {
    type: 'string',
    oneOf: [
      { const: 'a', title: 'A' },
      { const: 'b', title: 'B' },
    ],
    default: 'a',
  },
  regions: { type: 'array', minItems: 1, maxItems: 2, items: { type: 'string', enum: ['eu', 'us'] }, default: ['eu'] },
  checks: { type: 'array', items: { anyOf: [{ const: 'smoke', title: 'Smoke' }] } },
  legacy: { type: 'string', enum: ['x'], enumNames: ['X'], default: 'x' },
};

testRule('mcp.elicitation.form-schema.protocol-shape', {
  valid: [
    {
      name: 'the MCP 2025-06-18 vocabulary in every version',
      document: { ...base, protocolVersions: all, prompts: [prompt(form(v0618))] },
    },
    {
      name: 'the MCP 2025-11-25 vocabulary and $schema from 2025-11-25 on',
      document: {
        ...base,
        protocolVersions: all,
        prompts: [
          prompt(form(v1125, { $schema: 'https://json-schema.org/draft/2020-12/schema' }), [
            '2025-11-25',
            '2026-07-28',
          ]),
        ],
      },
    },
    {
      name: 'a referenced schema in a scope that defines its vocabulary',
      document: {
        ...base,
        protocolVersions: ['2026-07-28'],
        prompts: [prompt({ ...form({}), requestedSchema: { $componentRef: '#/components/schemas/plan' } })],
        components: { schemas: { plan: { type: 'object', properties: v1125 } } },
      },
    },
    {
      name: 'legacy protocol versions keep the legacy treatment (12.5)',
      document: { ...base, protocolVersions: ['2025-03-26'], prompts: [prompt(form(v1125))] },
    },
  ],
  invalid: [
    {
      name: 'MCP 2025-11-25 features in a declaration that also applies to MCP 2025-06-18',
      document: {
        ...base,
        protocolVersions: ['2025-06-18', '2025-11-25'],
        prompts: [
          prompt(
            form(
              { note: v1125.note, strategy: v1125.strategy, regions: v1125.regions },
              { $schema: 'https://json-schema.org/draft/2020-12/schema' },
            ),
          ),
        ],
      },
      findings: [
        {
          path: '/prompts/0/elicitations/0/requestedSchema/properties/note/default',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2025-06-18',
          message:
            'Property "note" of requestedSchema uses keyword "default", which MCP 2025-06-18 does not define for string property schemas (12.3)',
        },
        {
          path: '/prompts/0/elicitations/0/requestedSchema/properties/strategy',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2025-06-18',
          message: 'is a titled single-select enum (oneOf) schema, which MCP 2025-06-18 does not define',
        },
        {
          path: '/prompts/0/elicitations/0/requestedSchema/properties/regions',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2025-06-18',
          message: 'multi-select enum schema',
        },
        {
          path: '/prompts/0/elicitations/0/requestedSchema/$schema',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2025-06-18',
          message: 'requestedSchema uses keyword "$schema", which MCP 2025-06-18 does not define',
        },
      ],
    },
    {
      name: 'nested objects, unsupported keywords and formats in every applicable version',
      document: {
        ...base,
        protocolVersions: ['2025-11-25', '2026-07-28'],
        tools: [
          {
            name: 't',
            inputSchema: { type: 'object' },
            elicitations: [
              form({
                address: { type: 'object', properties: {} },
                host: { type: 'string', format: 'hostname', pattern: '^a' },
              }),
            ],
          },
        ],
      },
      findings: [
        {
          path: '/tools/0/elicitations/0/requestedSchema/properties/address',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2025-11-25',
          message: 'is not an elicitation primitive schema of MCP 2025-11-25',
        },
        {
          path: '/tools/0/elicitations/0/requestedSchema/properties/address',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2026-07-28',
        },
        {
          path: '/tools/0/elicitations/0/requestedSchema/properties/host/format',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2025-11-25',
          message: 'string format "hostname"',
        },
        {
          path: '/tools/0/elicitations/0/requestedSchema/properties/host/format',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2026-07-28',
        },
        {
          path: '/tools/0/elicitations/0/requestedSchema/properties/host/pattern',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2025-11-25',
          message: 'keyword "pattern"',
        },
        {
          path: '/tools/0/elicitations/0/requestedSchema/properties/host/pattern',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2026-07-28',
        },
      ],
    },
    {
      name: 'unknown members of multi-select items and of titled options',
      document: {
        ...base,
        protocolVersions: ['2026-07-28'],
        prompts: [
          prompt(
            form({
              tags: { type: 'array', items: { type: 'string', enum: ['a'], minLength: 1 } },
              pick: { type: 'string', oneOf: [{ const: 'a', title: 'A', description: 'x' }] },
            }),
          ),
        ],
      },
      findings: [
        {
          path: '/prompts/0/elicitations/0/requestedSchema/properties/tags/items/minLength',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2026-07-28',
          message: 'The items of property "tags" uses keyword "minLength"',
        },
        {
          path: '/prompts/0/elicitations/0/requestedSchema/properties/pick/oneOf/0/description',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2026-07-28',
          message: 'Option 0 of property "pick" uses keyword "description"',
        },
      ],
    },
    {
      name: 'root keywords other than type, properties, required and $schema',
      document: {
        ...base,
        protocolVersions: ['2026-07-28'],
        prompts: [prompt(form({ ok: { type: 'boolean' } }, { additionalProperties: false }))],
      },
      findings: [
        {
          path: '/prompts/0/elicitations/0/requestedSchema/additionalProperties',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2026-07-28',
          message: 'requestedSchema uses keyword "additionalProperties"',
        },
      ],
    },
    {
      name: 'keyword values of the wrong type, missing items and incomplete options',
      document: {
        ...base,
        protocolVersions: ['2026-07-28'],
        prompts: [
          prompt(
            form({
              name: { type: 'string', minLength: 1.5, default: 3 },
              flag: { type: 'boolean', default: 'yes' },
              tags: { type: 'array' },
              more: { type: 'array', items: { type: 'number', enum: ['a'] } },
              pick: { type: 'string', oneOf: [{ const: 'a' }] },
            }),
          ),
        ],
      },
      findings: [
        {
          path: '/prompts/0/elicitations/0/requestedSchema/properties/name/minLength',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2026-07-28',
          message: 'has "minLength" that is not an integer',
        },
        {
          path: '/prompts/0/elicitations/0/requestedSchema/properties/name/default',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2026-07-28',
          message: 'has "default" that is not a string',
        },
        {
          path: '/prompts/0/elicitations/0/requestedSchema/properties/flag/default',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2026-07-28',
          message: 'not a boolean',
        },
        {
          path: '/prompts/0/elicitations/0/requestedSchema/properties/tags',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2026-07-28',
          message: 'is a multi-select enum schema without "items"',
        },
        {
          path: '/prompts/0/elicitations/0/requestedSchema/properties/more/items/type',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2026-07-28',
          message: 'must have type "string"',
        },
        {
          path: '/prompts/0/elicitations/0/requestedSchema/properties/pick/oneOf/0',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2026-07-28',
          message: 'Option 0 of property "pick" lacks "title"',
        },
      ],
    },
    {
      name: 'a referenced schema is reported at the use site, with the component as related location (16.5)',
      document: {
        ...base,
        protocolVersions: ['2025-06-18'],
        prompts: [prompt({ ...form({}), requestedSchema: { $componentRef: '#/components/schemas/plan' } })],
        components: { schemas: { plan: { type: 'object', properties: { note: { type: 'string', default: 'x' } } } } },
      },
      findings: [
        {
          path: '/prompts/0/elicitations/0/requestedSchema',
          requirement: 'req-elicitation-form-vocabulary',
          protocolVersion: '2025-06-18',
          related: [{ relation: 'component-definition', path: '/components/schemas/plan/properties/note/default' }],
        },
      ],
    },
  ],
});
