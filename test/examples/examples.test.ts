// The Examples menu's documents (src/examples): they parse under the serialization profiles of
// spec 15, the valid ones are consistent across objects, and the invalid one shows many rules.
import { describe, expect, it } from 'vitest';
import {
  isAlias,
  isScalar,
  parse as parseYaml,
  parseAllDocuments,
  parseDocument as parseYamlDocument,
  visit,
} from 'yaml';
import { parseDocument } from '../../core/document/index.ts';
import { ruleById } from '../../core/rules/index.ts';
import { validateStructure } from '../../core/rules/structural.ts';
import { examples, type Example } from '../../src/examples/index.ts';
import { checkDocument, parseTemplate, protocolVersions } from './consistency.ts';

const valid = examples.filter((e) => e.id !== 'invalid');
const invalid = examples.find((e) => e.id === 'invalid');

function decode(example: Example): Record<string, unknown> {
  const parsed = parseDocument(example.text, { format: example.format });
  expect(parsed.diagnostics, `${example.id} parses without diagnostics`).toEqual([]);
  expect(parsed.ok).toBe(true);
  return parsed.value as Record<string, unknown>;
}

/** Every object member and array item, with its JSON Pointer. */
function* walk(value: unknown, path = ''): Generator<[string, unknown]> {
  yield [path, value];
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) yield* walk(value[i], `${path}/${i}`);
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) yield* walk(v, `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
}

/** What the restricted YAML profile forbids, found on the library's node tree rather than by the project parser. */
function profileViolations(text: string): string[] {
  const found: string[] = [];
  const doc = parseYamlDocument(text, { version: '1.2', schema: 'core' });
  visit(doc, {
    Node(_key, node) {
      if (isAlias(node)) found.push(`alias *${node.source}`);
      if ('anchor' in node && node.anchor) found.push(`anchor &${node.anchor}`);
      if ('tag' in node && node.tag) found.push(`tag ${node.tag}`);
    },
    Pair(_key, pair) {
      if (!isScalar(pair.key) || typeof pair.key.value !== 'string') found.push(`non-string key ${String(pair.key)}`);
      else if (pair.key.value === '<<') found.push('merge key <<');
    },
  });
  return found;
}

function at(doc: unknown, pointer: string): unknown {
  let current = doc;
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    current = (current as Record<string, unknown> | undefined)?.[key];
  }
  return current;
}

function parent(doc: unknown, pointer: string): [Record<string, unknown>, string] {
  const cut = pointer.lastIndexOf('/');
  const container = at(doc, pointer.slice(0, cut));
  expect(container, `${pointer} has a parent`).toBeTypeOf('object');
  return [
    container as Record<string, unknown>,
    pointer
      .slice(cut + 1)
      .replace(/~1/g, '/')
      .replace(/~0/g, '~'),
  ];
}

function set(doc: unknown, pointer: string, value: unknown): void {
  const [container, key] = parent(doc, pointer);
  container[key] = value;
}

function remove(doc: unknown, pointer: string): void {
  const [container, key] = parent(doc, pointer);
  expect(key in container, `${pointer} exists`).toBe(true);
  delete container[key];
}

describe('the examples index', () => {
  it('has unique ids, titles and descriptions, the planned set, and the invalid example last', () => {
    const ids = examples.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([
      'components',
      'elicitation',
      'examples',
      'invalid',
      'minimal',
      'multi-version',
      'security',
      'tags-and-extensions',
    ]);
    expect(ids[0]).toBe('minimal');
    expect(ids.at(-1)).toBe('invalid');
    for (const e of examples) {
      expect(e.title.length, e.id).toBeGreaterThan(3);
      expect(e.description.length, e.id).toBeGreaterThan(20);
      expect(e.text.trim().length, e.id).toBeGreaterThan(50);
    }
  });

  it('mixes JSON and YAML, and each text really is in its declared format', () => {
    expect(new Set(examples.map((e) => e.format))).toEqual(new Set(['json', 'yaml']));
    for (const e of examples) {
      if (e.format === 'json') expect(() => JSON.parse(e.text), e.id).not.toThrow();
      else expect(e.text.trimStart().startsWith('{'), e.id).toBe(false);
    }
  });
});

describe.each(examples.map((e) => [e.id, e] as const))('example %s', (_id, example) => {
  it('decodes with the project parser without any diagnostic (15.2, 15.3)', () => {
    decode(example);
  });

  if (example.format === 'yaml') {
    it('is one YAML document without anchors, aliases, tags, merge keys or non-string keys (15.3.1-15.3.6)', () => {
      const docs = parseAllDocuments(example.text);
      expect(Array.isArray(docs) && docs.length).toBe(1);
      expect(profileViolations(example.text)).toEqual([]);
    });

    it('decodes to the same data under YAML 1.1 and the 1.2 core schema: ambiguous scalars are quoted (15.3.3)', () => {
      const model = decode(example);
      expect(parseYaml(example.text, { version: '1.1' })).toEqual(model);
      expect(parseYaml(example.text, { version: '1.2', schema: 'core' })).toEqual(model);
    });
  }
});

describe.each(valid.map((e) => [e.id, e] as const))('valid example %s', (_id, example) => {
  it('declares mcpdesc 0.9.0, info name and version, and supported protocol versions (3.2, 4.1, 4.9, 5.1)', () => {
    const doc = decode(example);
    expect(doc.mcpdesc).toBe('0.9.0');
    const info = doc.info as Record<string, unknown>;
    expect(typeof info.name === 'string' && info.name.length > 0).toBe(true);
    expect(typeof info.version === 'string' && info.version.length > 0).toBe(true);
    const versions = doc.protocolVersions as string[];
    expect(versions.length).toBeGreaterThan(0);
    expect(new Set(versions).size).toBe(versions.length);
    for (const v of versions) expect(protocolVersions).toContain(v);
  });

  it('has no empty ordinary collection and no unknown x- location on a Reference Object (3.3, 17.2)', () => {
    const doc = decode(example);
    for (const key of [
      'transports',
      'securitySchemes',
      'capabilities',
      'tools',
      'resources',
      'resourceTemplates',
      'prompts',
      'tags',
      'components',
    ]) {
      if (key in doc) expect(Object.keys(doc[key] as object).length, key).toBeGreaterThan(0);
    }
    for (const [path, value] of walk(doc)) {
      if (value && typeof value === 'object' && '$componentRef' in value)
        expect(Object.keys(value), path).toEqual(['$componentRef']);
    }
  });

  it('is consistent across objects: scopes, coverage, references, tags, security, examples (independent check)', () => {
    expect(checkDocument(decode(example))).toEqual([]);
  });
});

describe('the independent checker', () => {
  it('finds the semantic mistakes planted in the invalid example', () => {
    const findings = checkDocument(decode(invalid!));
    const rules = new Set(findings.map((f) => f.rule));
    for (const rule of [
      'mcpdesc.protocol-versions.values',
      'mcpdesc.security.requirements',
      'mcpdesc.tags.references',
      'mcpdesc.example.members',
      'mcpdesc.protocol-scope.consistency',
      'mcpdesc.components.references',
    ]) {
      expect(rules, rule).toContain(rule);
    }
  });

  // Each mutation breaks one rule in an otherwise valid example; the checker must notice it.
  const mutations: [string, string, (d: Record<string, unknown>) => void, string][] = [
    [
      'examples',
      'input outside the input schema',
      (d) => set(d, '/tools/0/examples/lisbon-2-days/input/days', 9),
      'schema-conformance',
    ],
    [
      'examples',
      'success result without structuredContent',
      (d) => remove(d, '/tools/0/examples/default-days/result/structuredContent'),
      'mcp.tool.structured-content.output-schema',
    ],
    [
      'examples',
      'error result with structuredContent',
      (d) => set(d, '/tools/0/examples/unknown-city/result/structuredContent', {}),
      'mcpdesc.tool.example.error-result',
    ],
    [
      'examples',
      'declined elicitation with content',
      (d) => set(d, '/tools/1/interactionExamples/overwrite-declined/steps/1/response/content', { overwrite: false }),
      'mcpdesc.tool.interaction.elicitation-consistency',
    ],
    [
      'examples',
      'accepted content outside the requested schema',
      (d) => set(d, '/tools/1/interactionExamples/overwrite-accepted/steps/2/response/content', { overwrite: 'yes' }),
      'schema-conformance',
    ],
    [
      'examples',
      'a root outside file://',
      (d) =>
        set(d, '/tools/1/interactionExamples/overwrite-accepted/steps/0/response/roots/0/uri', 'https://example.com/'),
      'mcp.root.uri.file-scheme',
    ],
    [
      'examples',
      'template example URI that is no expansion',
      (d) => set(d, '/resourceTemplates/0/examples/lisbon-airport/uri', 'skycast://stations/PT/latest'),
      'mcpdesc.resource-template.example.expansion',
    ],
    [
      'examples',
      'prompt example without a required argument',
      (d) => remove(d, '/prompts/0/examples/destination-only/arguments/destination'),
      'mcpdesc.prompt.example.arguments',
    ],
    [
      'examples',
      'completion context naming the completed argument',
      (d) => set(d, '/prompts/0/completionExamples/style-for-oslo/context/arguments/style', 'x'),
      'mcpdesc.completion-example.target',
    ],
    [
      'examples',
      '2026-07-28 read result without ttlMs',
      (d) => remove(d, '/resources/0/examples/two-stations/result/ttlMs'),
      'mcp.cacheable-result.ttl-ms',
    ],
    [
      'examples',
      '2026-07-28 tool result without resultType',
      (d) => remove(d, '/tools/0/examples/default-days/result/resultType'),
      'mcp.example-result.members',
    ],
    [
      'examples',
      'blob that is not base64',
      (d) => set(d, '/resources/1/examples/placeholder-pixel/result/contents/0/blob', 'not base64!'),
      'mcp.resource-contents.blob.base64',
    ],
    [
      'components',
      'reference to a missing component',
      (d) => set(d, '/tools/0/inputSchema/$componentRef', '#/components/schemas/Nope'),
      'mcpdesc.components.references',
    ],
    [
      'components',
      'reference into the wrong namespace',
      (d) => set(d, '/prompts/0/examples/invoice-for-finance/$componentRef', '#/components/toolExamples/InvoiceFound'),
      'mcpdesc.components.references',
    ],
    [
      'components',
      'referenced example input outside the schema',
      (d) => set(d, '/components/toolExamples/InvoiceFound/input/id', 'INV-1'),
      'schema-conformance',
    ],
    [
      'multi-version',
      'overlapping tool variants',
      (d) => remove(d, '/tools/2/protocolVersions'),
      'mcpdesc.protocol-scope.consistency',
    ],
    [
      'multi-version',
      'a root version without transport',
      (d) => set(d, '/transports', [at(d, '/transports/1')]),
      'mcpdesc.transports.coverage',
    ],
    [
      'multi-version',
      'overlapping capabilities',
      (d) => remove(d, '/capabilities/0/protocolVersions'),
      'mcpdesc.protocol-scope.consistency',
    ],
    [
      'multi-version',
      'title on a 2024-11-05 tool',
      (d) => set(d, '/tools/0/title', 'Search'),
      'mcp.declaration.field.protocol-version',
    ],
    [
      'multi-version',
      'lastModified before 2025-06-18',
      (d) => remove(d, '/resources/1/protocolVersions'),
      'mcp.annotations.last-modified.protocol-version',
    ],
    [
      'multi-version',
      'a Tool Annotation field on a resource',
      (d) => set(d, '/resources/0/annotations/readOnlyHint', true),
      'mcp.annotations.members',
    ],
    [
      'multi-version',
      'x-mcp-header outside 2026-07-28',
      (d) => set(d, '/tools/2/inputSchema/properties/repository/x-mcp-header', 'Repo'),
      'mcp.tool.input-schema.x-mcp-header',
    ],
    [
      'security',
      'undeclared scheme',
      (d) => set(d, '/tools/1/security', [{ session: [] }]),
      'mcpdesc.security.requirements',
    ],
    [
      'security',
      'scopes on an apiKey scheme',
      (d) => set(d, '/prompts/0/security', [{ 'tenant-key': ['calendar:read'] }]),
      'mcpdesc.security.requirements',
    ],
    [
      'security',
      'uncatalogued OAuth scope',
      (d) => set(d, '/security/0/oauth', ['calendar:delete']),
      'mcpdesc.security.requirements',
    ],
    [
      'elicitation',
      'URL mode in 2025-06-18',
      (d) => remove(d, '/tools/0/elicitations/1/protocolVersions'),
      'mcp.declaration.field.protocol-version',
    ],
    [
      'elicitation',
      'string default in 2025-06-18',
      (d) => set(d, '/tools/0/elicitations/0/requestedSchema/properties/ticket/default', 'CHG-1'),
      'mcp.elicitation.form-schema.protocol-shape',
    ],
    [
      'elicitation',
      'enumNames shorter than enum',
      (d) => (at(d, '/prompts/0/elicitations/0/requestedSchema/properties/severity/enumNames') as unknown[]).pop(),
      'mcpdesc.elicitation.form-schema.consistency',
    ],
    [
      'elicitation',
      'required member that is not a property',
      (d) => (at(d, '/resourceTemplates/0/elicitations/0/requestedSchema/required') as unknown[]).push('until'),
      'mcpdesc.elicitation.form-schema.consistency',
    ],
    [
      'elicitation',
      'url mode with a schema',
      (d) => set(d, '/tools/1/elicitations/0/requestedSchema', { type: 'object', properties: {} }),
      'mcpdesc.elicitation.members',
    ],
    [
      'tags-and-extensions',
      'undeclared tag',
      (d) => set(d, '/prompts/0/tags', ['reading-lists', 'poetry']),
      'mcpdesc.tags.references',
    ],
  ];

  it.each(mutations)('%s: %s is reported', (id, _what, mutate, rule) => {
    const d = structuredClone(decode(examples.find((e) => e.id === id)!));
    mutate(d);
    expect(checkDocument(d).map((f) => f.rule)).toContain(rule);
  });

  it('the YAML profile check sees anchors, aliases, tags, merge keys and non-string keys', () => {
    const text = 'a: &base {k: v}\nb: *base\nc: !!str 1\nd:\n  <<: {k: w}\n? [x]\n: y\n';
    expect(profileViolations(text)).toEqual([
      'anchor &base',
      'alias *base',
      'tag tag:yaml.org,2002:str',
      'merge key <<',
      'non-string key ["x"]',
    ]);
  });

  it('matches template expansions only where the template allows them', () => {
    const parsed = parseTemplate('skycast://stations/{country}/{station}/latest');
    expect(parsed?.variables).toEqual(['country', 'station']);
    expect(parsed?.matcher.test('skycast://stations/PT/LIS-001/latest')).toBe(true);
    expect(parsed?.matcher.test('skycast://stations/PT/LIS/001/latest')).toBe(false);
    expect(parseTemplate('a://{+path}')).toBeUndefined();
  });
});

describe('feature coverage of the examples', () => {
  const doc = (id: string) => decode(examples.find((e) => e.id === id)!);

  it('minimal has exactly the three required root members', () => {
    expect(Object.keys(doc('minimal')).sort()).toEqual(['info', 'mcpdesc', 'protocolVersions']);
  });

  it('multi-version covers all five protocol versions with scoped variants and all three transport types', () => {
    const d = doc('multi-version');
    expect(d.protocolVersions).toEqual([...protocolVersions]);
    const tools = d.tools as { name: string; protocolVersions?: string[] }[];
    const variants = tools.filter((t) => t.name === 'create_issue');
    expect(variants.length).toBeGreaterThanOrEqual(3);
    expect(new Set((d.transports as { type: string }[]).map((t) => t.type))).toEqual(
      new Set(['sse', 'streamable-http', 'stdio']),
    );
    expect((d.capabilities as unknown[]).length).toBeGreaterThanOrEqual(3);
  });

  it('security uses all four scheme types, both clearing forms and per-level overrides', () => {
    const d = doc('security');
    const types = Object.values(d.securitySchemes as Record<string, { type: string; flows?: object }>).map(
      (s) => s.type,
    );
    expect(new Set(types)).toEqual(new Set(['http', 'apiKey', 'oauth2', 'openIdConnect']));
    const securities = [...walk(d)].filter(([p]) => p.endsWith('/security')).map(([, v]) => JSON.stringify(v));
    expect(securities).toContain('[]');
    expect(securities).toContain('[{}]');
    expect(d.security).toBeDefined();
    expect((d.transports as { security?: unknown }[]).some((t) => t.security !== undefined)).toBe(true);
  });

  it('components references every namespace from a permitted use site, including a chained reference', () => {
    const d = doc('components');
    const refs = [...walk(d)]
      .filter(([, v]) => v && typeof v === 'object' && '$componentRef' in v)
      .map(([p, v]) => [p, (v as { $componentRef: string }).$componentRef.split('/')[2]]);
    expect(new Set(refs.map(([, ns]) => ns))).toEqual(
      new Set(['schemas', 'toolExamples', 'resourceExamples', 'resourceTemplateExamples', 'promptExamples']),
    );
    expect(refs.some(([p]) => p!.startsWith('/components/'))).toBe(true);
    expect(refs.some(([p]) => p!.endsWith('/requestedSchema'))).toBe(true);
  });

  it('examples shows success and error tool results, interaction steps of all three kinds, and all example maps', () => {
    const d = doc('examples');
    const all = [...walk(d)];
    expect(all.some(([p, v]) => p.endsWith('/result/isError') && v === true)).toBe(true);
    const stepTypes = new Set(all.filter(([p]) => /\/steps\/\d+\/type$/.test(p)).map(([, v]) => v));
    expect(stepTypes).toEqual(new Set(['roots', 'sampling', 'elicitation']));
    for (const segment of ['/tools/', '/resources/', '/resourceTemplates/', '/prompts/']) {
      expect(
        all.some(([p]) => p.startsWith(segment) && /\/examples\/[^/]+$/.test(p)),
        segment,
      ).toBe(true);
    }
    expect(all.filter(([p]) => /\/completionExamples\/[^/]+\/context$/.test(p)).length).toBeGreaterThan(0);
  });

  it('elicitation has form and url declarations, with and without a static url, on several primitive kinds', () => {
    const all = [...walk(doc('elicitation'))];
    const declarations = all
      .filter(([p]) => /\/elicitations\/\d+$/.test(p))
      .map(([p, v]) => [p, v as Record<string, unknown>] as const);
    expect(new Set(declarations.map(([, d]) => d.mode))).toEqual(new Set(['form', 'url']));
    expect(declarations.some(([, d]) => d.mode === 'url' && 'url' in d)).toBe(true);
    expect(declarations.some(([, d]) => d.mode === 'url' && !('url' in d))).toBe(true);
    expect(new Set(declarations.map(([p]) => p.split('/')[1]))).toEqual(
      new Set(['tools', 'resourceTemplates', 'prompts']),
    );
  });

  it('tags-and-extensions references the catalogue from every primitive kind and puts x- members on many object kinds', () => {
    const d = doc('tags-and-extensions');
    const extensionOwners = [...walk(d)]
      .filter(([p]) => /\/x-[^/]+$/.test(p))
      .map(([p]) => p.replace(/\/x-[^/]+$/, '').replace(/\/\d+/g, '/*'));
    expect(new Set(extensionOwners).size).toBeGreaterThanOrEqual(12);
    for (const kind of ['tools', 'resources', 'resourceTemplates', 'prompts']) {
      expect(
        (d[kind] as { tags?: string[] }[]).some((x) => x.tags?.length),
        kind,
      ).toBe(true);
    }
  });

  it('invalid names a catalogued rule in every ERROR comment, and each comment sits on a real mistake', () => {
    const text = invalid!.text;
    const planted = [...text.matchAll(/# ERROR ([a-z0-9.-]+):/g)].map((m) => m[1]!);
    expect(planted.length).toBeGreaterThanOrEqual(9);
    for (const rule of planted) expect(ruleById(rule), rule).toBeDefined();
    expect(new Set(planted).size).toBeGreaterThanOrEqual(8);
    const d = decode(invalid!);
    expect(at(d, '/info/version')).toBeUndefined();
    expect(at(d, '/server')).toBeDefined();
    expect(at(d, '/prompts')).toEqual([]);
    expect(at(d, '/tools/0/deprecated')).toBe('no');
  });
});

// Structural validation by the core's document schema (spec 16.1 item 7).

describe('structural validation (core/rules/structural.ts validateStructure)', () => {
  it.each(valid.map((e) => [e.id, e] as const))('%s yields no error diagnostics', (_id, example) => {
    const errors = validateStructure(decode(example)).filter((d) => d.severity === 'error');
    expect(errors).toEqual([]);
  });

  it('invalid yields errors of at least 5 distinct rules or kinds', () => {
    const errors = validateStructure(decode(invalid!)).filter((d) => d.severity === 'error');
    const kinds = new Set(errors.map((d) => `${d.rule} ${d.detail?.kind ?? ''}`));
    expect(kinds.size).toBeGreaterThanOrEqual(5);
    const paths = errors.map((d) => d.path);
    for (const expected of ['/info', '/server', '/prompts', '/tools/0/deprecated', '/protocolVersions/1']) {
      expect(paths, expected).toContain(expected);
    }
  });
});
