// Components under projection (spec 17.3, 17.4, 17.5): which component values a document's Reference Objects reach.
import { parsePointer } from '../pointer.ts';
import { isObject } from '../data-model.ts';

/** Namespace of the Reference Objects a primitive collection's `examples` map may hold (17.3). */
const exampleNamespaces: Record<string, string> = {
  tools: 'toolExamples',
  resources: 'resourceExamples',
  resourceTemplates: 'resourceTemplateExamples',
  prompts: 'promptExamples',
};

/** [namespace, name] of a Reference Object's target, or undefined when `value` is no well-formed local reference. */
function referenceTarget(value: unknown): [string, string] | undefined {
  if (!isObject(value) || typeof value.$componentRef !== 'string') return undefined;
  const ref = value.$componentRef;
  if (!ref.startsWith('#')) return undefined;
  const segments = parsePointer(ref.slice(1));
  if (!segments || segments.length !== 3 || segments[0] !== 'components') return undefined;
  return [segments[1]!, segments[2]!];
}

/** Reference Objects at the use sites of 17.3: Tool input/output schemas, Elicitation requested schemas, example maps. */
function* useSites(document: Record<string, unknown>): Generator<unknown> {
  for (const collection of Object.keys(exampleNamespaces)) {
    const entries = document[collection];
    if (!Array.isArray(entries)) continue;
    for (const primitive of entries) {
      if (!isObject(primitive)) continue;
      if (collection === 'tools') yield* [primitive.inputSchema, primitive.outputSchema];
      if (Array.isArray(primitive.elicitations)) for (const e of primitive.elicitations) if (isObject(e)) yield e.requestedSchema;
      if (isObject(primitive.examples)) yield* Object.values(primitive.examples);
    }
  }
}

/** Names of reached components, by namespace. */
export type ReachedComponents = Map<string, Set<string>>;

/**
 * Every component reached from the document's use sites, following component-to-component
 * references transitively (17.4). A `$componentRef` nested inside a value is not a reference (17.2) and is not followed.
 */
export function reachedComponents(document: Record<string, unknown>): ReachedComponents {
  const components = isObject(document.components) ? document.components : {};
  const reached: ReachedComponents = new Map();
  const pending: [string, string][] = [];
  const visit = (value: unknown) => {
    const target = referenceTarget(value);
    if (target === undefined) return;
    const names = reached.get(target[0]) ?? new Set<string>();
    reached.set(target[0], names);
    if (names.has(target[1])) return;
    names.add(target[1]);
    pending.push(target);
  };
  for (const site of useSites(document)) visit(site);
  while (pending.length > 0) {
    const [namespace, name] = pending.pop()!;
    const map = Object.hasOwn(components, namespace) ? components[namespace] : undefined;
    if (isObject(map) && Object.hasOwn(map, name)) visit(map[name]);
  }
  return reached;
}
