// The document schema itself (16.5): valid 2020-12, no unreviewed unions, guarded conditionals only, closed
// discriminated parents, catalogue pointers that exist, and an eval-free generated validator that is current.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDocumentSchema, documentSchemaJson, schemaId } from '../../core/schema/document-schema.ts';
import { diagnosticsFromErrors } from '../../core/schema/index.ts';
import { ruleForSchemaPointer } from '../../core/rules/structural.ts';
import { schemaAt } from '../../core/schema/pointers.ts';
import type { JsonSchemaObject, SchemaError } from '../../core/schema/types.ts';
import { rules } from '../../core/rules/index.ts';
import { generateValidatorModule, newAjv } from '../../scripts/build-validators.ts';

const schema = buildDocumentSchema();

/** Every subschema with its absolute pointer, following only keyword positions that hold schemas. */
function subschemas(node: unknown, pointer = ''): [string, JsonSchemaObject][] {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return [];
  const out: [string, JsonSchemaObject][] = [[pointer, node as JsonSchemaObject]];
  const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  for (const [keyword, value] of Object.entries(node)) {
    if (
      ['properties', 'patternProperties', '$defs', 'dependentSchemas'].includes(keyword) &&
      value &&
      typeof value === 'object'
    ) {
      for (const [name, sub] of Object.entries(value))
        out.push(...subschemas(sub, `${pointer}/${keyword}/${escape(name)}`));
    } else if (['allOf', 'anyOf', 'oneOf', 'prefixItems'].includes(keyword) && Array.isArray(value)) {
      value.forEach((sub, i) => out.push(...subschemas(sub, `${pointer}/${keyword}/${i}`)));
    } else if (
      [
        'items',
        'not',
        'if',
        'then',
        'else',
        'additionalProperties',
        'propertyNames',
        'contains',
        'unevaluatedProperties',
        'unevaluatedItems',
      ].includes(keyword)
    ) {
      out.push(...subschemas(value, `${pointer}/${keyword}`));
    }
  }
  return out;
}

const all = subschemas(schema);

describe('document schema', () => {
  it('has the 0.9.0-rc.3 identity and dialect', () => {
    expect(schema.$id).toBe('https://mcpdesc.org/schema/mcp-description/0.9.0-rc.3.json');
    expect(schemaId).toBe(schema.$id);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('is a valid JSON Schema 2020-12 and compiles under Ajv strict mode', () => {
    const ajv = newAjv();
    expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
    expect(() => ajv.compile(schema)).not.toThrow();
  });

  it('contains no oneOf, and anyOf only at the allowlisted OAuth Flows union', () => {
    const unions = all
      .filter(([, s]) => 'oneOf' in s || 'anyOf' in s)
      .map(([p, s]) => `${p}/${'oneOf' in s ? 'oneOf' : 'anyOf'}`);
    expect(unions).toEqual(['/$defs/OAuthFlows/anyOf']);
  });

  it('uses only guard forms 16.5 permits: discriminator value, $componentRef presence, JSON type, defining members', () => {
    const guards = all.filter(([p]) => p.endsWith('/if'));
    expect(guards.length).toBeGreaterThan(5);
    for (const [pointer, guard] of guards) {
      expect(
        Object.keys(guard).every((k) => ['type', 'required', 'properties'].includes(k)),
        pointer,
      ).toBe(true);
      for (const [name, sub] of Object.entries((guard.properties as Record<string, JsonSchemaObject>) ?? {})) {
        expect(Object.keys(sub), `${pointer}/properties/${name}`).toEqual(['const']);
        expect(guard.required, pointer).toContain(name);
      }
    }
  });

  it('declares, on each discriminated parent, the union of its alternatives members as true and rejects others', () => {
    const parents = all.filter(
      ([, s]) =>
        Array.isArray(s.allOf) &&
        (s.allOf as JsonSchemaObject[]).some((b) => (b.if as JsonSchemaObject | undefined)?.properties),
    );
    expect(parents.map(([p]) => p)).toEqual(expect.arrayContaining(['/$defs/Transport', '/$defs/SecurityScheme']));
    for (const [pointer, parent] of parents) {
      expect(parent.additionalProperties, pointer).toBe(false);
      const properties = parent.properties as Record<string, unknown>;
      for (const branch of parent.allOf as JsonSchemaObject[]) {
        const target = schemaAt(schema, String((branch.then as JsonSchemaObject).$ref).slice(1))!;
        const discriminator = (branch.if as JsonSchemaObject).required as string[];
        for (const member of Object.keys(target.properties as object)) {
          expect(Object.keys(properties), `${pointer} lacks ${member}`).toContain(member);
          if (!discriminator.includes(member)) expect(properties[member], `${pointer}/properties/${member}`).toBe(true);
        }
        expect(target.additionalProperties, `${pointer} alternative`).toBe(false);
      }
    }
  });

  it('names, in every catalogue schema pointer, an existing subschema', () => {
    for (const rule of rules) {
      for (const pointer of rule.schemaPointers)
        expect(pointer === '' || schemaAt(schema, pointer) !== undefined, `${rule.id}: ${pointer}`).toBe(true);
    }
  });

  it('attributes by whole pointer tokens, longest prefix first', () => {
    expect(ruleForSchemaPointer('/$defs/Info/properties/name').id).toBe('mcpdesc.info.members');
    expect(ruleForSchemaPointer('/$defs/ClientCapabilityRequirements').id).toBe('mcp.client-capabilities.members');
    expect(ruleForSchemaPointer('/$defs/ClientCapabilityRequirements/properties/roots').id).toBe(
      'mcp.client-capabilities.protocol-shape',
    );
    expect(ruleForSchemaPointer('/$defs/ToolAnnotations').id).toBe('mcp.tool-annotations.members');
    expect(ruleForSchemaPointer('/$defs/Tools').id).toBe('mcpdesc.document.schema');
    expect(ruleForSchemaPointer('/properties/info').id).toBe('mcpdesc.document.schema');
  });

  it('generated files are current: run `npm run gen` after changing core/schema', () => {
    expect(
      readFileSync(new URL('../../core/generated/mcp-description-0.9.0-rc.3.schema.json', import.meta.url), 'utf8'),
    ).toBe(documentSchemaJson());
    expect(readFileSync(new URL('../../core/generated/document-schema.js', import.meta.url), 'utf8')).toBe(
      generateValidatorModule(),
    );
  });

  it('generated validator needs no eval and no require, and reports absolute schema locations', () => {
    const code = readFileSync(new URL('../../core/generated/document-schema.js', import.meta.url), 'utf8');
    expect(code).not.toMatch(/\brequire\(|\beval\(|new Function/);
    const paths = [...code.matchAll(/schemaPath:"([^"]*)"/g)].map((m) => m[1]!);
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      const pointer = path.slice(1).split('/').map(decodeURIComponent).join('/');
      const parent = pointer.slice(0, pointer.lastIndexOf('/'));
      const keyword = pointer.slice(pointer.lastIndexOf('/') + 1);
      const holder = schemaAt(schema, parent);
      expect(holder && keyword in holder, path).toBe(true);
    }
  });
});

describe('16.5 reduction of findings', () => {
  it('turns a `not` over required members into one conflicting-members finding naming the guard and forbidden members', () => {
    const site = all.find(
      ([p, s]) => p.endsWith('/then') && Array.isArray((s.not as JsonSchemaObject | undefined)?.required),
    );
    expect(site, 'a then/not/required site in the schema').toBeDefined();
    const [thenPointer, thenSchema] = site!;
    const guard = schemaAt(schema, `${thenPointer.slice(0, -'/then'.length)}/if`)!;
    const errors = [
      { instancePath: '/x', schemaPath: `#${thenPointer}/not`, keyword: 'not', params: {} },
      {
        instancePath: '/x',
        schemaPath: `#${thenPointer.slice(0, -'/then'.length)}/if`,
        keyword: 'if',
        params: { failingKeyword: 'then' },
      },
    ];
    const diagnostics = diagnosticsFromErrors(errors, { x: {} }, ruleForSchemaPointer);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.detail).toEqual({
      kind: 'conflicting-members',
      members: [...(guard.required as string[]), ...((thenSchema.not as JsonSchemaObject).required as string[])],
    });
  });

  it('emits an `if` failure as a constraint only when nothing else was found at or below its location', () => {
    const ifError = {
      instancePath: '/transports/0',
      schemaPath: '#/$defs/Transport/allOf/1/if',
      keyword: 'if',
      params: { failingKeyword: 'then' },
    };
    const value = { transports: [{ type: 'stdio' }] };
    expect(
      diagnosticsFromErrors([ifError], value, ruleForSchemaPointer).map((d) => [d.rule, d.path, d.detail]),
    ).toEqual([['mcpdesc.transport.members', '/transports/0', { kind: 'constraint', keyword: 'if' }]]);
    const below = {
      instancePath: '/transports/0',
      schemaPath: '#/$defs/StdioTransport/required',
      keyword: 'required',
      params: { missingProperty: 'command' },
    };
    expect(diagnosticsFromErrors([below, ifError], value, ruleForSchemaPointer).map((d) => d.detail?.kind)).toEqual([
      'missing-member',
    ]);
  });

  it('drops the failures of an anyOf alternatives and keeps one missing-alternative finding', () => {
    const at = '/securitySchemes/o/flows';
    const errors = [
      ...['authorizationCode', 'clientCredentials', 'implicit', 'password'].map((m, i) => ({
        instancePath: at,
        schemaPath: `#/$defs/OAuthFlows/anyOf/${i}/required`,
        keyword: 'required',
        params: { missingProperty: m },
      })),
      { instancePath: at, schemaPath: '#/$defs/OAuthFlows/anyOf', keyword: 'anyOf', params: {} },
    ];
    const diagnostics = diagnosticsFromErrors(errors, { securitySchemes: { o: { flows: {} } } }, ruleForSchemaPointer);
    expect(diagnostics.map((d) => [d.path, d.detail])).toEqual([[at, { kind: 'missing-alternative' }]]);
  });

  it('reports a finding found twice once, and keeps findings that differ only in an absent or present fact', () => {
    const required = (member: string, schemaPath = '#/$defs/StdioTransport/required') => ({
      instancePath: '/transports/0',
      schemaPath,
      keyword: 'required',
      params: { missingProperty: member },
    });
    const typeError = (instancePath: string) => ({
      instancePath,
      schemaPath: '#/$defs/Tag/type',
      keyword: 'type',
      params: { type: 'object' },
    });
    const value = { transports: [{ type: 'stdio' }], tags: [1, 2] };
    const found = (errors: SchemaError[]) =>
      diagnosticsFromErrors(errors, value, ruleForSchemaPointer).map((d) => [d.path, d.detail]);
    const missing = (member: string) => ['/transports/0', { kind: 'missing-member', member }];
    expect(found([required('command'), required('command')])).toEqual([missing('command')]);
    expect(found([required('command'), required('args')])).toEqual([missing('command'), missing('args')]);
    // No member, members or keyword in either: the same finding when at the same place, two when not.
    expect(found([typeError('/tags/0'), typeError('/tags/0')])).toHaveLength(1);
    expect(found([typeError('/tags/1'), typeError('/tags/0')]).map(([path]) => path)).toEqual(['/tags/0', '/tags/1']);
  });

  it('bounds the number of diagnostics', () => {
    const errors = Array.from({ length: 1200 }, (_, i) => ({
      instancePath: `/tags/${i}`,
      schemaPath: '#/$defs/Tag/type',
      keyword: 'type',
      params: { type: 'object' },
    }));
    const diagnostics = diagnosticsFromErrors(
      errors,
      { tags: Array.from({ length: 1200 }, () => 1) },
      ruleForSchemaPointer,
    );
    expect(diagnostics).toHaveLength(1001);
    expect(diagnostics[1000]).toMatchObject({ severity: 'info', message: expect.stringContaining('200 further') });
    expect(diagnostics[999]!.path).toBe('/tags/999');
  });
});
