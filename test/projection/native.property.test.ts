// Properties of native projection (4.14) over generated documents: it never throws, never adds, renames or rewrites a
// member, keeps only what the MCP type defines in V, and keeps document order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nativeKinds, projectNativeList, type NativeKind } from '../../core/projection/native.ts';
import { mcpDefinedFields } from '../../core/mcp/validators.ts';
import { protocolVersions } from '../../core/model/versions.ts';

const kinds = Object.keys(nativeKinds) as NativeKind[];
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

const json = fc.jsonValue({ maxDepth: 2 });
const text = fc.string({ maxLength: 8 });
const extension = fc.dictionary(
  fc.string({ maxLength: 4 }).map((k) => `x-${k}`),
  json,
  { maxKeys: 2 },
);
const icon = fc.tuple(
  fc.record(
    { src: fc.constant('https://example.com/i.png'), mimeType: text, sizes: fc.array(text, { maxLength: 2 }) },
    { requiredKeys: ['src'] },
  ),
  extension,
);
const argument = fc.tuple(
  fc.record({ name: text, title: text, description: text, required: fc.boolean() }, { requiredKeys: ['name'] }),
  extension,
);
const schema = fc.record({
  type: fc.constant('object'),
  properties: fc.dictionary(text, fc.record({ type: fc.constantFrom('string', 'integer') }), { maxKeys: 2 }),
  'x-mcp-header': text,
});
/** Optional members with values their MCP types accept, MCP Description metadata and extensions with any value. */
const optional = {
  title: text,
  description: text,
  mimeType: text,
  size: fc.nat(),
  _meta: fc.dictionary(text, json, { maxKeys: 2 }),
  icons: fc.array(
    icon.map(([i, x]) => ({ ...i, ...x })),
    { minLength: 1, maxLength: 2 },
  ),
  ...Object.fromEntries(metadata.filter((m) => m !== 'protocolVersions').map((m) => [m, json])),
};
const core: Record<NativeKind, fc.Arbitrary<Record<string, unknown>>> = {
  tools: fc.record(
    {
      name: text,
      inputSchema: schema,
      outputSchema: schema,
      annotations: fc.record({ readOnlyHint: fc.boolean(), title: text }, { requiredKeys: [] }),
      execution: fc.record({ taskSupport: fc.constantFrom('forbidden', 'optional', 'required') }, { requiredKeys: [] }),
    },
    { requiredKeys: ['name', 'inputSchema'] },
  ),
  resources: fc.record(
    {
      uri: fc.constantFrom('file:///a', 'https://e.com/r'),
      name: text,
      annotations: fc.record(
        { priority: fc.constantFrom(0, 0.5, 1), audience: fc.constant(['user']) },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: ['uri', 'name'] },
  ),
  resourceTemplates: fc.record(
    { uriTemplate: fc.constantFrom('file:///{id}', 'https://e.com/{a}/{b}'), name: text },
    { requiredKeys: ['uriTemplate', 'name'] },
  ),
  prompts: fc.record(
    {
      name: text,
      arguments: fc.array(
        argument.map(([a, x]) => ({ ...a, ...x })),
        { minLength: 1, maxLength: 3 },
      ),
    },
    { requiredKeys: ['name'] },
  ),
};
const declaration = (kind: NativeKind) =>
  fc
    .tuple(
      core[kind],
      fc.record(optional, { requiredKeys: [] }),
      extension,
      fc.option(fc.subarray([...protocolVersions], { minLength: 1 }), { nil: undefined }),
    )
    .map(
      ([base, extra, x, scope]) =>
        ({ ...base, ...extra, ...x, ...(scope ? { protocolVersions: scope } : {}) }) as Record<string, unknown>,
    );
const documents = fc.record({
  protocolVersions: fc.subarray([...protocolVersions], { minLength: 1 }),
  tools: fc.array(declaration('tools'), { maxLength: 4 }),
  resources: fc.array(declaration('resources'), { maxLength: 3 }),
  resourceTemplates: fc.array(declaration('resourceTemplates'), { maxLength: 3 }),
  prompts: fc.array(declaration('prompts'), { maxLength: 3 }),
});

describe('native projection properties', () => {
  it('never throws for any JSON value, version or kind, and always answers a well-formed result', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 4 }),
        fc.oneof(fc.constantFrom(...protocolVersions), fc.string()),
        fc.constantFrom(...kinds),
        (document, version, kind) => {
          const result = projectNativeList(document, version, kind);
          if (result.ok) expect(Object.keys(result.value)).toEqual([kind]);
          else expect(typeof result.message).toBe('string');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never throws for documents whose declarations hold arbitrary members and values', () => {
    const names = fc.oneof(
      fc.constantFrom(
        'name',
        'uri',
        'uriTemplate',
        'inputSchema',
        'outputSchema',
        'arguments',
        'icons',
        'protocolVersions',
        '__proto__',
        'x-a',
      ),
      fc.string({ maxLength: 4 }),
    );
    const anything = fc.dictionary(names, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 });
    const components = fc.dictionary(
      fc.constantFrom('A', 'B', 'C'),
      fc.oneof(
        fc.constantFrom('A', 'B', 'C', 'D').map((n) => ({ $componentRef: `#/components/schemas/${n}` })),
        json,
      ),
    );
    fc.assert(
      fc.property(
        fc.array(anything, { maxLength: 4 }),
        components,
        fc.constantFrom(...protocolVersions),
        fc.constantFrom(...kinds),
        (entries, schemas, version, kind) => {
          const document = { protocolVersions: [version], components: { schemas }, [kind]: entries };
          const result = projectNativeList(document, version, kind);
          if (!result.ok)
            expect(['projection-postcondition-failed', 'projection-source-invalid']).toContain(result.code);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('copies only members the MCP type defines in V, unchanged, for the applicable declarations in document order', () => {
    fc.assert(
      fc.property(
        documents,
        fc.constantFrom(...protocolVersions),
        fc.constantFrom(...kinds),
        (document, version, kind) => {
          const result = projectNativeList(document, version, kind);
          if (!document.protocolVersions.includes(version)) {
            expect(result).toMatchObject({ ok: false, code: 'projection-protocol-version-not-declared' });
            return;
          }
          // Every member the type defines in V holds a value that type accepts, so the postcondition holds.
          if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
          const info = nativeKinds[kind];
          const fields = mcpDefinedFields(version, info.type)!;
          const sources = document[kind].filter(
            (d) => !Array.isArray(d.protocolVersions) || (d.protocolVersions as string[]).includes(version),
          );
          const values = result.value[kind] as Record<string, unknown>[];
          expect(values).toHaveLength(sources.length);
          values.forEach((value, i) => {
            const source = sources[i]!;
            for (const key of Object.keys(value)) {
              expect(fields).toContain(key);
              expect(Object.prototype.hasOwnProperty.call(source, key)).toBe(true);
              if (key === 'arguments' || key === 'icons') continue;
              if ((key === 'inputSchema' || key === 'outputSchema') && kind === 'tools') continue;
              expect(value[key]).toBe(source[key]);
            }
            for (const key of fields)
              if (Object.prototype.hasOwnProperty.call(source, key)) expect(value).toHaveProperty([key]);
            for (const key of ['arguments', 'icons'] as const) {
              const entries = value[key];
              if (!Array.isArray(entries)) continue;
              const entryType =
                key === 'arguments' && kind === 'prompts' ? 'PromptArgument' : key === 'icons' ? 'Icon' : undefined;
              if (!entryType) continue;
              const entryDefined = mcpDefinedFields(version, entryType) ?? [];
              entries.forEach((e, j) => {
                const original = (source[key] as unknown[])[j] as Record<string, unknown>;
                for (const [k, v] of Object.entries(e as Record<string, unknown>)) {
                  expect(entryDefined).toContain(k);
                  expect(v).toBe(original[k]);
                }
              });
            }
          });
        },
      ),
      { numRuns: 400 },
    );
  });
});
