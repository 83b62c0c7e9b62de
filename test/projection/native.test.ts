// Native MCP projection (spec 4.14): steps 1-6, the list projection, no synthesis and no repair.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nativeText, validateText } from '../../core/index.ts';
import { parseDocument } from '../../core/document/index.ts';
import {
  nativeKinds,
  projectNative,
  projectNativeList,
  type NativeKind,
  type NativeListResult,
} from '../../core/projection/native.ts';
import { mcpDefinedFields, mcpValidator } from '../../core/mcp/validators.ts';
import { protocolVersions } from '../../core/model/versions.ts';

const kinds = Object.keys(nativeKinds) as NativeKind[];

/** A document text (JSON) that must validate without errors, so the cases test projection of valid sources. */
function valid(document: Record<string, unknown>): string {
  const text = JSON.stringify({ mcpdesc: '0.9.0', info: { name: 'demo', version: '1.0.0' }, ...document }, null, 2);
  const errors = validateText(text).diagnostics.filter((d) => d.severity === 'error');
  expect(errors, 'the test document itself must be valid').toEqual([]);
  return text;
}

function listOf(result: NativeListResult, kind: NativeKind): Record<string, unknown>[] {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  expect(Object.keys(result.value)).toEqual([kind]);
  return result.value[kind] as Record<string, unknown>[];
}

const searchInput = {
  type: 'object',
  properties: { q: { type: 'string' } },
  required: ['q'],
  additionalProperties: false,
};

describe('step 1: the source is validated', () => {
  it('fails with projection-source-invalid and the diagnostics when validation reports an error', () => {
    const text = JSON.stringify({
      mcpdesc: '0.9.0',
      info: { name: 'demo' },
      protocolVersions: ['2025-11-25'],
      tools: [{ name: 't', inputSchema: searchInput }],
    });
    const result = nativeText(text, '2025-11-25', 'tools');
    expect(result).toMatchObject({ ok: false, code: 'projection-source-invalid' });
    expect(result.ok ? '' : result.message).toMatch(/cannot be projected \(4\.14\)/);
    expect(result.diagnostics?.some((d) => d.severity === 'error' && d.path === '/info')).toBe(true);
    expect('value' in result).toBe(false);
  });

  it('fails on unreadable text', () => {
    expect(nativeText('{"mcpdesc": ', '2025-11-25', 'tools')).toMatchObject({
      ok: false,
      code: 'projection-source-invalid',
    });
  });

  it('projects a valid source and returns its diagnostics', () => {
    const text = valid({ protocolVersions: ['2025-11-25'], tools: [{ name: 't', inputSchema: searchInput }] });
    const result = nativeText(text, '2025-11-25', 'tools');
    expect(result).toMatchObject({
      ok: true,
      method: 'tools/list',
      value: { tools: [{ name: 't', inputSchema: searchInput }] },
    });
    expect(result.diagnostics?.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('reads YAML as well as JSON', () => {
    const yaml =
      'mcpdesc: "0.9.0"\ninfo: {name: demo, version: "1"}\nprotocolVersions: ["2026-07-28"]\nprompts:\n  - name: p\n    x-note: 1\n';
    expect(nativeText(yaml, '2026-07-28', 'prompts', { format: 'yaml' })).toMatchObject({
      ok: true,
      method: 'prompts/list',
      value: { prompts: [{ name: 'p' }] },
    });
  });
});

describe('step 2: V occurs in root protocolVersions', () => {
  const text = valid({
    protocolVersions: ['2025-06-18', '2025-11-25'],
    tools: [{ name: 't', inputSchema: searchInput }],
  });

  it.each(kinds)(
    'fails %s with projection-protocol-version-not-declared for a supported but undeclared version',
    (kind) => {
      const result = nativeText(text, '2026-07-28', kind);
      expect(result).toMatchObject({
        ok: false,
        code: 'projection-protocol-version-not-declared',
        path: '/protocolVersions',
      });
      expect(result.ok ? '' : result.message).toContain('2026-07-28');
    },
  );

  it('fails for a version mcpdesc 0.9.0 does not support', () => {
    expect(nativeText(text, '2025-09-01', 'tools')).toMatchObject({
      ok: false,
      code: 'projection-protocol-version-not-declared',
    });
  });

  it('projects for each declared version', () => {
    expect(nativeText(text, '2025-06-18', 'tools').ok).toBe(true);
    expect(nativeText(text, '2025-11-25', 'tools').ok).toBe(true);
  });
});

describe('step 3: declarations in the Effective Protocol View, in document order', () => {
  const text = valid({
    protocolVersions: ['2025-06-18', '2025-11-25', '2026-07-28'],
    tools: [
      { name: 'b', inputSchema: searchInput },
      { name: 'a', description: 'old', protocolVersions: ['2025-06-18'], inputSchema: searchInput },
      { name: 'c', inputSchema: searchInput },
      { name: 'a', description: 'new', protocolVersions: ['2025-11-25', '2026-07-28'], inputSchema: searchInput },
    ],
  });

  it('keeps only declarations whose effective scope includes V, in document order', () => {
    expect(listOf(nativeText(text, '2025-06-18', 'tools'), 'tools').map((t) => [t.name, t.description])).toEqual([
      ['b', undefined],
      ['a', 'old'],
      ['c', undefined],
    ]);
    expect(listOf(nativeText(text, '2026-07-28', 'tools'), 'tools').map((t) => [t.name, t.description])).toEqual([
      ['b', undefined],
      ['c', undefined],
      ['a', 'new'],
    ]);
  });

  it('an empty view yields an empty list, not a failure', () => {
    for (const kind of ['resources', 'resourceTemplates', 'prompts'] as const) {
      expect(nativeText(text, '2025-11-25', kind)).toMatchObject({
        ok: true,
        method: nativeKinds[kind].method,
        value: { [kind]: [] },
      });
    }
  });

  it('N_V(D, k, i) selects the variant applicable to V, or fails with projection-declaration-not-applicable', () => {
    const document = parseDocument(text).value;
    expect(projectNative(document, '2025-06-18', 'tools', 'a')).toMatchObject({
      ok: true,
      value: { name: 'a', description: 'old' },
    });
    expect(projectNative(document, '2025-11-25', 'tools', 'a')).toMatchObject({
      ok: true,
      value: { name: 'a', description: 'new' },
    });
    const missing = projectNative(document, '2025-11-25', 'tools', 'zzz');
    expect(missing).toMatchObject({ ok: false, code: 'projection-declaration-not-applicable' });
    expect(missing.ok ? '' : missing.message).toContain('"zzz"');
    expect(projectNative(document, '2025-11-25', 'prompts', 'a')).toMatchObject({
      ok: false,
      code: 'projection-declaration-not-applicable',
    });
    expect(projectNative(document, '2026-07-28', 'tools', 'a')).toMatchObject({ ok: true });
    expect(projectNative(document, '2024-11-05', 'tools', 'a')).toMatchObject({
      ok: false,
      code: 'projection-protocol-version-not-declared',
    });
  });

  it('identifies Resources by uri and Resource Templates by uriTemplate', () => {
    const document = parseDocument(
      valid({
        protocolVersions: ['2025-11-25'],
        resources: [{ uri: 'file:///a.txt', name: 'a' }],
        resourceTemplates: [{ uriTemplate: 'file:///{id}.txt', name: 'by_id' }],
      }),
    ).value;
    expect(projectNative(document, '2025-11-25', 'resources', 'file:///a.txt')).toMatchObject({
      ok: true,
      value: { name: 'a' },
    });
    expect(projectNative(document, '2025-11-25', 'resources', 'a')).toMatchObject({
      ok: false,
      code: 'projection-declaration-not-applicable',
    });
    expect(projectNative(document, '2025-11-25', 'resourceTemplates', 'file:///{id}.txt')).toMatchObject({
      ok: true,
      value: { name: 'by_id' },
    });
  });
});

describe('step 4: Reference Objects in Tool inputSchema and outputSchema are resolved', () => {
  const components = {
    schemas: {
      Query: searchInput,
      Alias: { $componentRef: '#/components/schemas/Query' },
      Output: { type: 'object', properties: { hits: { type: 'array', items: { type: 'string' } } } },
    },
  };

  it('substitutes the component value, following component-to-component references', () => {
    const text = valid({
      protocolVersions: ['2025-11-25'],
      components,
      tools: [
        {
          name: 'direct',
          inputSchema: { $componentRef: '#/components/schemas/Query' },
          outputSchema: { $componentRef: '#/components/schemas/Output' },
        },
        { name: 'aliased', inputSchema: { $componentRef: '#/components/schemas/Alias' } },
      ],
    });
    expect(listOf(nativeText(text, '2025-11-25', 'tools'), 'tools')).toEqual([
      { name: 'direct', inputSchema: searchInput, outputSchema: components.schemas.Output },
      { name: 'aliased', inputSchema: searchInput },
    ]);
  });

  it('does not reinterpret $componentRef nested inside an embedded schema (17.2)', () => {
    const inputSchema = {
      type: 'object',
      properties: { q: { type: 'string', $componentRef: '#/components/schemas/Query' } },
    };
    const document = {
      mcpdesc: '0.9.0',
      info: { name: 'd', version: '1' },
      protocolVersions: ['2026-07-28'],
      components,
      tools: [{ name: 't', inputSchema }],
    };
    expect(listOf(projectNativeList(document, '2026-07-28', 'tools'), 'tools')).toEqual([{ name: 't', inputSchema }]);
  });

  it('fails with projection-source-invalid, without recursing forever, on a cycle or a missing target', () => {
    const cyclic = {
      protocolVersions: ['2026-07-28'],
      components: {
        schemas: { A: { $componentRef: '#/components/schemas/B' }, B: { $componentRef: '#/components/schemas/A' } },
      },
      tools: [{ name: 't', inputSchema: { $componentRef: '#/components/schemas/A' } }],
    };
    const cycle = projectNativeList(cyclic, '2026-07-28', 'tools');
    expect(cycle).toMatchObject({ ok: false, code: 'projection-source-invalid' });
    expect(cycle.ok ? '' : cycle.message).toMatch(/cycle/);
    const missing = projectNativeList({ ...cyclic, components: undefined }, '2026-07-28', 'tools');
    expect(missing).toMatchObject({ ok: false, code: 'projection-source-invalid', path: '/tools/0/inputSchema' });
    const wrongNamespace = {
      ...cyclic,
      components: { toolExamples: { x: {} } },
      tools: [{ name: 't', inputSchema: { $componentRef: '#/components/toolExamples/x' } }],
    };
    expect(projectNativeList(wrongNamespace, '2026-07-28', 'tools')).toMatchObject({
      ok: false,
      code: 'projection-source-invalid',
      path: '/tools/0/inputSchema',
    });
  });
});

describe('step 5: only the fields the MCP type defines in V, copied unchanged', () => {
  const rich = {
    protocolVersions: ['2025-11-25', '2026-07-28'],
    tags: [{ name: 'search' }],
    securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } },
    tools: [
      {
        name: 'search',
        title: 'Search',
        description: 'Search the index.',
        tags: ['search'],
        deprecated: true,
        security: [{ key: [] }],
        inputSchema: {
          type: 'object',
          properties: { q: { type: 'string', 'x-ui-widget': 'search-box' } },
          required: ['q'],
          'x-schema-note': 'kept',
        },
        annotations: { readOnlyHint: true },
        icons: [{ src: 'https://example.com/i.png', mimeType: 'image/png', 'x-alt': 'magnifier' }],
        _meta: { 'com.example/weight': 2 },
        examples: { one: { input: { q: 'a' }, result: { content: [], resultType: 'complete' } } },
        'x-owner': 'search-team',
      },
    ],
    prompts: [
      {
        name: 'review',
        deprecated: false,
        arguments: [
          { name: 'code', 'x-hint': 'paste code' },
          { name: 'style', required: false, title: 'Style' },
        ],
        _meta: {},
        'x-prompt-owner': 'team',
      },
    ],
  };

  it('removes MCP Description metadata and x-* of the declaration, its icons and its Prompt arguments', () => {
    const text = valid(rich);
    for (const version of ['2025-11-25', '2026-07-28']) {
      expect(listOf(nativeText(text, version, 'tools'), 'tools')).toEqual([
        {
          name: 'search',
          title: 'Search',
          description: 'Search the index.',
          inputSchema: rich.tools[0]!.inputSchema,
          annotations: { readOnlyHint: true },
          icons: [{ src: 'https://example.com/i.png', mimeType: 'image/png' }],
          _meta: { 'com.example/weight': 2 },
        },
      ]);
      expect(listOf(nativeText(text, version, 'prompts'), 'prompts')).toEqual([
        {
          name: 'review',
          arguments: [{ name: 'code' }, { name: 'style', required: false, title: 'Style' }],
          _meta: {},
        },
      ]);
    }
  });

  it('copies embedded schema keywords, including x-* and x-mcp-header, and _meta entries unchanged', () => {
    const inputSchema = {
      type: 'object',
      properties: { region: { type: 'string', 'x-mcp-header': 'X-Region' }, q: { type: 'string' } },
      'x-vendor': { nested: [1, 2] },
      $defs: { unused: { type: 'string' } },
    };
    const _meta = { 'io.modelcontextprotocol/ui': { resourceUri: 'ui://x' }, 'com.example/flag': true };
    const text = valid({ protocolVersions: ['2026-07-28'], tools: [{ name: 't', inputSchema, _meta }] });
    const [tool] = listOf(nativeText(text, '2026-07-28', 'tools'), 'tools');
    expect(tool).toEqual({ name: 't', inputSchema, _meta });
    expect(JSON.stringify(tool)).toBe(JSON.stringify({ name: 't', inputSchema, _meta }));
  });

  it('keeps only the fields each version defines (the field lists of that version schema.json)', () => {
    // Validation would reject these fields for 2024-11-05; projection does not rely on it.
    const document = {
      protocolVersions: ['2024-11-05', '2025-11-25'],
      tools: [
        { name: 't', title: 'T', inputSchema: { type: 'object' }, execution: { taskSupport: 'optional' }, _meta: {} },
      ],
      prompts: [
        { name: 'p', title: 'P', arguments: [{ name: 'a', title: 'A' }], icons: [{ src: 'https://e.com/i.png' }] },
      ],
    };
    expect(listOf(projectNativeList(document, '2024-11-05', 'tools'), 'tools')).toEqual([
      { name: 't', inputSchema: { type: 'object' } },
    ]);
    expect(listOf(projectNativeList(document, '2024-11-05', 'prompts'), 'prompts')).toEqual([
      { name: 'p', arguments: [{ name: 'a' }] },
    ]);
    expect(listOf(projectNativeList(document, '2025-11-25', 'tools'), 'tools')).toEqual([document.tools[0]]);
    expect(listOf(projectNativeList(document, '2025-11-25', 'prompts'), 'prompts')).toEqual([document.prompts[0]]);
  });

  it('projects Resources and Resource Templates with their annotations and size, dropping metadata', () => {
    const text = valid({
      protocolVersions: ['2025-06-18'],
      resources: [
        {
          uri: 'file:///a.txt',
          name: 'a',
          size: 12,
          mimeType: 'text/plain',
          annotations: { audience: ['user'], lastModified: '2025-01-02' },
          deprecated: true,
          'x-r': 1,
        },
      ],
      resourceTemplates: [{ uriTemplate: 'file:///{id}.txt', name: 't', annotations: { priority: 0.5 }, 'x-t': 1 }],
    });
    expect(listOf(nativeText(text, '2025-06-18', 'resources'), 'resources')).toEqual([
      {
        uri: 'file:///a.txt',
        name: 'a',
        size: 12,
        mimeType: 'text/plain',
        annotations: { audience: ['user'], lastModified: '2025-01-02' },
      },
    ]);
    expect(nativeText(text, '2025-06-18', 'resourceTemplates')).toMatchObject({
      ok: true,
      method: 'resources/templates/list',
      value: { resourceTemplates: [{ uriTemplate: 'file:///{id}.txt', name: 't', annotations: { priority: 0.5 } }] },
    });
  });
});

describe('no synthesis (req-native-projection-no-synthesis)', () => {
  const text = valid({
    protocolVersions: ['2025-11-25'],
    tools: [
      { name: 'hinted', inputSchema: { type: 'object' }, annotations: { destructiveHint: false } },
      { name: 'plain', inputSchema: { type: 'object' }, deprecated: true, description: 'Plain.' },
      { name: 'empty-execution', inputSchema: { type: 'object' }, execution: {} },
    ],
    prompts: [{ name: 'p', description: 'd', arguments: [{ name: 'x' }] }],
  });
  const [hinted, plain, emptyExecution] = listOf(nativeText(text, '2025-11-25', 'tools'), 'tools');

  it('an absent annotation hint stays absent', () => {
    expect(hinted!.annotations).toEqual({ destructiveHint: false });
  });

  it('execution.taskSupport is not set to "forbidden"', () => {
    expect(plain).not.toHaveProperty('execution');
    expect(emptyExecution!.execution).toEqual({});
  });

  it('no $schema is inserted into an embedded schema', () => {
    expect(plain!.inputSchema).toEqual({ type: 'object' });
  });

  it('a Prompt argument without required stays without it', () => {
    expect(listOf(nativeText(text, '2025-11-25', 'prompts'), 'prompts')).toEqual([
      { name: 'p', description: 'd', arguments: [{ name: 'x' }] },
    ]);
  });

  it('deprecated is omitted, not moved into _meta or description', () => {
    expect(plain).toEqual({ name: 'plain', inputSchema: { type: 'object' }, description: 'Plain.' });
  });

  it('the projected value adds no member: every member exists in the declaration with the same value', () => {
    const document = parseDocument(text).value as { tools: Record<string, unknown>[] };
    listOf(nativeText(text, '2025-11-25', 'tools'), 'tools').forEach((tool, i) => {
      for (const [key, value] of Object.entries(tool)) expect(document.tools[i]![key]).toEqual(value);
    });
  });
});

describe('step 6: the postcondition', () => {
  it('fails with projection-postcondition-failed, without a value, when the MCP Tool type restricts the schema (9.2)', () => {
    // Valid under 2020-12 and for mcpdesc (a 2026-07-28 root need not declare type), but MCP's Tool requires it.
    const text = valid({
      protocolVersions: ['2026-07-28'],
      tools: [
        { name: 'ok', inputSchema: { type: 'object' } },
        { name: 'untyped', inputSchema: { properties: { q: { type: 'string' } } } },
      ],
    });
    const result = nativeText(text, '2026-07-28', 'tools');
    expect(result).toMatchObject({ ok: false, code: 'projection-postcondition-failed', path: '/tools/1/inputSchema' });
    expect('value' in result).toBe(false);
    expect(result.ok ? '' : result.message).toMatch(
      /Tool "untyped" does not validate against the MCP 2026-07-28 Tool type: \/inputSchema lacks required member "type"/,
    );
    // The whole list fails; the other kinds are unaffected.
    expect(nativeText(text, '2026-07-28', 'prompts').ok).toBe(true);
  });

  it('reports the location inside a referenced component and does not repair it', () => {
    const schema = { type: 'object', properties: { flag: true } };
    const document = {
      protocolVersions: ['2025-11-25'],
      components: { schemas: { In: schema } },
      tools: [{ name: 't', inputSchema: { $componentRef: '#/components/schemas/In' } }],
    };
    const result = projectNativeList(document, '2025-11-25', 'tools');
    expect(result).toMatchObject({
      ok: false,
      code: 'projection-postcondition-failed',
      path: '/components/schemas/In/properties/flag',
    });
    expect(schema).toEqual({ type: 'object', properties: { flag: true } });
    expect(projectNativeList(document, '2026-07-28', 'tools')).toMatchObject({
      code: 'projection-protocol-version-not-declared',
    });
  });

  it('validates every projected value with the pinned schema of V', () => {
    const document = { protocolVersions: ['2025-11-25'], resources: [{ uri: 'not a uri', name: 'r' }] };
    expect(projectNativeList(document, '2025-11-25', 'resources')).toMatchObject({
      ok: false,
      code: 'projection-postcondition-failed',
      path: '/resources/0/uri',
    });
  });
});

describe('the postcondition agrees with the 9.2 native-shape warning', () => {
  // Each schema is valid under its dialect; MCP's Tool type restricts some of them (9.2, 4.14).
  const cases: {
    schema: Record<string, unknown>;
    member?: 'inputSchema' | 'outputSchema';
    versions?: string[];
    fails: string[];
  }[] = [
    { schema: { type: 'object' }, fails: [] },
    { schema: { properties: { q: { type: 'string' } } }, fails: ['2025-11-25', '2026-07-28'] },
    { schema: { type: 'object', properties: { q: true } }, fails: ['2025-11-25'] },
    { schema: { type: ['object', 'null'] }, fails: ['2025-11-25', '2026-07-28'] },
    { schema: { properties: {} }, member: 'outputSchema', fails: ['2025-11-25'] },
    {
      schema: { type: 'array', items: { type: 'string' } },
      member: 'outputSchema',
      versions: ['2026-07-28'],
      fails: [],
    },
  ];

  it.each(cases)(
    '$schema as $member fails projection exactly for $fails',
    ({ schema, member = 'inputSchema', versions = ['2025-11-25', '2026-07-28'], fails }) => {
      const tool =
        member === 'inputSchema'
          ? { name: 't', inputSchema: schema }
          : { name: 't', inputSchema: { type: 'object' }, outputSchema: schema };
      const text = valid({ protocolVersions: versions, tools: [tool] });
      for (const version of versions) {
        const result = nativeText(text, version, 'tools');
        const warned = (result.diagnostics ?? []).some(
          (d) => d.rule === 'mcp.tool.schema.native-shape' && d.message.includes(`MCP ${version}`),
        );
        expect(result.ok ? undefined : result.code, version).toBe(
          fails.includes(version) ? 'projection-postcondition-failed' : undefined,
        );
        expect(warned, `warning for ${version}`).toBe(fails.includes(version));
        if (!result.ok) expect(result.path?.startsWith(`/tools/0/${member}`)).toBe(true);
      }
    },
  );
});

describe('every example in src/examples', () => {
  const dir = new URL('../../src/examples/', import.meta.url);
  const files = readdirSync(dir).filter((f) => /\.mcpdesc\.(json|ya?ml)$/.test(f));
  const metadata = [
    'protocolVersions',
    'examples',
    'interactionExamples',
    'completionExamples',
    'tags',
    'elicitations',
    'deprecated',
    'security',
    'clientRequirements',
  ];

  it('includes the examples', () => expect(files.length).toBeGreaterThanOrEqual(8));

  it.each(files)('%s projects for every declared version and kind, or fails as documented', (file) => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const source = validateText(text);
    const parsed = parseDocument(text);
    const document = parsed.value as Record<string, unknown>;
    const declared = (Array.isArray(document.protocolVersions) ? document.protocolVersions : []) as string[];
    expect(declared.length).toBeGreaterThan(0);
    for (const version of declared) {
      for (const kind of kinds) {
        const result = nativeText(text, version, kind);
        if (!source.valid) {
          // invalid.mcpdesc.yaml: step 1 fails before anything else.
          expect(result).toMatchObject({ ok: false, code: 'projection-source-invalid' });
          continue;
        }
        expect(result.ok, result.ok ? '' : `${version} ${kind}: ${result.message}`).toBe(true);
        const values = listOf(result, kind);
        const type = nativeKinds[kind].type;
        const fields = mcpDefinedFields(version, type)!;
        const sources = (Array.isArray(document[kind]) ? document[kind] : []) as Record<string, unknown>[];
        const applicable = sources.filter(
          (d) => !Array.isArray(d.protocolVersions) || d.protocolVersions.includes(version),
        );
        expect(values.map((v) => v[nativeKinds[kind].identifier])).toEqual(
          applicable.map((d) => d[nativeKinds[kind].identifier]),
        );
        values.forEach((value, i) => {
          expect(mcpValidator(version, type)!(value)).toBe(true);
          for (const key of Object.keys(value)) {
            expect(fields).toContain(key);
            expect(key.startsWith('x-')).toBe(false);
          }
          for (const key of metadata) expect(value).not.toHaveProperty(key);
          for (const key of Object.keys(applicable[i]!))
            if (fields.includes(key) && !['inputSchema', 'outputSchema', 'arguments', 'icons'].includes(key))
              expect(value[key]).toEqual(applicable[i]![key]);
        });
        // The projected sequence is the content of a valid list result of V once the result's own members are added.
        const completed = version >= '2026-07-28' ? { resultType: 'complete', ttlMs: 0, cacheScope: 'private' } : {};
        const listType = (
          ['ListToolsResult', 'ListResourcesResult', 'ListResourceTemplatesResult', 'ListPromptsResult'] as const
        )[kinds.indexOf(kind)]!;
        expect(mcpValidator(version, listType)!({ [kind]: values, ...completed })).toBe(true);
      }
    }
  });

  it('exercise the removal of every metadata member but deprecated (tested above), of x-* on declarations and entries, and references', () => {
    const seen = new Set<string>();
    for (const file of files) {
      const document = parseDocument(readFileSync(new URL(file, dir), 'utf8')).value as Record<
        string,
        Record<string, unknown>[] | undefined
      >;
      for (const kind of kinds)
        for (const declaration of document[kind] ?? []) {
          for (const key of Object.keys(declaration)) seen.add(key.startsWith('x-') ? 'x-*' : key);
          for (const entry of [
            ...((declaration.arguments as object[]) ?? []),
            ...((declaration.icons as object[]) ?? []),
          ])
            if (Object.keys(entry).some((k) => k.startsWith('x-'))) seen.add('entry x-*');
          if ((declaration.inputSchema as Record<string, unknown> | undefined)?.$componentRef)
            seen.add('$componentRef');
        }
    }
    for (const member of [...metadata.filter((m) => m !== 'deprecated'), 'x-*', 'entry x-*', '$componentRef'])
      expect(seen).toContain(member);
  });

  it('covers every supported protocol version across the examples', () => {
    const seen = new Set<string>();
    for (const file of files) {
      const document = parseDocument(readFileSync(new URL(file, dir), 'utf8')).value as { protocolVersions?: string[] };
      for (const version of document.protocolVersions ?? []) seen.add(version);
    }
    for (const version of protocolVersions) expect(seen).toContain(version);
  });
});
