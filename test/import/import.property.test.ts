// The import invariant: for every supported protocol version, captured list results that validate against that
// version's pinned MCP schema import into a valid description whose native projection (4.14) returns exactly the
// captured lists.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importTexts, nativeText, validateText } from '../../core/index.ts';
import { mcpDefinedFields, mcpValidator } from '../../core/mcp/validators.ts';
import { protocolVersions } from '../../core/model/versions.ts';
import type { McpFieldType } from '../../core/mcp/types.ts';

type Json = Record<string, unknown>;
export const IMPORT_RUNS = 250;
export const UNREPRESENTABLE_RUNS = 150;

const since = (version: string, first: string) =>
  protocolVersions.indexOf(version as never) >= protocolVersions.indexOf(first as never);
const text = fc.string({ minLength: 1, maxLength: 10 }).filter((s) => s.trim().length > 0);
const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,9}$/);
const meta = fc.dictionary(fc.constantFrom('com.example/trace', 'note', 'k'), fc.jsonValue({ maxDepth: 2 }), {
  minKeys: 1,
  maxKeys: 2,
});
const icons = (version: string) =>
  fc.array(
    fc.record(
      {
        src: fc.constantFrom('https://example.com/i.png', 'data:image/png;base64,AAAA'),
        mimeType: fc.constantFrom('image/png', 'image/svg+xml'),
        sizes: fc.constant(['48x48']),
        ...(since(version, '2025-11-25') ? { theme: fc.constantFrom('light', 'dark') } : {}),
      },
      { requiredKeys: ['src'] },
    ),
    { minLength: 1, maxLength: 2 },
  );
const resourceAnnotations = (version: string) =>
  fc.record(
    {
      audience: fc.subarray(['user', 'assistant'], { minLength: 1 }),
      priority: fc.constantFrom(0, 0.25, 1),
      ...(since(version, '2025-06-18') ? { lastModified: fc.constant('2025-01-12T15:00:58Z') } : {}),
    },
    { requiredKeys: [] },
  );
const schema = fc.record(
  {
    type: fc.constant('object'),
    properties: fc.dictionary(
      name,
      fc.record(
        { type: fc.constantFrom('string', 'integer', 'boolean'), description: text },
        { requiredKeys: ['type'] },
      ),
      { maxKeys: 3 },
    ),
    additionalProperties: fc.boolean(),
  },
  { requiredKeys: ['type'] },
);

/** Optional members each primitive may carry, kept only where the MCP type of `version` defines them. */
function optional(version: string, type: McpFieldType): Record<string, fc.Arbitrary<unknown>> {
  const all: Record<string, fc.Arbitrary<unknown>> = {
    title: text,
    description: text,
    _meta: meta,
    icons: icons(version),
    mimeType: fc.constantFrom('text/plain', 'application/json'),
    size: fc.nat({ max: 10_000 }),
    annotations:
      type === 'Tool'
        ? fc.record(
            {
              title: text,
              readOnlyHint: fc.boolean(),
              destructiveHint: fc.boolean(),
              idempotentHint: fc.boolean(),
              openWorldHint: fc.boolean(),
            },
            { requiredKeys: [] },
          )
        : resourceAnnotations(version),
    outputSchema: schema,
    execution: fc.record({ taskSupport: fc.constantFrom('forbidden', 'optional', 'required') }, { requiredKeys: [] }),
  };
  const defined = mcpDefinedFields(version, type) ?? [];
  return Object.fromEntries(Object.entries(all).filter(([key]) => defined.includes(key)));
}

const argumentsFor = (version: string) =>
  fc.uniqueArray(
    fc.record(
      {
        name,
        ...Object.fromEntries(
          Object.entries({ title: text, description: text, required: fc.boolean() }).filter(([k]) =>
            (mcpDefinedFields(version, 'PromptArgument') ?? []).includes(k),
          ),
        ),
      },
      { requiredKeys: ['name'] },
    ),
    { selector: (a) => a.name, minLength: 1, maxLength: 3 },
  );

function lists(version: string) {
  const tool = fc.record(
    { name, inputSchema: schema, ...optional(version, 'Tool') },
    { requiredKeys: ['name', 'inputSchema'] },
  );
  const resource = fc.record(
    { uri: fc.nat({ max: 50 }).map((n) => `file:///docs/${n}.txt`), name: text, ...optional(version, 'Resource') },
    { requiredKeys: ['uri', 'name'] },
  );
  const template = fc.record(
    {
      uriTemplate: fc.nat({ max: 50 }).map((n) => `file:///t${n}/{id}`),
      name: text,
      ...optional(version, 'ResourceTemplate'),
    },
    { requiredKeys: ['uriTemplate', 'name'] },
  );
  const prompt = fc.record(
    { name, arguments: argumentsFor(version), ...optional(version, 'Prompt') },
    { requiredKeys: ['name'] },
  );
  return fc.record({
    tools: fc.uniqueArray(tool, { selector: (t) => t.name, maxLength: 4 }),
    resources: fc.uniqueArray(resource, { selector: (r) => r.uri, maxLength: 3 }),
    resourceTemplates: fc.uniqueArray(template, { selector: (r) => r.uriTemplate, maxLength: 3 }),
    prompts: fc.uniqueArray(prompt, { selector: (p) => p.name, maxLength: 3 }),
    wrap: fc.boolean(),
  });
}

type Kind = 'tools' | 'resources' | 'resourceTemplates' | 'prompts';
const listResult: Record<
  Kind,
  'ListToolsResult' | 'ListResourcesResult' | 'ListResourceTemplatesResult' | 'ListPromptsResult'
> = {
  tools: 'ListToolsResult',
  resources: 'ListResourcesResult',
  resourceTemplates: 'ListResourceTemplatesResult',
  prompts: 'ListPromptsResult',
};
const serverInfo = { name: 'srv', version: '1.0.0' };
const cacheable = { resultType: 'complete', ttlMs: 60_000, cacheScope: 'public' };

/** The session capture of `version`: initialize, or server/discover with the server named in `_meta` (2026-07-28). */
function session(version: string): Json {
  if (version === '2026-07-28')
    return {
      supportedVersions: [version],
      capabilities: { tools: { listChanged: true } },
      ...cacheable,
      _meta: { 'io.modelcontextprotocol/serverInfo': serverInfo },
    };
  return { protocolVersion: version, capabilities: { tools: { listChanged: true } }, serverInfo };
}

const cases = fc.constantFrom(...protocolVersions).chain((version) => fc.tuple(fc.constant(version), lists(version)));

describe('import properties', () => {
  it(`native projection of the imported description returns exactly the captured lists, for every version (${IMPORT_RUNS} runs)`, () => {
    const seen = new Set<string>();
    let members = 0; // optional members generated, to show the lists are not trivially empty

    fc.assert(
      fc.property(cases, ([version, generated]) => {
        seen.add(version);
        const captures = [{ name: 'session.json', text: JSON.stringify(session(version)) }];
        for (const kind of Object.keys(listResult) as Kind[]) {
          const items = generated[kind] as Json[];
          if (items.length === 0) continue;
          members += items.reduce((n, item) => n + Object.keys(item).length - 2, 0);
          const result: Json = { [kind]: items, ...(version === '2026-07-28' ? cacheable : {}) };
          // The capture is a valid list result of this version's pinned MCP schema.
          const validate = mcpValidator(version, listResult[kind])!;
          expect(validate(result), JSON.stringify(validate.errors)).toBe(true);
          captures.push({
            name: `${kind}.json`,
            text: JSON.stringify(generated.wrap ? { jsonrpc: '2.0', id: 7, result } : result, null, 2),
          });
        }
        const imported = importTexts(captures);
        if (!imported.ok) throw new Error(JSON.stringify(imported.problems, null, 1));
        expect(imported.protocolVersions).toEqual([version]);
        expect(validateText(imported.text).valid).toBe(true);
        for (const kind of Object.keys(listResult) as Kind[]) {
          const projected = nativeText(imported.text, version, kind);
          expect(projected.ok).toBe(true);
          // The capture is JSON text, which writes a negative zero as 0: compare with the values the text holds.
          if (projected.ok) expect(projected.value[kind]).toEqual(JSON.parse(JSON.stringify(generated[kind])));
        }
      }),
      { numRuns: IMPORT_RUNS },
    );
    expect([...seen].sort()).toEqual([...protocolVersions]);
    expect(members).toBeGreaterThan(IMPORT_RUNS);
  }, 180_000);

  it(`a member a description cannot carry is reported at its place in the capture, never dropped (${UNREPRESENTABLE_RUNS} runs)`, () => {
    // x-* members become specification extensions (14); members MCP does not define have no place in a closed object.
    const intruder = fc.tuple(
      fc.constantFrom('x-vendor', 'x-a', 'cost', 'deprecated', 'examples'),
      fc.jsonValue({ maxDepth: 1 }),
    );
    const withItems = cases.filter(([, generated]) =>
      (Object.keys(listResult) as Kind[]).some((kind) => generated[kind].length > 0),
    );
    fc.assert(
      fc.property(withItems, intruder, fc.nat(), ([version, generated], [member, value], pick) => {
        const kinds = (Object.keys(listResult) as Kind[]).filter((kind) => generated[kind].length > 0);
        const kind = kinds[pick % kinds.length]!;
        const items = [...(generated[kind] as Json[])]; // a copy: fast-check may reuse generated values while shrinking
        const index = pick % items.length;
        items[index] = { ...items[index], [member]: value };
        const result: Json = { [kind]: items, ...(version === '2026-07-28' ? cacheable : {}) };
        const imported = importTexts([
          { name: 'session.json', text: JSON.stringify(session(version)) },
          { name: 'list.json', text: JSON.stringify(result, null, 2) },
        ]);
        expect(imported.ok).toBe(false);
        if (imported.ok) return;
        const place = `/${kind}/${index}/${member}`;
        expect(
          imported.problems.some(
            (p) =>
              p.code === 'not-representable' &&
              p.locations.some((l) => l.input === 'list.json' && l.path.startsWith(place) && l.range !== undefined),
          ),
        ).toBe(true);
      }),
      { numRuns: UNREPRESENTABLE_RUNS },
    );
  }, 180_000);
});
