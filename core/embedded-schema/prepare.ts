// Preparing an embedded schema for evaluation: a private copy when identifiers or references must be indexed (the
// indexer annotates the objects it visits, and the document must stay untouched), its identified resources, and every
// `$ref` classified as local or external (9.2).
// Nothing is ever fetched: an external target is resolved only from a catalogue the caller supplies explicitly.
import { dereference } from '@cfworker/json-schema';
import { appendPointer } from '../lib/pointer.ts';
import type { Dialect } from './dialect.ts';
import { vocabularies, type KeywordKind } from './keywords.ts';
import { isObject } from '../lib/data-model.ts';

/** A reference target that is never defined: the evaluator stops with an error naming it when it gets there. */
export const unmodelledScope = 'urn:mcpdesc:unmodelled-dynamic-scope';

/** Base URI of an embedded schema without `$id` (a reserved name: never resolvable, never fetched). */
export const embeddedBaseUri = 'https://tool-schema.mcpdesc.invalid/schema.json';

type Lookup = Record<string, unknown>;

/**
 * WHATWG URL (present in browsers, workers and Node; the core's ES-only typings do not declare it), typed as what
 * `dereference` takes for a base: the DOM's URL where the DOM typings are loaded (the app's tsconfig), else as loose as
 * the library declares it (the core's).
 */
interface ParsedUrl {
  href: string;
}
type BaseUrl = Parameters<typeof dereference>[2];
const Url = (globalThis as unknown as { URL: new (input: string, base?: string) => ParsedUrl & BaseUrl }).URL;

export interface SchemaNode {
  value: Record<string, unknown>;
  /** JSON Pointer of the subschema inside the embedded schema. */
  path: string;
}

export interface Prepared {
  /** What evaluation uses: the schema itself, or a private copy when it had to be indexed. */
  root: unknown;
  lookup: Lookup;
  /**
   * Every object subschema of the copy with its location, in document order; undefined for a schema without
   * identifiers or references (schemaNodes(root) gives them when a location is needed).
   */
  nodes: SchemaNode[] | undefined;
  /** Whether the schema has identifiers or references (and was indexed): only then can evaluation revisit a subschema. */
  references: boolean;
  /** Whether evaluation must track evaluated properties and items (unevaluatedProperties/unevaluatedItems may apply). */
  annotations: boolean;
  /** `$ref`/`$dynamicRef` targets outside the schema (and any supplied catalogue): preserved, not resolved. */
  externalRefs: { path: string; ref: string }[];
  /** References into the schema itself that do not resolve. */
  unresolvedRefs: { path: string; ref: string }[];
  /** Why the copy could not be indexed (duplicate identifiers, bad URIs), if it could not. */
  failure?: string;
}

/** A deep copy of a JSON value (decoded documents contain only JSON values). */
export function copyJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyJson);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    // defineProperty, not assignment: a member named "__proto__" must stay a member.
    for (const key of Object.keys(value)) {
      const item = copyJson((value as Record<string, unknown>)[key]);
      if (key === '__proto__')
        Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
      else out[key] = item;
    }
    return out;
  }
  return value;
}

/** A subschema of a schema object: the value, its keyword, and its member name or index under that keyword. */
export type SubschemaStep = [value: unknown, keyword: string, member?: string | number];

/** The subschemas of a schema object under its dialect's applicator keywords, with the steps that reach them. */
export function subschemaSteps(
  node: Record<string, unknown>,
  vocabulary: Record<string, KeywordKind>,
): SubschemaStep[] {
  const out: SubschemaStep[] = [];
  for (const key of Object.keys(node)) {
    const kind = vocabulary[key];
    if (kind !== undefined) keywordSubschemas(kind, key, node[key], out);
  }
  return out;
}

/** The subschemas under one keyword of kind `kind` whose value is `value`, onto `out`. */
export function keywordSubschemas(kind: KeywordKind, key: string, value: unknown, out: SubschemaStep[]): void {
  if (kind === 'schema') {
    if (isObject(value) || typeof value === 'boolean') out.push([value, key]);
  } else if (kind === 'schema-array' || (kind === 'schema-or-schema-array' && Array.isArray(value))) {
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) out.push([value[i], key, i]);
  } else if (kind === 'schema-or-schema-array' && (isObject(value) || typeof value === 'boolean'))
    out.push([value, key]);
  else if ((kind === 'schema-map' || kind === 'pattern-schema-map') && isObject(value)) {
    // Every value is a subschema: an array (or any other non-schema) here makes the schema invalid.
    for (const name of Object.keys(value)) out.push([value[name], key, name]);
  } else if (kind === 'dependencies' && isObject(value)) {
    // draft-07 dependencies: an array value lists property names; anything else is a subschema.
    for (const name of Object.keys(value)) if (!Array.isArray(value[name])) out.push([value[name], key, name]);
  }
}

/** The pointer of a subschema step below `path`. */
export function stepPointer(path: string, [, keyword, member]: SubschemaStep): string {
  const at = appendPointer(path, keyword);
  return member === undefined ? at : appendPointer(at, member);
}

/** The subschemas of a schema object under its dialect's applicator keywords, with their pointers. */
export function subschemas(
  node: Record<string, unknown>,
  path: string,
  vocabulary: Record<string, KeywordKind>,
): [unknown, string][] {
  return subschemaSteps(node, vocabulary).map((step) => [step[0], stepPointer(path, step)]);
}

/** Every object subschema reachable through applicator keywords, in document order (iterative: depth is unbounded). */
export function schemaNodes(root: unknown, dialect: Dialect): SchemaNode[] {
  const vocabulary = vocabularies[dialect];
  const nodes: SchemaNode[] = [];
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (!isObject(value)) continue;
    nodes.push({ value, path });
    const children = subschemas(value, path, vocabulary);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return nodes;
}

function withoutFragment(uri: string): string {
  const hash = uri.indexOf('#');
  return hash < 0 ? uri : uri.slice(0, hash);
}

function resolveUri(ref: string, base: string): string | undefined {
  try {
    return new Url(ref, base).href;
  } catch {
    return undefined;
  }
}

/** Follow a JSON Pointer fragment from a resource root to any location (2020-12 allows references into unknown keywords). */
function pointerTarget(root: unknown, fragment: string): unknown {
  if (fragment === '') return root;
  if (!fragment.startsWith('/')) return undefined;
  let current: unknown = root;
  for (const raw of fragment.slice(1).split('/')) {
    let token: string;
    try {
      token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return undefined;
    }
    if (Array.isArray(current)) current = /^(0|[1-9]\d*)$/.test(token) ? current[Number(token)] : undefined;
    else if (isObject(current))
      current = Object.prototype.hasOwnProperty.call(current, token) ? current[token] : undefined;
    else return undefined;
  }
  return current;
}

/** Index a private copy of `schema`, with an optional trusted local catalogue of other schema resources (uri → schema). */
export function prepare(schema: unknown, dialect: Dialect, catalogue: Record<string, unknown> = {}): Prepared {
  // Only indexing (and the rewrites below) changes the objects, and only when identifiers or references occur: a
  // schema without any is evaluated as it is, with no copy (the evaluator never changes a schema).
  const facts = Object.keys(catalogue).length === 0 ? schemaFacts(schema) : { identifiers: true, unevaluated: true };
  if (!facts.identifiers) {
    return {
      root: schema,
      lookup: Object.create(null) as Lookup,
      nodes: undefined,
      references: false,
      annotations: facts.unevaluated,
      externalRefs: [],
      unresolvedRefs: [],
    };
  }
  const root = copyJson(schema);
  const nodes = schemaNodes(root, dialect);
  const prepared: Prepared = {
    root,
    lookup: Object.create(null) as Lookup,
    nodes,
    references: true,
    annotations: true,
    externalRefs: [],
    unresolvedRefs: [],
  };

  // 2020-12 dynamic references: without a competing dynamic anchor of the same name anywhere, `$dynamicRef` resolves
  // like `$ref` (its dynamic scope can only find that anchor), and a `$dynamicAnchor` names its subschema like `$anchor`.
  // Otherwise the target depends on the dynamic scope, which this evaluation does not model: if evaluation reaches it,
  // the result is incomplete rather than guessed.
  // draft-07 ignores every sibling of `$ref` (8.3); the indexer would still let a sibling `$id` change the base URI.
  if (dialect === 'draft-07') {
    for (const { value } of nodes) if (value.$ref !== undefined && value.$id !== undefined) delete value.$id;
  }

  const resources = Object.entries(catalogue).map(([uri, resource]) => ({ uri, root: copyJson(resource) }));
  const fromDynamic = new WeakSet<object>();
  if (dialect === '2020-12') {
    const everyNode = [...nodes, ...resources.flatMap((r) => schemaNodes(r.root, dialect))];
    const anchorCount = new Map<string, number>();
    for (const { value } of everyNode) {
      if (typeof value.$dynamicAnchor === 'string') {
        anchorCount.set(value.$dynamicAnchor, (anchorCount.get(value.$dynamicAnchor) ?? 0) + 1);
        if (value.$anchor === undefined) value.$anchor = value.$dynamicAnchor;
      }
    }
    for (const node of everyNode) {
      const ref = node.value.$dynamicRef;
      if (typeof ref !== 'string') continue;
      const name = ref.includes('#') ? ref.slice(ref.indexOf('#') + 1) : '';
      if (node.value.$ref === undefined && (anchorCount.get(name) ?? 0) <= 1) {
        node.value.$ref = ref;
        fromDynamic.add(node.value);
      } else {
        // Evaluated lazily: reaching this subschema stops the evaluation as incomplete (see unmodelledScope).
        const allOf = Array.isArray(node.value.allOf) ? node.value.allOf : [];
        node.value.allOf = [...allOf, { $ref: unmodelledScope }];
      }
    }
  }

  try {
    dereference(root as never, prepared.lookup as never, new Url(embeddedBaseUri));
    for (const { uri, root: resource } of resources)
      dereference(resource as never, prepared.lookup as never, new Url(uri));
  } catch (error) {
    prepared.failure = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return prepared;
  }

  // Resolve pointers to locations the indexer does not visit; each new target may hold references of its own.
  const pending = [...nodes];
  const known = new Set<unknown>(nodes.map((n) => n.value));
  const seen = new Set<unknown>();
  while (pending.length > 0) {
    const { value, path } = pending.shift()!;
    if (seen.has(value)) continue;
    seen.add(value);
    if (typeof value.$ref !== 'string' || value.$ref === unmodelledScope) continue;
    const absolute =
      (value as { __absolute_ref__?: string }).__absolute_ref__ ?? resolveUri(value.$ref, embeddedBaseUri);
    const at = appendPointer(path, fromDynamic.has(value) ? '$dynamicRef' : '$ref');
    if (absolute === undefined) {
      prepared.unresolvedRefs.push({ path: at, ref: value.$ref });
      continue;
    }
    if (prepared.lookup[absolute] !== undefined) continue;
    const base = withoutFragment(absolute);
    const resource = prepared.lookup[base];
    if (resource === undefined) {
      prepared.externalRefs.push({ path: at, ref: value.$ref });
      continue;
    }
    const target = pointerTarget(resource, absolute.slice(base.length + 1));
    if (!isObject(target) && typeof target !== 'boolean') {
      prepared.unresolvedRefs.push({ path: at, ref: value.$ref });
      continue;
    }
    prepared.lookup[absolute] = target;
    if (isObject(target)) {
      try {
        dereference(target, prepared.lookup as never, new Url(base), absolute.slice(base.length + 1));
      } catch {
        // Already indexed under another name: its references are known.
      }
      // Subschemas first reached here: located by the pointer when it is into the embedded schema itself.
      const fragment = absolute.slice(base.length + 1);
      const targetPath = resource === root && fragment.startsWith('/') ? decodeURIComponentSafe(fragment) : path;
      for (const node of schemaNodes(target, dialect)) {
        const located = { value: node.value, path: targetPath + node.path };
        if (!known.has(node.value)) {
          known.add(node.value);
          nodes.push(located);
        }
        pending.push(located);
      }
    }
  }
  return prepared;
}

/** Keys through which the indexer (or the evaluator) resolves or names anything. */
const identifierKeys = new Set([
  '$id',
  'id',
  '$anchor',
  '$dynamicAnchor',
  '$ref',
  '$dynamicRef',
  '$recursiveRef',
  '$recursiveAnchor',
]);

/**
 * Keywords whose value maps names to subschemas (the indexer's list): the map's own member names are property or
 * definition names, never identifiers (`properties: { id: … }` names a property called "id").
 */
const schemaMapKeys = new Set(['$defs', 'definitions', 'properties', 'patternProperties', 'dependentSchemas']);

/** Keywords whose evaluation reads the properties and items other keywords evaluated (annotations). */
const unevaluatedKeys = new Set(['unevaluatedProperties', 'unevaluatedItems']);

/**
 * Whether any object of a JSON value, other than a schema map, has an identifier or reference key, and (for a schema
 * without any) whether `unevaluatedProperties`/`unevaluatedItems` occur. Iterative: depth is unbounded. Every object
 * but a map's own members is looked at, wherever it is, so this never misses what the indexer would find; with
 * identifiers, annotations are assumed needed (a reference may lead anywhere).
 */
function schemaFacts(value: unknown): { identifiers: boolean; unevaluated: boolean } {
  let unevaluated = false;
  // Two parallel stacks: the values, and whether each is a schema map.
  const values: unknown[] = [value];
  const maps: boolean[] = [false];
  while (values.length > 0) {
    const current = values.pop();
    const isMap = maps.pop()!;
    if (Array.isArray(current)) {
      for (const item of current) {
        if (typeof item === 'object' && item !== null) {
          values.push(item);
          maps.push(false);
        }
      }
    } else if (typeof current === 'object' && current !== null) {
      for (const key of Object.keys(current)) {
        if (!isMap) {
          if (identifierKeys.has(key)) return { identifiers: true, unevaluated: true };
          if (unevaluatedKeys.has(key)) unevaluated = true;
        }
        const item = (current as Record<string, unknown>)[key];
        if (typeof item === 'object' && item !== null) {
          values.push(item);
          maps.push(!isMap && schemaMapKeys.has(key));
        }
      }
    }
  }
  return { identifiers: false, unevaluated };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
