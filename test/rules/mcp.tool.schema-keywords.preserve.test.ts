// mcp.tool.schema-keywords.preserve (9.2) states what a validator must accept and keep, not a property of the
// document that a check could report: it has no `check`. These tests hold the validator to it through the whole
// pipeline: schemas using the full 2020-12 vocabulary (MCP 2026-07-28) and legacy schemas with keywords no
// meta-schema is inferred for produce no error, and projection keeps every keyword.
import { describe, expect, it } from 'vitest';
import { serialize } from '../../core/document/index.ts';
import { validateText } from '../../core/index.ts';

const base = {
  mcpdesc: '0.9.0',
  info: { name: 'keywords', version: '1.0.0' },
  transports: [{ type: 'stdio', command: 'server' }],
};

const vocabulary2020 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://example.com/schemas/search-args',
  type: 'object',
  $defs: { term: { $anchor: 'term', type: 'string', minLength: 1 }, node: { $dynamicAnchor: 'node', type: 'object' } },
  properties: {
    term: { $ref: '#term' },
    filters: {
      type: 'array',
      prefixItems: [{ type: 'string' }],
      items: { $ref: '#/$defs/term' },
      contains: { const: 'all' },
      minContains: 0,
    },
    limit: { oneOf: [{ type: 'integer', exclusiveMinimum: 0 }, { type: 'null' }] },
    mode: { type: 'string', enum: ['fast', 'exact'], deprecated: true, 'x-mcp-header': 'Search-Mode' },
    node: { $dynamicRef: '#node' },
  },
  required: ['term'],
  allOf: [{ not: { required: ['forbidden'] } }],
  if: { properties: { mode: { const: 'exact' } } },
  then: { dependentSchemas: { limit: { required: ['filters'] } } },
  else: { dependentRequired: { limit: ['term'] } },
  propertyNames: { pattern: '^[a-z]+$' },
  unevaluatedProperties: false,
  'x-vendor-note': 'kept',
};

const legacy = {
  type: 'object',
  properties: {
    value: { type: 'number', exclusiveMinimum: true, divisibleBy: 2 },
    unit: { enum: ['m'], 'x-label': 'Unit' },
  },
  required: ['value'],
  additionalProperties: 'only a dialect could judge this',
  id: 'draft-04 style',
};

function errorsOf(document: unknown): string[] {
  return (['json', 'yaml'] as const).flatMap((format) =>
    validateText(serialize(document, format))
      .diagnostics.filter((d) => d.severity === 'error')
      .map((d) => `${format} ${d.rule} ${d.path}: ${d.message}`),
  );
}

describe('mcp.tool.schema-keywords.preserve (9.2)', () => {
  it('MCP 2026-07-28 accepts the 2020-12 vocabulary: references, composition, conditionals and MCP annotations', () => {
    expect(
      errorsOf({ ...base, protocolVersions: ['2026-07-28'], tools: [{ name: 'search', inputSchema: vocabulary2020 }] }),
    ).toEqual([]);
  });

  it('earlier versions keep keywords without rejecting them by an inferred meta-schema', () => {
    expect(
      errorsOf({
        ...base,
        protocolVersions: ['2024-11-05', '2025-03-26'],
        tools: [{ name: 'convert', inputSchema: legacy }],
      }),
    ).toEqual([]);
  });

  it('the same legacy keywords are judged once a dialect applies (so the test above is not vacuous)', () => {
    const errors = errorsOf({
      ...base,
      protocolVersions: ['2025-11-25'],
      tools: [{ name: 'convert', inputSchema: legacy }],
    });
    expect(
      errors.some((e) =>
        e.includes('json-schema.tool-schema.valid /tools/0/inputSchema/properties/value/exclusiveMinimum'),
      ),
    ).toBe(true);
  });
});
