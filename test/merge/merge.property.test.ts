// The round-trip invariant of merge (spec 4.13): for every input D_i and every version V it covers,
// P_V(merge(D_1..D_n)) is semantically equivalent to P_V(D_i). Inputs are generated as restrictions of one valid
// multi-version "truth" document to overlapping version subsets, so they agree wherever they overlap; a second
// property changes one input where it overlaps another and expects a conflict naming that version.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeTexts } from '../../core/index.ts';
import { projectView } from '../../core/projection/view.ts';
import { protocolVersions as supported } from '../../core/model/versions.ts';

type Json = Record<string, unknown>;
export const RUNS = { roundTrip: 300, conflict: 150 };

/** Independent of core/merge: key-sorted JSON, with Security Requirement Arrays compared as sets (7.3). */
function normal(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) {
    const items = value.map((v) => normal(v));
    return key === 'security' ? items.map((i) => JSON.stringify(i)).sort() : items;
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, normal((value as Json)[k], k)]),
    );
  }
  return value;
}
/** A view with declaration order ignored (array order of declaration collections is not significant, 4.13). */
function normalView(view: Json): Json {
  const out = normal(view) as Json;
  for (const collection of ['transports', 'capabilities', 'tools', 'resources', 'resourceTemplates', 'prompts']) {
    if (Array.isArray(out[collection]))
      out[collection] = (out[collection] as unknown[]).map((e) => JSON.stringify(e)).sort();
  }
  return out;
}

/** Each version assigned to one of `variants` groups or to none (-1): gives pairwise-disjoint scopes. */
const partition = (root: string[], variants: number) =>
  fc.array(fc.integer({ min: -1, max: variants - 1 }), { minLength: root.length, maxLength: root.length });
const security = fc.constantFrom<unknown[] | undefined>(undefined, [], [{}], [{}, { key: [] }]);
const variantContent = fc.record({
  description: fc.constantFrom(undefined, 'first', 'second'),
  security,
  extension: fc.constantFrom(undefined, 'x1', { team: 'a' }),
});

const truth = fc
  .shuffledSubarray([...supported], { minLength: 1 })
  .map((root) => supported.filter((v) => root.includes(v)))
  .chain((root) =>
    fc.record({
      root: fc.constant(root),
      instructions: fc.constantFrom(undefined, 'Use search first.'),
      rootSecurity: security,
      rootExtension: fc.constantFrom(undefined, { owner: 'me' }),
      transports: fc.option(
        fc.array(fc.tuple(fc.subarray(root, { minLength: 1 }), fc.constantFrom('a', 'b')), { maxLength: 3 }),
        { nil: undefined },
      ),
      capabilities: fc.option(fc.tuple(partition(root, 2), fc.array(fc.boolean(), { minLength: 2, maxLength: 2 })), {
        nil: undefined,
      }),
      tools: fc.array(fc.tuple(partition(root, 3), fc.array(variantContent, { minLength: 3, maxLength: 3 })), {
        maxLength: 3,
      }),
      prompts: fc.array(fc.tuple(partition(root, 2), fc.array(variantContent, { minLength: 2, maxLength: 2 })), {
        maxLength: 2,
      }),
      resources: fc.array(fc.tuple(partition(root, 2), fc.array(variantContent, { minLength: 2, maxLength: 2 })), {
        maxLength: 2,
      }),
    }),
  )
  .map((g) => {
    const scoped = (value: Json, scope: string[]): Json =>
      scope.length === g.root.length ? value : { protocolVersions: scope, ...value };
    const document: Json = { mcpdesc: '0.9.0', info: { name: 'srv', version: '1.0.0' }, protocolVersions: g.root };
    if (g.instructions) document.instructions = g.instructions;
    document.securitySchemes = { key: { type: 'apiKey', in: 'header', name: 'K' } };
    if (g.rootSecurity) document.security = g.rootSecurity;
    if (g.rootExtension) document['x-acme'] = g.rootExtension;
    if (g.transports)
      document.transports = [
        { type: 'stdio', command: 'srv' },
        ...g.transports.map(([scope, command]) =>
          scoped(
            { type: 'stdio', command },
            supported.filter((v) => scope.includes(v)),
          ),
        ),
      ];
    if (g.capabilities) {
      const [groups, listChanged] = g.capabilities;
      const capabilities = listChanged.flatMap((flag, i) => {
        const scope = g.root.filter((_, j) => groups[j] === i);
        return scope.length > 0 ? [scoped({ tools: { listChanged: flag } }, scope)] : [];
      });
      if (capabilities.length > 0) document.capabilities = capabilities;
    }
    const variants = (kind: 'tools' | 'prompts' | 'resources', list: typeof g.tools) =>
      list.flatMap(([groups, contents], n) =>
        contents.flatMap((content, i) => {
          const scope = g.root.filter((_, j) => groups[j] === i);
          if (scope.length === 0) return [];
          const value: Json =
            kind === 'tools'
              ? { name: `t${n}`, inputSchema: { type: 'object' } }
              : kind === 'prompts'
                ? { name: `p${n}` }
                : { uri: `file:///r${n}`, name: `r${n}` };
          if (content.description) value.description = content.description;
          if (content.security) value.security = content.security;
          if (content.extension) value['x-acme-tag'] = content.extension;
          return [scoped(value, scope)];
        }),
      );
    const tools = variants('tools', g.tools);
    const prompts = variants('prompts', g.prompts);
    const resources = variants('resources', g.resources);
    if (tools.length > 0) document.tools = tools;
    if (resources.length > 0) document.resources = resources;
    if (prompts.length > 0) document.prompts = prompts;
    return document;
  });

/** `document` restricted to the versions `subset`: what a description of only those versions says (4.10). */
function restrict(document: Json, subset: string[], explicitFull: boolean): Json {
  const root = document.protocolVersions as string[];
  const out: Json = {};
  for (const [key, value] of Object.entries(document)) {
    if (key === 'protocolVersions') out[key] = subset;
    else if (Array.isArray(value) && ['transports', 'capabilities', 'tools', 'resources', 'prompts'].includes(key)) {
      const kept = (value as Json[]).flatMap((declaration) => {
        const { protocolVersions: scope, ...rest } = declaration;
        const effective = ((scope as string[] | undefined) ?? root).filter((v) => subset.includes(v));
        if (effective.length === 0) return [];
        return [effective.length === subset.length && !explicitFull ? rest : { ...rest, protocolVersions: effective }];
      });
      if (kept.length > 0) out[key] = kept;
    } else out[key] = value;
  }
  return out;
}

/** 1-4 inputs: version subsets that together cover the truth's root versions, possibly overlapping, in any order. */
const inputs = truth.chain((document) => {
  const root = document.protocolVersions as string[];
  return fc
    .tuple(
      fc.array(fc.tuple(fc.subarray(root, { minLength: 1 }), fc.boolean()), { minLength: 1, maxLength: 3 }),
      fc.boolean(),
    )
    .map(([subsets, explicit]) => {
      const covered = new Set(subsets.flatMap(([s]) => s));
      const rest = root.filter((v) => !covered.has(v));
      const all = rest.length > 0 ? [...subsets, [rest, explicit] as [string[], boolean]] : subsets;
      return { document, inputs: all.map(([subset, explicitFull]) => restrict(document, subset, explicitFull)) };
    });
});

const run = (documents: Json[]) =>
  mergeTexts(documents.map((d, i) => ({ name: `in${i}.json`, text: JSON.stringify(d, null, 2) })));
const view = (document: Json, version: string): Json => {
  const result = projectView(document, version);
  if (!result.ok) throw new Error(result.message);
  return result.document as Json;
};

describe('merge properties (4.13)', () => {
  it(`round trip: every input view equals the view of the merge (${RUNS.roundTrip} runs)`, () => {
    let overlapping = 0;
    fc.assert(
      fc.property(inputs, ({ inputs: documents }) => {
        const result = run(documents);
        if (!result.ok) throw new Error(JSON.stringify(result.conflicts, null, 1));
        const merged = JSON.parse(result.text) as Json;
        const versions = new Set<string>();
        for (const document of documents) {
          for (const version of document.protocolVersions as string[]) {
            if (versions.has(version)) overlapping++;
            versions.add(version);
            expect(normalView(view(merged, version))).toEqual(normalView(view(document, version)));
          }
        }
        expect(merged.protocolVersions).toEqual(supported.filter((v) => versions.has(v)));
        for (const collection of ['transports', 'capabilities', 'tools', 'resources', 'prompts']) {
          if (collection in merged) expect((merged[collection] as unknown[]).length).toBeGreaterThan(0);
        }
      }),
      { numRuns: RUNS.roundTrip },
    );
    expect(overlapping).toBeGreaterThan(0); // the generator exercises inputs covering the same version
  }, 120_000);

  it(`conflict: changing one input where it overlaps another fails, naming the version (${RUNS.conflict} runs)`, () => {
    let checked = 0;
    const overlapping = inputs.filter(
      ({ inputs: documents }) =>
        documents.length > 1 &&
        Array.isArray(documents[0]!.tools) &&
        (documents[0]!.protocolVersions as string[]).some((v) =>
          documents.slice(1).some((d) => (d.protocolVersions as string[]).includes(v)),
        ),
    );
    fc.assert(
      fc.property(overlapping, ({ inputs: documents }) => {
        const [first, ...others] = documents;
        const changed = {
          ...first!,
          tools: (first!.tools as Json[]).map((t, i) =>
            i === 0 ? { ...t, description: 'changed in one input only' } : t,
          ),
        };
        const { protocolVersions: scope } = (first!.tools as Json[])[0]!;
        const toolVersions = (scope as string[] | undefined) ?? (first!.protocolVersions as string[]);
        const shared = toolVersions.filter((v) => others.some((d) => (d.protocolVersions as string[]).includes(v)));
        const result = run([changed, ...others]);
        if (shared.length === 0) return; // the change is on versions only this input covers: a scoped variant, no conflict
        checked++;
        expect(result.ok).toBe(false);
        if (result.ok) return;
        const conflict = result.conflicts.find(
          (c) => c.kind === 'protocol-view' && shared.includes(c.protocolVersions[0]!),
        );
        expect(conflict).toBeDefined();
        expect(
          conflict!.locations.some(
            (l) => l.input === 'in0.json' && l.path.startsWith('/tools/0') && l.range !== undefined,
          ),
        ).toBe(true);
      }),
      { numRuns: RUNS.conflict },
    );
    expect(checked).toBeGreaterThan(RUNS.conflict / 4);
  }, 120_000);
});
