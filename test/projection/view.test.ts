// Effective Protocol Views (spec 4.12): projectView (steps 2-7) and viewText (steps 1 and 8), with the view rules of
// 3.3, 7.4, 7.5, 8.5, 9.3, 9.4, 10.4.5, 10.4.6, 11.3, 11.4, 13.4, 14.5, 15.6 and 17.5.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateText, viewText } from '../../core/index.ts';
import { parseDocument, serialize } from '../../core/document/index.ts';
import { projectView } from '../../core/projection/view.ts';
import { source, v1, v2, v3 } from './fixture.ts';

type Json = Record<string, unknown>;

function view(document: unknown, version: string): Json {
  const result = projectView(document, version);
  if (!result.ok) throw new Error(`projection failed: ${result.message}`);
  return result.document as Json;
}

const at = (value: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], value);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const member of Object.values(value)) deepFreeze(member);
    Object.freeze(value);
  }
  return value;
}

/** Every pointer at which a member named `name` occurs. */
function membersNamed(value: unknown, name: string, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => membersNamed(v, name, `${path}/${i}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(k === name ? [`${path}/${k}`] : []),
    ...membersNamed(v, name, `${path}/${k}`),
  ]);
}

describe('the source fixture', () => {
  it('is valid, so every case below projects a conforming document (step 1)', () => {
    const result = validateText(JSON.stringify(source()), { format: 'json' });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});

describe('projectView: step 2, V must be declared', () => {
  it('fails with view-protocol-version-not-declared for a supported version the document does not declare', () => {
    const result = projectView(source(), '2024-11-05');
    expect(result).toMatchObject({ ok: false, code: 'view-protocol-version-not-declared' });
    expect(!result.ok && result.message).toContain('"2024-11-05"');
  });

  it('fails for a string that is no protocol version at all, and for a non-string', () => {
    expect(projectView(source(), 'latest')).toMatchObject({ ok: false, code: 'view-protocol-version-not-declared' });
    expect(projectView(source(), '')).toMatchObject({ ok: false, code: 'view-protocol-version-not-declared' });
  });

  it('fails with view-source-invalid when the document is no object or has no protocolVersions array', () => {
    for (const bad of [null, [], 'text', 3, { mcpdesc: '0.9.0' }, { protocolVersions: v1 }]) {
      expect(projectView(bad, v1)).toMatchObject({ ok: false, code: 'view-source-invalid' });
    }
  });
});

describe('projectView: step 3, root protocolVersions', () => {
  it('becomes [V], at its original position', () => {
    for (const version of [v1, v2, v3]) {
      const projected = view(source(), version);
      expect(projected.protocolVersions).toEqual([version]);
      expect(Object.keys(projected).indexOf('protocolVersions')).toBe(
        Object.keys(source()).indexOf('protocolVersions'),
      );
    }
  });
});

describe('projectView: step 4, applicable declarations are retained and the others dropped', () => {
  it('keeps transports, capabilities and primitives whose effective scope includes V, in document order', () => {
    const p1 = view(source(), v1);
    expect((p1.transports as Json[]).map((t) => t.command ?? t.url)).toEqual(['demo', 'demo-legacy']);
    expect((p1.capabilities as Json[]).map((c) => at(c, 'tools', 'listChanged'))).toEqual([true]);
    expect((p1.tools as Json[]).map((t) => t.name)).toEqual(['search', 'inherits']);
    expect((p1.resources as Json[]).map((r) => r.uri)).toEqual(['demo://v1']);
    expect((p1.prompts as Json[]).map((p) => p.description)).toEqual(['Old prompt.']);

    const p3 = view(source(), v3);
    expect((p3.transports as Json[]).map((t) => t.url)).toEqual(['https://demo.example.com/mcp']);
    expect((p3.capabilities as Json[]).map((c) => at(c, 'tools', 'listChanged'))).toEqual([false]);
    expect((p3.tools as Json[]).map((t) => t.name)).toEqual(['search', 'inherits', 'v3-only']);
    expect((p3.prompts as Json[]).map((p) => p.title)).toEqual(['Summarize']);
  });

  it('selects the applicable variant of a same-name declaration, never a combination (9.5)', () => {
    const p1Search = (view(source(), v1).tools as Json[])[0]!;
    const p2Search = (view(source(), v2).tools as Json[])[0]!;
    expect(p1Search.inputSchema).toEqual({ $componentRef: '#/components/schemas/OnlyV1' });
    expect(p1Search).not.toHaveProperty('title');
    expect(p2Search.inputSchema).toEqual({ $componentRef: '#/components/schemas/Query' });
    expect(p2Search.title).toBe('Search');
  });

  it('filters nested Elicitation Declarations by their own effective scope (12.5)', () => {
    const names = (document: Json, tool: number) =>
      ((document.tools as Json[])[tool]!.elicitations as Json[] | undefined)?.map((e) => e.name);
    expect(names(view(source(), v2), 0)).toEqual(['confirm']);
    expect(names(view(source(), v3), 0)).toEqual(['confirm', 'login']);
    expect(names(view(source(), v1), 1)).toEqual(['legacy-only']);
  });
});

describe('projectView: step 5, scopes are removed from retained declarations', () => {
  it('leaves no protocolVersions on a transport, capabilities object, primitive or elicitation', () => {
    for (const version of [v1, v2, v3]) {
      const projected = view(source(), version);
      const scopes = membersNamed(projected, 'protocolVersions').filter((p) => !p.includes('/x-'));
      expect(scopes, version).toEqual(['/protocolVersions']);
    }
  });

  it('keeps a protocolVersions member inside an extension value, which has no scoping meaning (14.5)', () => {
    const projected = view(source(), v2);
    expect(at(projected, 'x-acme-root')).toEqual({ protocolVersions: ['kept verbatim'] });
    expect(at(projected, 'tools', 0, 'x-acme-cost')).toEqual({ protocolVersions: [v1] });
  });
});

describe('projectView: step 6, significant empty values and inheritance are preserved', () => {
  it('keeps security: [], security: [{}] and empty scope arrays exactly, at every level (3.3, 7.4, 15.6)', () => {
    const p1 = view(source(), v1);
    expect(p1.security).toEqual([{}, { oauth: [] }]);
    expect(at(p1, 'transports', 0, 'security')).toEqual([]);
    expect(at(p1, 'tools', 0, 'security')).toEqual([]);
    expect(at(p1, 'resources', 0, 'security')).toEqual([{}]);
    const p3 = view(source(), v3);
    expect(at(p3, 'tools', 0, 'security')).toEqual([{}]);
    expect(at(p3, 'tools', 2, 'security')).toEqual([{ oauth: [] }, { bearer: [] }]);
    expect(at(p3, 'transports', 0, 'security')).toEqual([{ bearer: [] }]);
  });

  it('never materializes transport or root security onto a primitive, even with one transport left (4.12, 7.5)', () => {
    for (const version of [v1, v2, v3]) {
      const inherits = (view(source(), version).tools as Json[]).find((t) => t.name === 'inherits')!;
      expect(inherits, version).not.toHaveProperty('security');
    }
    // Omitted transport security stays omitted too (it inherits root security).
    expect(at(view(source(), v1), 'transports', 1)).not.toHaveProperty('security');
  });

  it('keeps clientRequirements on a retained primitive and synthesizes none (8.5)', () => {
    const tools = view(source(), v3).tools as Json[];
    expect(tools[0]!.clientRequirements).toEqual({ elicitation: { form: {} } });
    // The tool declares an elicitation but no requirement: projection must not infer one (8.5, 12.1).
    expect(tools[1]).not.toHaveProperty('clientRequirements');
  });

  it('keeps securitySchemes, instructions, $schema and mcpdesc unchanged', () => {
    const projected = view(source(), v2);
    for (const key of ['securitySchemes', 'instructions', '$schema', 'mcpdesc'])
      expect(projected[key], key).toEqual(source()[key]);
  });
});

describe('projectView: step 7, emptied ordinary collections are omitted', () => {
  it('omits a root collection whose every entry projection removes', () => {
    const p2 = view(source(), v2);
    expect(p2).not.toHaveProperty('resources');
    expect(view(source(), v1)).toHaveProperty('resources');
  });

  it('omits an elicitations array whose every declaration projection removes', () => {
    const inherits = (view(source(), v2).tools as Json[]).find((t) => t.name === 'inherits')!;
    expect(inherits).not.toHaveProperty('elicitations');
    expect(Object.keys(inherits)).toEqual(['name', 'description', 'inputSchema']);
  });

  it('omits every scoped collection when nothing applies, leaving a valid zero-primitive document (3.4)', () => {
    const document = {
      mcpdesc: '0.9.0',
      info: { name: 'n', version: '1' },
      protocolVersions: [v2, v3],
      capabilities: [{ protocolVersions: [v3], tools: {} }],
      tools: [tool(v3)],
      prompts: [{ name: 'p', protocolVersions: [v3] }],
      resourceTemplates: [{ uriTemplate: 'demo://{id}', name: 't', protocolVersions: [v3] }],
    };
    const projected = view(document, v2);
    expect(projected).toEqual({ mcpdesc: '0.9.0', info: { name: 'n', version: '1' }, protocolVersions: [v2] });
    expect(validateText(serialize(projected, 'json')).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);

    function tool(version: string) {
      return { name: 't', protocolVersions: [version], inputSchema: { type: 'object' } };
    }
  });
});

describe('projectView: what the view keeps unchanged', () => {
  it('keeps the Info Object exactly, extensions included (4.12)', () => {
    for (const version of [v1, v2, v3]) expect(view(source(), version).info).toEqual(source().info);
  });

  it('keeps the complete root tag catalogue, unreferenced entries included (13.4)', () => {
    expect(view(source(), v1).tags).toEqual(source().tags);
    // No primitive of the 2025-06-18 view references "reading", and the catalogue still lists it.
    expect(membersNamed(view(source(), v1).tools, 'tags')).toEqual([]);
  });

  it("keeps a retained declaration's _meta as written (3.5)", () => {
    expect(at(view(source(), v3), 'tools', 2, '_meta')).toEqual({ 'com.example/owner': 'core' });
  });

  it('keeps x-* members of retained objects, and drops them with an out-of-scope owner (14.5)', () => {
    const p2 = view(source(), v2);
    expect(p2['x-acme-root']).toBeDefined();
    expect(at(p2, 'transports', 0, 'x-acme-edge')).toBe(true);
    expect(at(p2, 'capabilities', 0, 'x-acme-cap')).toBe('kept');
    expect(at(p2, 'tags', 1, 'x-acme-order')).toBe(2);
    expect(JSON.stringify(p2)).not.toContain('x-acme-dropped');
    expect(at(view(source(), v1), 'transports', 1, 'x-acme-dropped')).toBe(1);
  });

  it("keeps the selected declaration's example maps exactly, references unresolved (9.3, 9.4, 10.4.5, 11.3, 11.4)", () => {
    const original = source();
    const p3 = view(original, v3);
    expect(at(p3, 'tools', 2, 'examples')).toEqual(at(original, 'tools', 3, 'examples'));
    expect(at(p3, 'prompts', 0, 'completionExamples')).toEqual(at(original, 'prompts', 1, 'completionExamples'));
    // The variant of another version never contributes its maps.
    expect(at(view(original, v1), 'prompts', 0)).not.toHaveProperty('completionExamples');
  });

  it('keeps interactionExamples, resource examples and template completionExamples of retained declarations (9.4, 10.4.5, 10.4.6)', () => {
    const result = { resultType: 'complete', content: [{ type: 'text', text: 'done' }] };
    const document = {
      mcpdesc: '0.9.0',
      info: { name: 'n', version: '1' },
      protocolVersions: [v2, v3],
      tools: [
        {
          name: 'ask',
          protocolVersions: [v3],
          inputSchema: { type: 'object' },
          interactionExamples: {
            happy: { input: {}, steps: [{ type: 'roots', request: {}, response: { roots: [] } }], result },
          },
        },
      ],
      resources: [
        { uri: 'demo://a', name: 'a', examples: { now: { result: { contents: [{ uri: 'demo://a', text: 'A' }] } } } },
      ],
      resourceTemplates: [
        {
          uriTemplate: 'demo://{id}',
          name: 'item',
          completionExamples: {
            ids: { argument: { name: 'id', value: '1' }, result: { completion: { values: ['10'] } } },
          },
        },
      ],
    };
    const p3 = view(document, v3);
    expect(at(p3, 'tools', 0, 'interactionExamples')).toEqual(document.tools[0]!.interactionExamples);
    expect(at(p3, 'resources', 0, 'examples')).toEqual(document.resources[0]!.examples);
    expect(at(p3, 'resourceTemplates', 0, 'completionExamples')).toEqual(
      document.resourceTemplates[0]!.completionExamples,
    );
    expect(view(document, v2)).not.toHaveProperty('tools');
  });
});

describe('projectView: components (17.5)', () => {
  const names = (document: Json, namespace: string) =>
    Object.keys((at(document, 'components', namespace) ?? {}) as Json);

  it('keeps every component a retained Reference Object reaches, transitively, and prunes those only dropped declarations reached', () => {
    const p1 = view(source(), v1);
    expect(names(p1, 'schemas')).toEqual(['Unused', 'OnlyV1']);
    expect(at(p1, 'components')).not.toHaveProperty('toolExamples');
    const p2 = view(source(), v2);
    // Query is a reference to QueryBody: both stay (17.4 transitive resolution).
    expect(names(p2, 'schemas')).toEqual(['Unused', 'Query', 'QueryBody', 'Confirm']);
    expect(at(p2, 'components')).not.toHaveProperty('toolExamples');
    const p3 = view(source(), v3);
    expect(names(p3, 'toolExamples')).toEqual(['OnlyV3']);
    expect(at(p3, 'components', 'x-acme-library')).toBe('v2');
    expect(Object.keys(p3.components as Json)).toEqual(['x-acme-library', 'schemas', 'toolExamples']);
  });

  it('omits the Components Object when pruning empties it, and keeps it for its outer extensions', () => {
    const document = (extension: boolean): Json => ({
      mcpdesc: '0.9.0',
      info: { name: 'n', version: '1' },
      protocolVersions: [v2, v3],
      components: { ...(extension ? { 'x-acme': 1 } : {}), schemas: { In: { type: 'object' } } },
      tools: [
        { name: 'a', protocolVersions: [v3], inputSchema: { $componentRef: '#/components/schemas/In' } },
        { name: 'b', protocolVersions: [v2], inputSchema: { type: 'object' } },
      ],
    });
    expect(view(document(false), v2)).not.toHaveProperty('components');
    expect(view(document(true), v2).components).toEqual({ 'x-acme': 1 });
    expect(view(document(false), v3).components).toEqual({ schemas: { In: { type: 'object' } } });
  });

  it('follows every use site of 17.3: Tool input and output schemas, requested schemas and the four example maps', () => {
    const ref = (namespace: string, name: string) => ({ $componentRef: `#/components/${namespace}/${name}` });
    const onlyV3 = { protocolVersions: [v3] };
    const document: Json = {
      mcpdesc: '0.9.0',
      info: { name: 'n', version: '1' },
      protocolVersions: [v2, v3],
      components: {
        schemas: { In: { type: 'object' }, Out: { type: 'object' }, Form: { type: 'object' } },
        toolExamples: { T: { input: {}, result: { content: [] } } },
        resourceExamples: { R: { result: { contents: [] } } },
        resourceTemplateExamples: { RT: { uri: 'demo://1', result: { contents: [] } } },
        promptExamples: { P: { result: { messages: [] } } },
      },
      tools: [
        {
          name: 't',
          ...onlyV3,
          inputSchema: ref('schemas', 'In'),
          outputSchema: ref('schemas', 'Out'),
          elicitations: [{ name: 'e', mode: 'form', message: 'm', requestedSchema: ref('schemas', 'Form') }],
          examples: { a: ref('toolExamples', 'T') },
        },
      ],
      resources: [{ uri: 'demo://r', name: 'r', ...onlyV3, examples: { a: ref('resourceExamples', 'R') } }],
      resourceTemplates: [
        { uriTemplate: 'demo://{id}', name: 'rt', ...onlyV3, examples: { a: ref('resourceTemplateExamples', 'RT') } },
      ],
      prompts: [{ name: 'p', ...onlyV3, examples: { a: ref('promptExamples', 'P') } }],
    };
    expect(view(document, v3).components).toEqual(document.components);
    expect(view(document, v2)).toEqual({ mcpdesc: '0.9.0', info: { name: 'n', version: '1' }, protocolVersions: [v2] });
  });

  it('does not follow a $componentRef nested inside an embedded schema (17.2)', () => {
    const document: Json = {
      mcpdesc: '0.9.0',
      info: { name: 'n', version: '1' },
      protocolVersions: [v2, v3],
      components: { schemas: { Kept: { type: 'object' }, Other: { type: 'object' } } },
      tools: [
        { name: 'a', protocolVersions: [v3], inputSchema: { $componentRef: '#/components/schemas/Other' } },
        {
          name: 'b',
          protocolVersions: [v2],
          inputSchema: { type: 'object', properties: { x: { $componentRef: '#/components/schemas/Kept' } } },
        },
      ],
    };
    // Kept was never reached through a use site, so it is not pruned from the 2026-07-28 view either.
    expect(names(view(document, v3), 'schemas')).toEqual(['Kept', 'Other']);
    expect(names(view(document, v2), 'schemas')).toEqual(['Kept']);
  });
});

describe('projectView: the input is never mutated', () => {
  it('works on a deeply frozen document and shares no object with it', () => {
    const original = deepFreeze(source());
    const before = JSON.stringify(original);
    for (const version of [v1, v2, v3]) {
      const projected = view(original, version);
      const inputObjects = new Set<unknown>();
      const collect = (v: unknown) => {
        if (typeof v === 'object' && v !== null) {
          inputObjects.add(v);
          Object.values(v).forEach(collect);
        }
      };
      collect(original);
      const shared: unknown[] = [];
      const check = (v: unknown) => {
        if (typeof v === 'object' && v !== null) {
          if (inputObjects.has(v)) shared.push(v);
          Object.values(v).forEach(check);
        }
      };
      check(projected);
      expect(shared).toEqual([]);
    }
    expect(JSON.stringify(original)).toBe(before);
  });

  it('keeps property order everywhere, and a "__proto__" member as an own member', () => {
    const original = source();
    const projected = view(original, v3);
    // Only `resources`, which the 2026-07-28 view empties, is missing.
    expect(Object.keys(projected)).toEqual(Object.keys(original).filter((k) => k !== 'resources'));
    expect(Object.keys((projected.tools as Json[])[0]!)).toEqual(
      Object.keys((original.tools as Json[])[1]!).filter((k) => k !== 'protocolVersions'),
    );
    const parsed = parseDocument(
      '{"mcpdesc":"0.9.0","info":{"name":"n","version":"1","x-a":{"__proto__":{"polluted":true}}},"protocolVersions":["2025-11-25"]}',
      { format: 'json' },
    );
    const withProto = view(parsed.value, v2);
    const extension = at(withProto, 'info', 'x-a') as Json;
    expect(Object.keys(extension)).toEqual(['__proto__']);
    expect(({} as Json).polluted).toBeUndefined();
  });
});

describe('viewText', () => {
  it('fails on an invalid source with its errors (step 1)', () => {
    const text = JSON.stringify({ mcpdesc: '0.9.0', info: { name: 'n' }, protocolVersions: [v2] });
    const result = viewText(text, v2);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(/1 error/);
    expect(result.diagnostics.map((d) => d.path)).toEqual(['/info']);
    expect(result.diagnostics.every((d) => d.severity === 'error')).toBe(true);
  });

  it('fails on a syntax error instead of projecting', () => {
    const result = viewText('{"mcpdesc": ', v2, { format: 'json' });
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.diagnostics[0]?.rule).toBe('mcpdesc.serialization.conforming');
  });

  it('fails when V is not declared, naming the declared versions (step 2)', () => {
    const result = viewText(JSON.stringify(source()), '2024-11-05');
    expect(result).toMatchObject({ ok: false, diagnostics: [] });
    expect(!result.ok && result.message).toContain(`${v1}, ${v2}, ${v3}`);
  });

  it('serializes the view in the source format and validates it for V (step 8)', () => {
    const yaml = serialize(source(), 'yaml');
    const result = viewText(yaml, v3);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.format).toBe('yaml');
    const reparsed = parseDocument(result.text, { format: 'yaml' });
    expect(reparsed.value).toEqual(view(source(), v3));
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(viewText(JSON.stringify(source()), v1)).toMatchObject({ ok: true, format: 'json' });
  });

  it('returns the diagnostics of the projected text, located in it', () => {
    // The source warns about both legacy versions it declares (16.5, 3.5); the 2025-03-26 view declares one of them.
    const text = readFileSync(
      fileURLToPath(new URL('../../src/examples/multi-version.mcpdesc.yaml', import.meta.url)),
      'utf8',
    );
    const result = viewText(text, '2025-03-26');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.diagnostics.length).toBeGreaterThan(0);
    expect(result.diagnostics).toEqual(validateText(result.text, { format: 'yaml' }).diagnostics);
    expect(result.diagnostics.some((d) => d.protocolVersion === '2024-11-05')).toBe(false);
  });
});

describe('every example document of the playground', () => {
  const dir = fileURLToPath(new URL('../../src/examples/', import.meta.url));
  const files = readdirSync(dir).filter((f) => /\.mcpdesc\.(json|yaml)$/.test(f) && !f.startsWith('invalid'));

  it('is found', () => {
    expect(files.length).toBeGreaterThanOrEqual(7);
  });

  for (const file of files) {
    it(`${file}: projects for every declared version into a document without errors, idempotently`, () => {
      const text = readFileSync(dir + file, 'utf8');
      const format = file.endsWith('.json') ? 'json' : 'yaml';
      const declared = validateText(text, { format }).protocolVersions;
      expect(declared.length).toBeGreaterThan(0);
      for (const version of declared) {
        const result = viewText(text, version, { format });
        expect(result.ok, `${file} ${version}`).toBe(true);
        if (!result.ok) continue;
        expect(
          result.diagnostics.filter((d) => d.severity === 'error'),
          `${file} ${version}`,
        ).toEqual([]);
        const projected = parseDocument(result.text, { format }).value as Json;
        expect(projected.protocolVersions).toEqual([version]);
        expect(view(projected, version)).toEqual(projected); // P_V(P_V(D)) = P_V(D)
      }
    });
  }

  it('the invalid example has no view', () => {
    const text = readFileSync(dir + 'invalid.mcpdesc.yaml', 'utf8');
    const version = validateText(text, { format: 'yaml' }).protocolVersions[0] ?? v3;
    expect(viewText(text, version, { format: 'yaml' }).ok).toBe(false);
  });
});
