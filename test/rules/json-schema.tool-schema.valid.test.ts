import { describe, expect, it } from 'vitest';
import { serialize } from '../../core/document/index.ts';
import { validateText } from '../../core/index.ts';
import { testRule } from './rule-tester.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'schemas', version: '1.0.0' },
  protocolVersions: ['2025-11-25', '2026-07-28'],
  transports: [{ type: 'stdio', command: 'server' }],
};
const withTool = (tool: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  ...base,
  ...extra,
  tools: [{ name: 'search', ...tool }],
});

testRule('json-schema.tool-schema.valid', {
  valid: [
    {
      name: 'the 2020-12 vocabulary: $defs, $ref, composition, conditionals, unevaluatedProperties, x-* keywords',
      document: withTool({
        inputSchema: {
          type: 'object',
          $defs: { id: { type: 'string', pattern: '^[a-z0-9-]+$' } },
          properties: {
            id: { $ref: '#/$defs/id' },
            limit: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
            mode: { enum: ['a', 'b'] },
          },
          required: ['id'],
          if: { properties: { mode: { const: 'a' } } },
          then: { dependentRequired: { mode: ['limit'] } },
          unevaluatedProperties: false,
          'x-vendor-hint': { anything: true },
        },
        outputSchema: {
          type: 'object',
          properties: { items: { type: 'array', prefixItems: [{ type: 'string' }], items: false } },
        },
      }),
    },
    {
      name: 'declared draft-07 (http, with the empty fragment): items arrays, definitions, dependencies',
      document: withTool({
        inputSchema: {
          $schema: 'http://json-schema.org/draft-07/schema#',
          type: 'object',
          definitions: {
            pair: { type: 'array', items: [{ type: 'string' }, { type: 'number' }], additionalItems: false },
          },
          properties: { pair: { $ref: '#/definitions/pair' } },
          dependencies: { pair: ['other'] },
        },
      }),
    },
    {
      name: 'every spelling of the two dialect URIs (9.2)',
      document: {
        ...base,
        tools: [
          'https://json-schema.org/draft/2020-12/schema',
          'http://json-schema.org/draft/2020-12/schema#',
          'https://json-schema.org/draft-07/schema',
          'http://json-schema.org/draft-07/schema',
        ].map((uri, i) => ({ name: `t${i}`, inputSchema: { $schema: uri, type: 'object' } })),
      },
    },
    {
      name: 'before MCP 2025-11-25 no dialect applies: keywords invalid under 2020-12 are not judged here',
      document: {
        ...withTool({ inputSchema: { type: 'object', properties: { n: { type: 'number', exclusiveMinimum: true } } } }),
        protocolVersions: ['2024-11-05'],
      },
    },
  ],
  invalid: [
    {
      name: '"required" that is not an array, under the default dialect',
      document: withTool({ inputSchema: { type: 'object', required: 'query' } }),
      findings: [
        {
          path: '/tools/0/inputSchema/required',
          requirement: 'req-tool-schema-dialect-valid',
          protocolVersion: '2025-11-25',
          message:
            'Tool "search" inputSchema is not valid JSON Schema 2020-12 (the default dialect of MCP 2025-11-25 and MCP 2026-07-28): "required" must be an array of distinct strings (9.2)',
        },
      ],
    },
    {
      name: 'a dialect outside the fixed set (9.2 req-tool-schema-dialect-set)',
      document: withTool({ inputSchema: { $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' } }),
      findings: [
        {
          path: '/tools/0/inputSchema/$schema',
          requirement: 'req-tool-schema-dialect-set',
          message: 'declares the dialect "http://json-schema.org/draft-04/schema#", but only',
        },
      ],
    },
    {
      name: 'keywords judged by the declared dialect: an items array is draft-07 only',
      document: withTool({
        inputSchema: { type: 'object', properties: { a: { type: 'array', items: [{ type: 'string' }] } } },
        outputSchema: {
          $schema: 'http://json-schema.org/draft-07/schema#',
          type: 'object',
          properties: { a: { minLength: 1.5 } },
        },
      }),
      findings: [
        {
          path: '/tools/0/inputSchema/properties/a/items',
          requirement: 'req-tool-schema-dialect-valid',
          message: '"items" must be a schema (an object or a boolean)',
        },
        {
          path: '/tools/0/outputSchema/properties/a/minLength',
          requirement: 'req-tool-output-schema-valid',
          message: 'is not valid JSON Schema draft-07: "minLength" must be a non-negative integer (9.2)',
        },
      ],
    },
    {
      name: 'an external $ref is preserved and warned about, never fetched (9.2 req-tool-schema-external-ref)',
      document: withTool({
        inputSchema: {
          type: 'object',
          properties: { id: { $ref: 'https://schemas.example.com/common.json#/$defs/id' } },
        },
      }),
      findings: [
        {
          path: '/tools/0/inputSchema/properties/id/$ref',
          requirement: 'req-tool-schema-external-ref',
          severity: 'warning',
          message:
            'is preserved but not retrieved, so its validation for MCP 2025-11-25 and MCP 2026-07-28 is incomplete (9.2)',
        },
      ],
    },
    {
      name: 'a local $ref with no target',
      document: withTool({ inputSchema: { type: 'object', properties: { id: { $ref: '#/$defs/missing' } } } }),
      findings: [
        {
          path: '/tools/0/inputSchema/properties/id/$ref',
          requirement: 'req-tool-schema-dialect-valid',
          message: 'reference "#/$defs/missing" does not resolve',
        },
      ],
    },
    {
      name: 'only the versions with a dialect are concerned, and the finding names them',
      document: {
        ...withTool({ inputSchema: { type: 'object', properties: { q: { type: 'string', minLength: -1 } } } }),
        protocolVersions: ['2025-06-18', '2025-11-25'],
      },
      findings: [
        {
          path: '/tools/0/inputSchema/properties/q/minLength',
          requirement: 'req-tool-schema-dialect-valid',
          protocolVersion: '2025-11-25',
          message: '(the default dialect of MCP 2025-11-25)',
        },
      ],
    },
    {
      name: 'a schema component is checked at its use site and located there (17.3, 16.5)',
      document: withTool(
        { inputSchema: { $componentRef: '#/components/schemas/Query' } },
        { components: { schemas: { Query: { type: 'object', maxProperties: 'two' } } } },
      ),
      findings: [
        {
          path: '/tools/0/inputSchema',
          requirement: 'req-tool-schema-dialect-valid',
          message: 'Tool "search" inputSchema is not valid JSON Schema 2020-12',
          related: [{ relation: 'component-definition', path: '/components/schemas/Query/maxProperties' }],
        },
      ],
    },
    {
      name: 'located in the text as written',
      text: `{
  "mcpdesc": "0.9.0",
  "info": { "name": "schemas", "version": "1.0.0" },
  "protocolVersions": ["2026-07-28"],
  "transports": [{ "type": "stdio", "command": "server" }],
  "tools": [
    {
      "name": "search",
      "inputSchema": { "type": "object", "anyOf": [] }
    }
  ]
}`,
      findings: [
        {
          path: '/tools/0/inputSchema/anyOf',
          requirement: 'req-tool-schema-dialect-valid',
          line: 9,
          column: 51,
          protocolVersion: '2026-07-28',
          message: '"anyOf" must be a non-empty array of schemas',
        },
      ],
    },
  ],
});

describe('component provenance (16.5)', () => {
  it('a chained schema component: primary location at the use site, related location in the final component', () => {
    const document = withTool(
      { inputSchema: { $componentRef: '#/components/schemas/Alias' } },
      {
        components: {
          schemas: {
            Alias: { $componentRef: '#/components/schemas/Args' },
            Args: { type: 'object', properties: { q: { minLength: 'one' } } },
          },
        },
      },
    );
    const found = validateText(serialize(document, 'json')).diagnostics.filter(
      (d) => d.rule === 'json-schema.tool-schema.valid',
    );
    expect(found.map((d) => [d.path, d.relatedLocations?.map((r) => [r.relation, r.path])])).toEqual([
      ['/tools/0/inputSchema', [['component-definition', '/components/schemas/Args/properties/q/minLength']]],
    ]);
  });
});
