// Named examples of Tools, Resources, Resource Templates and Prompts (spec 9.3, 9.4, 10.4, 11.3, 11.4) as the
// semantic rules see them: each at its use site, with a `$componentRef` resolved to the component value (17.3, 17.4),
// plus the Resource Contents helpers of 10.4.4 (base64 blobs, raw byte counts).
//
// A reference that does not resolve is skipped: mcpdesc.components.references reports it.
import { exampleNamespaces, isReferenceObject, resolveValue, type ComponentNamespace } from './components.ts';
import { collectionNouns, type PrimitiveCollection } from './collections.ts';
import { appendPointer } from '../lib/pointer.ts';
import type { Finding } from '../diagnostics.ts';
import { isObject } from '../lib/data-model.ts';

/** A value at a use site, after reference resolution. */
export interface Resolved {
  value: unknown;
  /** Where the value is written: the use site itself, or the component reached. */
  path: string;
  /** The use site, when it is a Reference Object (then `path` is inside `#/components`). */
  referencedFrom?: string;
}

/**
 * Resolve the value at `path` for a use site of `namespace` with the shared resolver (core/model/components.ts, 17.4);
 * undefined when a reference does not resolve (mcpdesc.components.references reports it).
 */
export function resolveUseSite(
  document: unknown,
  value: unknown,
  path: string,
  namespace: ComponentNamespace,
): Resolved | undefined {
  const resolution = resolveValue(document, value, path, namespace);
  if (!resolution.ok) return undefined;
  return resolution.chain.length === 0
    ? { value: resolution.value, path }
    : { value: resolution.value, path: resolution.path, referencedFrom: path };
}

export interface Primitive {
  collection: PrimitiveCollection;
  /** `/tools/3` */
  path: string;
  value: Record<string, unknown>;
}

/**
 * The object entries of a primitive collection, in document order. A run computes them once per collection
 * (`RuleContext.primitives`, core/model/run-context.ts).
 */
export function primitives(document: unknown, collection: PrimitiveCollection): Primitive[] {
  const entries = isObject(document) ? document[collection] : undefined;
  if (!Array.isArray(entries)) return [];
  const out: Primitive[] = [];
  entries.forEach((value, index) => {
    if (isObject(value)) out.push({ collection, path: appendPointer(appendPointer('', collection), index), value });
  });
  return out;
}

/** The name a primitive is known by in messages: its `name` (or `uri`), quoted, after its kind. */
export function describePrimitive(primitive: Primitive): string {
  const name = typeof primitive.value.name === 'string' ? primitive.value.name : undefined;
  return `${collectionNouns[primitive.collection]}${name !== undefined ? ` ${JSON.stringify(name)}` : ''}`;
}

export interface NamedExample {
  primitive: Primitive;
  /** The map member that names the example. */
  name: string;
  /** The example object, resolved. */
  value: Record<string, unknown>;
  /** Where the example object is written (in `#/components` when referenced). */
  path: string;
  /** The use-site Reference Object, when the example is a component. */
  referencedFrom?: string;
}

/** The maps of named examples a primitive may have. */
export type ExampleMember = 'examples' | 'completionExamples' | 'interactionExamples';

/** The named examples of a collection's `member` maps, as a run gives them (`RuleContext.namedExamples`). */
export type NamedExamplesOf = (collection: PrimitiveCollection, member?: ExampleMember) => readonly NamedExample[];

/**
 * Every entry of the `member` map (`examples`, `completionExamples`, `interactionExamples`) of `primitives` (the
 * entries of one collection) that is (or resolves to) an object. Only `examples` entries may be Reference Objects
 * (17.3). A run computes them once per collection and member (`RuleContext.namedExamples`).
 */
export function namedExamples(
  document: unknown,
  primitives: readonly Primitive[],
  member: ExampleMember = 'examples',
): NamedExample[] {
  const out: NamedExample[] = [];
  for (const primitive of primitives) {
    const map = primitive.value[member];
    if (!isObject(map)) continue;
    const mapPath = appendPointer(primitive.path, member);
    for (const name of Object.keys(map)) {
      const usePath = appendPointer(mapPath, name);
      const resolved =
        member === 'examples'
          ? resolveUseSite(document, map[name], usePath, exampleNamespaces[primitive.collection])
          : { value: map[name], path: usePath };
      if (!resolved || !isObject(resolved.value)) continue;
      out.push({
        primitive,
        name,
        value: resolved.value,
        path: resolved.path,
        ...(resolved.referencedFrom !== undefined ? { referencedFrom: resolved.referencedFrom } : {}),
      });
    }
  }
  return out;
}

/**
 * A finding about the value at `pointer` inside a resolved use-site value (an example, a Tool schema). Inline, it is
 * reported there; in a component, it is reported at the use-site Reference Object with the value in the component as
 * related location (16.5 provenance), as core/availability.ts does.
 */
export function exampleFinding(
  example: Pick<Resolved, 'path' | 'referencedFrom'>,
  pointer: string,
  finding: Omit<Finding, 'path'>,
): Finding {
  const at = example.path + pointer;
  if (example.referencedFrom === undefined) return { ...finding, path: at };
  const { detail: _detail, ...rest } = finding;
  return {
    ...rest,
    path: example.referencedFrom,
    relatedLocations: [...(finding.relatedLocations ?? []), { relation: 'component-definition', path: at }],
  };
}

/** `example "x"` or `example "x" (component #/components/promptExamples/y)`, for messages. */
export function describeExample(example: NamedExample): string {
  return `example ${JSON.stringify(example.name)}${example.referencedFrom !== undefined ? ` (component ${example.path})` : ''}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Resource Contents (10.4.4)

const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Whether `text` is base64 (RFC 4648 section 4: standard alphabet, padded, no whitespace). */
export function isBase64(text: string): boolean {
  return base64.test(text);
}

/** Decoded byte count of valid base64 text. */
export function base64ByteLength(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

/** UTF-8 byte count of a string (lone surrogates count as U+FFFD, three bytes). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** An example object where it is written: inline in a primitive's map, or as a component value (context-free checks). */
export interface WrittenExample {
  collection: PrimitiveCollection;
  member: 'examples' | 'interactionExamples' | 'completionExamples';
  path: string;
  value: Record<string, unknown>;
}

/**
 * Every example object as written, each once: inline entries of `examples`, `interactionExamples` and
 * `completionExamples`, and the values of the four example component namespaces (Reference Objects are skipped).
 */
export function writtenExamples(document: unknown): WrittenExample[] {
  const out: WrittenExample[] = [];
  for (const collection of Object.keys(exampleNamespaces) as PrimitiveCollection[]) {
    for (const primitive of primitives(document, collection)) {
      for (const member of ['examples', 'interactionExamples', 'completionExamples'] as const) {
        const map = primitive.value[member];
        if (!isObject(map)) continue;
        for (const [name, value] of Object.entries(map)) {
          if (isObject(value) && !isReferenceObject(value))
            out.push({ collection, member, path: appendPointer(appendPointer(primitive.path, member), name), value });
        }
      }
    }
    const components = isObject(document) ? document.components : undefined;
    const namespace = exampleNamespaces[collection];
    const map = isObject(components) ? components[namespace] : undefined;
    if (!isObject(map)) continue;
    for (const [name, value] of Object.entries(map)) {
      if (isObject(value) && !isReferenceObject(value))
        out.push({
          collection,
          member: 'examples',
          path: appendPointer(appendPointer('/components', namespace), name),
          value,
        });
    }
  }
  return out;
}

/**
 * Resource Contents objects of an example's `result` (10.4.4): read-result `contents` entries, and the `resource` of
 * embedded-resource content blocks in Tool results and Prompt messages. Pointers are relative to the example.
 */
export function resourceContentsOf(example: WrittenExample): [Record<string, unknown>, string][] {
  const out: [Record<string, unknown>, string][] = [];
  const result = example.value.result;
  if (!isObject(result)) return out;
  if (Array.isArray(result.contents)) {
    result.contents.forEach((entry, i) => {
      if (isObject(entry)) out.push([entry, appendPointer('/result/contents', i)]);
    });
  }
  if (Array.isArray(result.content))
    result.content.forEach((block, i) => embeddedResource(out, block, appendPointer('/result/content', i)));
  if (Array.isArray(result.messages)) {
    result.messages.forEach((message, i) => {
      if (!isObject(message)) return;
      const at = appendPointer(appendPointer('/result/messages', i), 'content');
      if (Array.isArray(message.content))
        message.content.forEach((block, j) => embeddedResource(out, block, appendPointer(at, j)));
      else embeddedResource(out, message.content, at);
    });
  }
  return out;
}

/** The `resource` of an embedded-resource content block, onto `out`. */
function embeddedResource(out: [Record<string, unknown>, string][], block: unknown, pointer: string): void {
  if (isObject(block) && block.type === 'resource' && isObject(block.resource))
    out.push([block.resource, appendPointer(pointer, 'resource')]);
}

/**
 * Members that mark an example `result` as something other than a completed result payload (3.6 defers them to the
 * example rules of 9.3, 9.4, 10.4.4 and 11.3): the JSON-RPC envelope, and task or input-required workflow state.
 */
export const nonCompletedResultFields: Readonly<Record<string, 'envelope' | 'workflow'>> = {
  jsonrpc: 'envelope',
  id: 'envelope',
  method: 'envelope',
  params: 'envelope',
  result: 'envelope',
  error: 'envelope',
  task: 'workflow',
  inputRequests: 'workflow',
  requestState: 'workflow',
};
