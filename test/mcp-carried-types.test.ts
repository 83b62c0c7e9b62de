// The carried-type table (spec 3.6): generated from each protocol version's pinned schema.ts, checked against the pinned
// schemas, and walked: every closed type it has rejects an unknown member at the exact place, in every version.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateText } from '../core/index.ts';
import { serialize } from '../core/document/index.ts';
import { carriedTypeTable } from '../core/mcp/validators.ts';
import {
  carriedInlineRoots,
  type CarriedRootTypeName,
  type CarriedTypeTable,
  type TypeShape,
  type ValueShape,
} from '../core/mcp/types.ts';
import { ruleById } from '../core/rules/index.ts';
import { protocolVersions } from '../core/model/versions.ts';
import { readCarriedTypeTable } from '../scripts/mcp-carried-types.ts';
import { doc, interaction } from './rules/carried-docs.ts';

const root = new URL('../third_party/mcp-schemas/', import.meta.url);
const tableOf = (version: string): CarriedTypeTable => carriedTypeTable(version)!;

// ---- The table against the pinned schemas ----

/** The interfaces of a schema.ts as written: what each extends, and whether its own body declares an index signature. */
function interfacesOf(source: string): Map<string, { extends: string[]; indexed: boolean }> {
  const out = new Map<string, { extends: string[]; indexed: boolean }>();
  for (const match of source.matchAll(/^export interface (\w+)(?:\s+extends\s+([^{]+))?\s*\{/gm)) {
    // The body up to the matching brace; an index signature of the interface itself stands at brace depth 1.
    let depth = 0;
    let indexed = false;
    let line = '';
    for (let i = match.index! + match[0].length - 1; i < source.length; i++) {
      const c = source[i]!;
      if (c === '{') depth++;
      if (c === '}' && --depth === 0) break;
      if (c === '\n') {
        if (depth === 1 && /^\s*\[\w+: string\]:/.test(line)) indexed = true;
        line = '';
      } else line += c;
    }
    out.set(match[1]!, {
      extends: (match[2] ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      indexed,
    });
  }
  return out;
}

/** Whether an interface declares or inherits an index signature (3.6), read from the text alone. */
function openInText(interfaces: ReturnType<typeof interfacesOf>, name: string): boolean {
  const declared = interfaces.get(name);
  if (!declared) throw new Error(`no interface ${name}`);
  return declared.indexed || declared.extends.some((parent) => openInText(interfaces, parent));
}

describe.each(protocolVersions)('the carried-type table of MCP %s', (version) => {
  const table = tableOf(version);
  const json = JSON.parse(readFileSync(new URL(`${version}/schema.json`, root), 'utf8')) as Record<
    string,
    Record<
      string,
      {
        properties?: Record<string, { properties?: Record<string, unknown>; required?: string[] }>;
        required?: string[];
      }
    >
  >;
  const defs = json.$defs ?? json.definitions!;
  const interfaces = interfacesOf(readFileSync(new URL(`${version}/schema.ts`, root), 'utf8'));
  /** The schema.json definition of a table type: its own, or the inline member that holds a root before it was named. */
  const definition = (name: string) => {
    if (Object.hasOwn(defs, name)) return defs[name];
    const inline = carriedInlineRoots[name as CarriedRootTypeName];
    return inline ? defs[inline[0]]?.properties?.[inline[1]] : undefined;
  };

  it('is what schema.ts gives today (the generated module is not stale)', () => {
    expect(readCarriedTypeTable(version, protocolVersions)).toEqual(table);
  });

  it('has every root type the version defines, and every type the roots reach', () => {
    for (const [rootName, name] of Object.entries(table.roots)) {
      expect(definition(rootName), rootName).toBeDefined();
      expect(table.types[name!], rootName).toBeDefined();
    }
    const refs = new Set<string>();
    const visit = (shape: ValueShape) => {
      if (typeof shape !== 'object') return;
      if ('ref' in shape) refs.add(shape.ref);
      if ('array' in shape) visit(shape.array);
      if ('anyOf' in shape) shape.anyOf.forEach(visit);
    };
    for (const type of Object.values(table.types))
      [...Object.values(type.members), ...(type.others ? [type.others] : [])].forEach(visit);
    for (const ref of refs) expect(table.types[ref], ref).toBeDefined();
  });

  it('lists the members and required members schema.json gives every named type', () => {
    let compared = 0;
    for (const [name, type] of Object.entries(table.types)) {
      const def = definition(name);
      if (!def?.properties) continue;
      compared++;
      expect(Object.keys(type.members).sort(), name).toEqual(Object.keys(def.properties).sort());
      expect([...type.required].sort(), name).toEqual([...(def.required ?? [])].sort());
    }
    expect(compared).toBeGreaterThanOrEqual(15);
  });

  it('makes a named interface open exactly when schema.ts declares or inherits an index signature for it', () => {
    for (const [name, type] of Object.entries(table.types)) {
      if (interfaces.has(name)) expect(type.open, name).toBe(openInText(interfaces, name));
    }
  });

  it('has the openness 3.6 states: results open; input responses open until 2025-11-25, closed in 2026-07-28; nested objects closed', () => {
    for (const result of ['CallToolResult', 'ReadResourceResult', 'GetPromptResult', 'CompleteResult'] as const)
      expect(table.types[table.roots[result]!]!.open, result).toBe(true);
    for (const response of ['CreateMessageResult', 'ElicitResult', 'ListRootsResult'] as const) {
      const name = table.roots[response];
      if (name !== undefined) expect(table.types[name]!.open, response).toBe(version !== '2026-07-28');
    }
    const nested = [
      'TextContent',
      'ImageContent',
      'AudioContent',
      'ResourceLink',
      'EmbeddedResource',
      'TextResourceContents',
      'BlobResourceContents',
      'Root',
      'PromptMessage',
      'SamplingMessage',
      'CompleteResult.completion',
    ];
    for (const name of nested) if (table.types[name]) expect(table.types[name]!.open, name).toBe(false);
  });
});

// ---- Every closed type rejects an unknown member, at the exact place ----

/** The smallest value of a shape (required members only; arrays empty). */
function minimal(table: CarriedTypeTable, shape: ValueShape, depth = 0): unknown {
  if (typeof shape === 'string')
    return { string: 'x', date: '2025-01-12T15:00:58Z', number: 1, boolean: false, null: null, any: {} }[shape];
  if ('const' in shape) return shape.const;
  if ('array' in shape) return [];
  if ('anyOf' in shape)
    return minimal(table, shape.anyOf.find((s) => typeof s === 'object' && 'const' in s) ?? shape.anyOf[0]!, depth);
  return minimalObject(table, shape.ref, depth + 1);
}

function minimalObject(table: CarriedTypeTable, name: string, depth = 0): Record<string, unknown> {
  const type = table.types[name]!;
  const out: Record<string, unknown> = {};
  if (depth < 8) for (const member of type.required) out[member] = minimal(table, type.members[member]!, depth);
  return out;
}

interface Edge {
  /** Pointer segments from the object to the nested one (`content`, `0`). */
  segments: string[];
  ref: string;
}

/** The object types a type holds, and where: through a member (an array item is item 0), or an index signature. */
function edges(type: TypeShape): Edge[] {
  const out: Edge[] = [];
  const visit = (shape: ValueShape, segments: string[]) => {
    if (typeof shape !== 'object') return;
    if ('ref' in shape) out.push({ segments, ref: shape.ref });
    if ('array' in shape) visit(shape.array, [...segments, '0']);
    if ('anyOf' in shape) for (const alternative of shape.anyOf) visit(alternative, segments);
  };
  for (const [member, shape] of Object.entries(type.members)) visit(shape, [member]);
  if (type.others) visit(type.others, ['entry']);
  return out;
}

/** The shortest way from a root type to `target`: the root and the edges followed. */
function pathTo(
  table: CarriedTypeTable,
  roots: CarriedRootTypeName[],
  target: string,
): { root: CarriedRootTypeName; steps: Edge[] } | undefined {
  const queue: { root: CarriedRootTypeName; name: string; steps: Edge[] }[] = roots.map((root) => ({
    root,
    name: table.roots[root]!,
    steps: [],
  }));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const { root, name, steps } = queue.shift()!;
    if (name === target) return { root, steps };
    if (seen.has(name)) continue;
    seen.add(name);
    for (const edge of edges(table.types[name]!)) queue.push({ root, name: edge.ref, steps: [...steps, edge] });
  }
  return undefined;
}

/** A value of `root` holding an object of the target type at the end of `steps`, with `extra` as one more member. */
function valueWith(
  table: CarriedTypeTable,
  root: CarriedRootTypeName,
  steps: Edge[],
  extra: string,
): { value: Record<string, unknown>; pointer: string } {
  const value = minimalObject(table, table.roots[root]!);
  let at: Record<string, unknown> = value;
  let pointer = '';
  for (const { segments, ref } of steps) {
    const child = minimalObject(table, ref);
    // The object (or an array holding it) replaces the member's minimal value.
    const [member, ...rest] = segments;
    let holder: unknown = child;
    for (let i = rest.length - 1; i >= 0; i--) holder = rest[i] === '0' ? [holder] : { [rest[i]!]: holder };
    at[member!] = holder;
    pointer += `/${segments.join('/')}`;
    at = child;
  }
  at[extra] = 1;
  return { value, pointer: `${pointer}/${extra}` };
}

const completed = (version: string) => (version === '2026-07-28' ? { resultType: 'complete' } : {});
const samplingRequest = { messages: [{ role: 'user', content: { type: 'text', text: 'Summarize' } }], maxTokens: 100 };
const samplingResponse = { role: 'assistant', content: { type: 'text', text: 'Summary' }, model: 'example-model' };

/** A document carrying `value` as a `root` value, and the pointer of that value. */
function carrying(
  version: string,
  root: CarriedRootTypeName,
  value: Record<string, unknown>,
): { document: unknown; at: string } {
  const versions = [version];
  const step = (s: Record<string, unknown>) => ({
    document: interaction(versions, s),
    at: '/tools/0/interactionExamples/flow/steps/0',
  });
  switch (root) {
    case 'CallToolResult':
      return {
        document: doc(versions, {
          tools: [
            {
              name: 'search',
              inputSchema: { type: 'object' },
              examples: { run: { input: {}, result: { ...completed(version), ...value } } },
            },
          ],
        }),
        at: '/tools/0/examples/run/result',
      };
    case 'ReadResourceResult':
      return {
        document: doc(versions, {
          resources: [
            {
              name: 'readme',
              uri: 'file:///readme.md',
              examples: { current: { result: { ...completed(version), ...value } } },
            },
          ],
        }),
        at: '/resources/0/examples/current/result',
      };
    case 'GetPromptResult':
      return {
        document: doc(versions, {
          prompts: [{ name: 'greet', examples: { hello: { result: { ...completed(version), ...value } } } }],
        }),
        at: '/prompts/0/examples/hello/result',
      };
    case 'CompleteResult':
      return {
        document: doc(versions, {
          capabilities: [{ completions: {}, prompts: {} }],
          prompts: [
            {
              name: 'greet',
              arguments: [{ name: 'city' }],
              completionExamples: {
                one: { argument: { name: 'city', value: 'Par' }, result: { ...completed(version), ...value } },
              },
            },
          ],
        }),
        at: '/prompts/0/completionExamples/one/result',
      };
    case 'CreateMessageResult': {
      const { document, at } = step({ type: 'sampling', request: samplingRequest, response: value });
      return { document, at: `${at}/response` };
    }
    case 'CreateMessageRequestParams': {
      const { document, at } = step({ type: 'sampling', request: value, response: samplingResponse });
      return { document, at: `${at}/request` };
    }
    case 'ElicitResult': {
      const request = { mode: 'form', message: 'Confirm?', requestedSchema: { type: 'object', properties: {} } };
      const { document, at } = step({ type: 'elicitation', request, response: value });
      return { document, at: `${at}/response` };
    }
    case 'ListRootsResult': {
      const { document, at } = step({ type: 'roots', request: {}, response: value });
      return { document, at: `${at}/response` };
    }
  }
}

describe.each(protocolVersions)('every closed type of MCP %s rejects a member it does not define', (version) => {
  const table = tableOf(version);
  // 10.4.6, 11.4: no completion examples for MCP 2024-11-05, so a completion result is never carried there.
  const roots = (Object.keys(table.roots) as CarriedRootTypeName[]).filter(
    (root) => !(root === 'CompleteResult' && version === '2024-11-05'),
  );
  const closed = Object.entries(table.types)
    .filter(([, type]) => !type.open)
    .map(([name]) => name);
  const reachable = closed.filter((name) => pathTo(table, roots, name) !== undefined);

  it('reaches every closed type from a carried value or the sampling request', () => {
    expect(closed.filter((name) => !reachable.includes(name))).toEqual(
      version === '2024-11-05' ? closed.filter((n) => n.startsWith('CompleteResult')) : [],
    );
    expect(reachable.length).toBeGreaterThanOrEqual(version >= '2025-11-25' ? 24 : 12);
  });

  it.each(reachable)('%s', (name) => {
    const { root, steps } = pathTo(table, roots, name)!;
    const { value, pointer } = valueWith(table, root, steps, 'unknownMember');
    const { document, at } = carrying(version, root, value);
    const text = serialize(document, 'yaml');
    const path = `${at}${pointer}`;
    const found = validateText(text).diagnostics.filter((d) => d.path === path && d.severity === 'error');
    expect(
      found.map((d) => `${d.rule} ${d.protocolVersion ?? ''}`),
      `${name} at ${path}`,
    ).toHaveLength(1);
    const [finding] = found;
    // The carried-value rules name the protocol version; the document schema closes some objects in every version
    // (the completion object, the Elicitation Interaction Response Object).
    if (finding!.protocolVersion !== undefined) expect(finding!.protocolVersion).toBe(version);
    else expect(ruleById(finding!.rule)?.schemaPointers.length, finding!.rule).toBeGreaterThan(0);
    const line = text.split('\n').findIndex((l) => /^\s*(- )?unknownMember:/.test(l)) + 1;
    expect(finding!.range?.start.line).toBe(line);
  });
});
