// Components under projection (spec 17.3, 17.4, 17.5): which component values a document's Reference Objects reach.
import { isObject } from '../lib/data-model.ts';
import { isReferenceObject, parseComponentRef, useSites } from '../model/components.ts';

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
    if (!isReferenceObject(value)) return;
    const target = parseComponentRef(value.$componentRef);
    if (!target.ok) return;
    const names = reached.get(target.namespace) ?? new Set<string>();
    reached.set(target.namespace, names);
    if (names.has(target.name)) return;
    names.add(target.name);
    pending.push([target.namespace, target.name]);
  };
  // The declarations' use sites (17.3); values inside #/components are reached only through references.
  for (const site of useSites(document)) if (!site.component) visit(site.value);
  while (pending.length > 0) {
    const [namespace, name] = pending.pop()!;
    const map = Object.hasOwn(components, namespace) ? components[namespace] : undefined;
    if (isObject(map) && Object.hasOwn(map, name)) visit(map[name]);
  }
  return reached;
}
