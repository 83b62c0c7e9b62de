// Merge (spec 4.13): examples of every rule of the algorithm and of every conflict kind, each located in every input.
import { describe, expect, it } from 'vitest';
import { mergeTexts, viewText, type MergeConflict } from '../../core/index.ts';

type Json = Record<string, unknown>;
const base = (versions: string[], extra: Json = {}): Json => ({
  mcpdesc: '0.9.0',
  info: { name: 'srv', version: '1.0.0' },
  protocolVersions: versions,
  ...extra,
});
const tool = (name: string, extra: Json = {}): Json => ({ name, inputSchema: { type: 'object' }, ...extra });
const text = (value: Json) => JSON.stringify(value, null, 2);

function merge(...documents: Json[]) {
  return mergeTexts(documents.map((d, i) => ({ name: `in${i + 1}.json`, text: text(d) })));
}
function merged(...documents: Json[]): Json {
  const result = merge(...documents);
  if (!result.ok) throw new Error(JSON.stringify(result.conflicts, null, 2));
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return JSON.parse(result.text) as Json;
}
function conflicts(...documents: Json[]): MergeConflict[] {
  const result = merge(...documents);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.conflicts;
}

describe('merge: the algorithm (req-merge-algorithm)', () => {
  it('unions root versions, collapses equivalent declarations by unioning their scopes, keeps differing ones as disjoint variants', () => {
    const result = merged(
      base(['2025-06-18'], { tools: [tool('search', { title: 'Search' }), tool('old')] }),
      base(['2025-11-25'], { tools: [tool('search', { title: 'Search' }), tool('old', { description: 'changed' })] }),
    );
    expect(result.protocolVersions).toEqual(['2025-06-18', '2025-11-25']);
    expect(result.tools).toEqual([
      tool('search', { title: 'Search' }),
      { protocolVersions: ['2025-06-18'], ...tool('old') },
      { protocolVersions: ['2025-11-25'], ...tool('old', { description: 'changed' }) },
    ]);
  });

  it('merges inputs that cover the same version with equivalent views (property and security order do not matter)', () => {
    const a = base(['2026-07-28'], {
      securitySchemes: { k: { type: 'apiKey', in: 'header', name: 'K' }, o: { type: 'http', scheme: 'bearer' } },
      tools: [tool('t', { security: [{ k: [] }, { o: [] }] })],
    });
    const b = base(['2026-07-28'], {
      securitySchemes: { o: { scheme: 'bearer', type: 'http' }, k: { type: 'apiKey', name: 'K', in: 'header' } },
      tools: [{ inputSchema: { type: 'object' }, security: [{ o: [] }, { k: [] }], name: 't' }],
    });
    expect(merged(a, b).tools).toHaveLength(1);
  });

  it('keeps omitted security, security: [] and security: [{}] apart (req-merge-security)', () => {
    const versions = ['2025-03-26', '2025-06-18', '2025-11-25'];
    const result = merged(
      base([versions[0]!], { tools: [tool('t')] }),
      base([versions[1]!], { tools: [tool('t', { security: [] })] }),
      base([versions[2]!], { tools: [tool('t', { security: [{}] })] }),
    );
    const tools = result.tools as Json[];
    expect(tools).toHaveLength(3);
    expect(tools[0]).not.toHaveProperty('security');
    expect(tools[1]!.security).toEqual([]);
    expect(tools[2]!.security).toEqual([{}]);
    versions.forEach((version, i) => {
      const view = viewText(text(result), version);
      expect(view.ok && JSON.parse(view.text).tools).toEqual([
        tools[i] && Object.fromEntries(Object.entries(tools[i]!).filter(([k]) => k !== 'protocolVersions')),
      ]);
    });
  });

  it('omits a collection with no entries (req-merge-collections)', () => {
    const result = merged(base(['2025-06-18']), base(['2025-11-25']));
    expect(result).toEqual(base(['2025-06-18', '2025-11-25']));
  });

  it('satisfies transport coverage: transports that differ by version become scoped variants covering the root (6.5)', () => {
    const result = merged(
      base(['2024-11-05'], {
        transports: [
          { type: 'sse', url: 'https://e.com/sse' },
          { type: 'stdio', command: 'srv' },
        ],
      }),
      base(['2026-07-28'], {
        transports: [
          { type: 'streamable-http', url: 'https://e.com/mcp' },
          { type: 'stdio', command: 'srv' },
        ],
      }),
    );
    expect(result.transports).toEqual([
      { protocolVersions: ['2024-11-05'], type: 'sse', url: 'https://e.com/sse' },
      { type: 'stdio', command: 'srv' },
      { protocolVersions: ['2026-07-28'], type: 'streamable-http', url: 'https://e.com/mcp' },
    ]);
  });

  it('keeps declaration extensions on their own declaration, as disjoint variants when they differ by version (14.5)', () => {
    const result = merged(
      base(['2025-11-25'], { tools: [tool('t', { 'x-acme-risk': 'high' })] }),
      base(['2026-07-28'], { tools: [tool('t', { 'x-acme-risk': 'low' })] }),
    );
    expect(result.tools).toEqual([
      { protocolVersions: ['2025-11-25'], ...tool('t', { 'x-acme-risk': 'high' }) },
      { protocolVersions: ['2026-07-28'], ...tool('t', { 'x-acme-risk': 'low' }) },
    ]);
  });

  it('merges components and keeps references working in every view', () => {
    const components = { schemas: { Q: { type: 'object', properties: { q: { type: 'string' } } } } };
    const result = merged(
      base(['2025-11-25'], {
        tools: [tool('t', { inputSchema: { $componentRef: '#/components/schemas/Q' } })],
        components,
      }),
      base(['2026-07-28'], {
        tools: [tool('t', { inputSchema: { $componentRef: '#/components/schemas/Q' } })],
        components,
      }),
    );
    expect(result.components).toEqual(components);
    expect(result.tools).toHaveLength(1);
  });

  it('merges a multi-version document with its own views back into an equivalent document', () => {
    const source = base(['2025-06-18', '2025-11-25', '2026-07-28'], {
      transports: [{ type: 'stdio', command: 'srv' }],
      capabilities: [
        { protocolVersions: ['2025-06-18', '2025-11-25'], tools: { listChanged: true } },
        { protocolVersions: ['2026-07-28'], tools: {} },
      ],
      tools: [tool('a'), tool('b', { protocolVersions: ['2026-07-28'], security: [] })],
    });
    const views = ['2025-06-18', '2026-07-28'].map(
      (v) => JSON.parse((viewText(text(source), v) as { text: string }).text) as Json,
    );
    const result = merged(source, ...views);
    expect(result.capabilities).toEqual(source.capabilities);
    expect(result.tools).toEqual(source.tools);
  });
});

describe('merge: conflicts (req-merge-inputs, req-merge-equivalence, req-extension-merge)', () => {
  const kinds = (list: MergeConflict[]) => list.map((c) => c.kind);

  it('input-invalid: every error of an invalid input, with file, pointer and line/column', () => {
    const list = conflicts(base(['2025-11-25']), base(['2025-11-25'], { tools: [] }));
    expect(kinds(list)).toEqual(['input-invalid']);
    expect(list[0]!.locations[0]).toMatchObject({ input: 'in2.json', path: '/tools', range: { start: { line: 10 } } });
    expect(list[0]!.message).toMatch(/^in2\.json is not a valid MCP Description document \(1 error\); /);
  });

  it('input-invalid: an unreadable input', () => {
    const result = mergeTexts([{ name: 'bad.json', text: '{ "mcpdesc": ' }]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.conflicts[0]).toMatchObject({
      kind: 'input-invalid',
      locations: [{ input: 'bad.json' }],
    });
  });

  it('server-identity: different info.name', () => {
    const list = conflicts(base(['2025-11-25']), {
      ...base(['2026-07-28']),
      info: { name: 'other', version: '1.0.0' },
    });
    expect(list).toEqual([
      {
        kind: 'server-identity',
        message: expect.stringContaining('different servers'),
        protocolVersions: ['2025-11-25', '2026-07-28'],
        locations: [
          {
            input: 'in1.json',
            path: '/info/name',
            range: expect.objectContaining({ start: { line: 4, column: 13 } }),
            note: 'declared here',
          },
          {
            input: 'in2.json',
            path: '/info/name',
            range: expect.objectContaining({ start: { line: 4, column: 13 } }),
            note: 'differs',
          },
        ],
      },
    ]);
  });

  it('info: a differing Info member, and an Info extension (extension)', () => {
    expect(
      conflicts(base(['2025-11-25']), { ...base(['2026-07-28']), info: { name: 'srv', version: '2.0.0' } })[0],
    ).toMatchObject({ kind: 'info', locations: [{ path: '/info/version' }, { path: '/info/version' }] });
    expect(
      conflicts(base(['2025-11-25']), {
        ...base(['2026-07-28']),
        info: { name: 'srv', version: '1.0.0', 'x-team': 'a' },
      })[0],
    ).toMatchObject({ kind: 'extension', locations: [{ path: '/info/x-team' }, { path: '/info/x-team' }] });
  });

  it('instructions: present in one input and absent in another', () => {
    const list = conflicts(base(['2025-11-25'], { instructions: 'Be nice.' }), base(['2026-07-28']));
    expect(list[0]).toMatchObject({
      kind: 'instructions',
      locations: [
        { input: 'in1.json', path: '/instructions' },
        { input: 'in2.json', path: '', note: 'no instructions' },
      ],
    });
  });

  it('security: omitted, [] and [{}] root security conflict with one another', () => {
    expect(kinds(conflicts(base(['2025-11-25'], { security: [] }), base(['2026-07-28'], { security: [{}] })))).toEqual([
      'security',
    ]);
    expect(kinds(conflicts(base(['2025-11-25'], { security: [] }), base(['2026-07-28'])))).toEqual(['security']);
  });

  it('security-schemes, tags, root-extension and other unscoped values ($schema)', () => {
    const schemes = (name: string) => ({ securitySchemes: { k: { type: 'apiKey', in: 'header', name } } });
    expect(conflicts(base(['2025-11-25'], schemes('A')), base(['2026-07-28'], schemes('B')))[0]).toMatchObject({
      kind: 'security-schemes',
      locations: [{ path: '/securitySchemes/k/name' }, { path: '/securitySchemes/k/name' }],
    });
    expect(
      kinds(
        conflicts(base(['2025-11-25'], { tags: [{ name: 'a' }] }), base(['2026-07-28'], { tags: [{ name: 'b' }] })),
      ),
    ).toEqual(['tags']);
    expect(
      conflicts(base(['2025-11-25'], { 'x-owner': 'a' }), base(['2026-07-28'], { 'x-owner': 'b' }))[0],
    ).toMatchObject({ kind: 'root-extension', locations: [{ path: '/x-owner' }, { path: '/x-owner' }] });
    expect(
      kinds(
        conflicts(
          base(['2025-11-25'], { $schema: 'https://mcpdesc.org/schema/mcp-description/0.9.0-rc.3.json' }),
          base(['2026-07-28']),
        ),
      ),
    ).toEqual(['unscoped']);
  });

  it('components: one component name with two values', () => {
    const c = (type: string) => ({ components: { schemas: { S: { type } } } });
    expect(conflicts(base(['2025-11-25'], c('object')), base(['2026-07-28'], c('string')))[0]).toMatchObject({
      kind: 'components',
      locations: [{ path: '/components/schemas/S/type' }, { path: '/components/schemas/S/type' }],
    });
  });

  it('protocol-view: two inputs covering one version with different declarations, located in each', () => {
    const list = conflicts(
      base(['2025-11-25'], { tools: [tool('t', { description: 'a' })] }),
      base(['2025-11-25', '2026-07-28'], { tools: [tool('u'), tool('t', { description: 'b' })] }),
    );
    expect(list).toEqual([
      expect.objectContaining({
        kind: 'protocol-view',
        protocolVersions: ['2025-11-25'],
        locations: [
          expect.objectContaining({ input: 'in1.json', path: '/tools/0/description' }),
          expect.objectContaining({
            input: 'in2.json',
            path: '/tools/1/description',
            range: expect.objectContaining({ start: { line: 23, column: 22 } }),
          }),
        ],
      }),
      expect.objectContaining({
        kind: 'protocol-view',
        locations: [
          expect.objectContaining({ input: 'in2.json', path: '/tools/0' }),
          expect.objectContaining({ input: 'in1.json', path: '/tools' }),
        ],
      }),
    ]);
  });

  it('protocol-view: transports or capabilities that differ for one version', () => {
    const list = conflicts(
      base(['2026-07-28'], { capabilities: [{ tools: {} }] }),
      base(['2026-07-28'], { capabilities: [{ prompts: {} }] }),
    );
    expect(list[0]).toMatchObject({
      kind: 'protocol-view',
      locations: [
        { input: 'in1.json', path: '/capabilities/0' },
        { input: 'in2.json', path: '/capabilities/0' },
      ],
    });
  });

  it('extension: conflicting extension values on one declaration for one version cannot be kept as disjoint variants', () => {
    const list = conflicts(
      base(['2026-07-28'], { tools: [tool('t', { 'x-acme-risk': 'high' })] }),
      base(['2026-07-28'], { tools: [tool('t', { 'x-acme-risk': 'low' })] }),
    );
    expect(list[0]).toMatchObject({
      kind: 'extension',
      protocolVersions: ['2026-07-28'],
      locations: [{ path: '/tools/0/x-acme-risk' }, { path: '/tools/0/x-acme-risk' }],
    });
  });

  it('security: one declaration with [] in one input and [{}] in another for the same version', () => {
    const list = conflicts(
      base(['2026-07-28'], { tools: [tool('t', { security: [] })] }),
      base(['2026-07-28'], { tools: [tool('t', { security: [{}] })] }),
    );
    expect(list[0]).toMatchObject({
      kind: 'security',
      locations: [{ path: '/tools/0/security' }, { path: '/tools/0/security' }],
    });
  });

  it('transport-coverage: one input declares transports and another, for other versions, does not', () => {
    const list = conflicts(
      base(['2025-11-25'], { transports: [{ type: 'stdio', command: 'srv' }] }),
      base(['2026-07-28']),
    );
    expect(list[0]).toMatchObject({
      kind: 'transport-coverage',
      protocolVersions: ['2026-07-28', '2025-11-25'],
      locations: [
        { input: 'in2.json', path: '/protocolVersions' },
        { input: 'in1.json', path: '/transports' },
      ],
    });
  });

  it('reports every conflict, not only the first', () => {
    const list = conflicts(
      base(['2026-07-28'], { instructions: 'a', 'x-o': 1, tools: [tool('t', { title: 'A' })] }),
      base(['2026-07-28'], { instructions: 'b', 'x-o': 2, tools: [tool('t', { title: 'B' })] }),
    );
    expect(kinds(list).sort()).toEqual(['instructions', 'protocol-view', 'root-extension']);
  });
});

describe('merge: the output document', () => {
  const yaml = (versions: string[], description: string) =>
    `mcpdesc: "0.9.0"\ninfo:\n  name: srv\n  version: "1.0.0"\nprotocolVersions:\n${versions.map((v) => `  - "${v}"`).join('\n')}\ntools:\n  - name: old\n    description: ${description}\n    tags: [a]\n    inputSchema:\n      type: object\ntags:\n  - name: a\n`;

  it('keeps the first input format: YAML in, YAML out', () => {
    const result = mergeTexts([
      { name: 'a.yaml', text: yaml(['2025-06-18'], 'first') },
      { name: 'b.yaml', text: yaml(['2025-11-25'], 'second') },
    ]);
    if (!result.ok) throw new Error(JSON.stringify(result.conflicts));
    expect(result.format).toBe('yaml');
    expect(result.text.startsWith('mcpdesc: ')).toBe(true);
    expect(() => JSON.parse(result.text)).toThrow();
    // A JSON first input gives JSON, whatever the others are.
    const mixed = mergeTexts([
      {
        name: 'a.json',
        text: JSON.stringify(
          base(['2025-06-18'], { tools: [tool('old', { description: 'first', tags: ['a'] })], tags: [{ name: 'a' }] }),
        ),
      },
      { name: 'b.yaml', text: yaml(['2025-11-25'], 'second') },
    ]);
    if (!mixed.ok) throw new Error(JSON.stringify(mixed.conflicts));
    expect(mixed.format).toBe('json');
    expect(JSON.parse(mixed.text)).toMatchObject({ protocolVersions: ['2025-06-18', '2025-11-25'] });
  });

  it('writes members in the section 18 order: a variant names itself before its protocolVersions, root members in 18.2 order', () => {
    const result = mergeTexts([
      { name: 'a.yaml', text: yaml(['2025-06-18'], 'first') },
      { name: 'b.yaml', text: yaml(['2025-11-25'], 'second') },
    ]);
    if (!result.ok) throw new Error(JSON.stringify(result.conflicts));
    const variant = result.text.slice(result.text.indexOf('tools:'), result.text.indexOf('tags:\n  - name: a'));
    const at = (member: string) => variant.indexOf(`${member}:`);
    // 18.6: name, title, description, icons, tags, deprecated, protocolVersions, inputSchema…
    expect(at('name')).toBeLessThan(at('description'));
    expect(at('description')).toBeLessThan(at('tags'));
    expect(at('tags')).toBeLessThan(at('protocolVersions'));
    expect(at('protocolVersions')).toBeLessThan(at('inputSchema'));
    // 18.2: … protocolVersions, transports, …, tools, …, tags, components.
    const root = result.text
      .split('\n')
      .filter((line) => /^[A-Za-z$]/.test(line))
      .map((line) => line.split(':')[0]);
    expect(root).toEqual(['mcpdesc', 'info', 'protocolVersions', 'tools', 'tags']);
  });
});
