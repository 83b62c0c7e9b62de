// Reusable components and local references (spec 17): Reference Objects, their use sites (17.3), and resolution
// (17.4) that is local, transitive, iterative and cycle-safe (17.7). Pure data in, data out; never throws.
import { appendPointer, parsePointer } from '../lib/pointer.ts';
import { componentNamespaces as namespaceValueDefs } from '../schema/defs/components.ts';
import { isObject } from '../lib/data-model.ts';
import type { RelatedLocation } from '../diagnostics.ts';
import type { PrimitiveCollection } from './collections.ts';

/** The five component namespaces of 17.1. */
export type ComponentNamespace = keyof typeof namespaceValueDefs;
export const componentNamespaces = Object.keys(namespaceValueDefs) as ComponentNamespace[];

/** Component-name grammar (17.1). */
const componentName = /^[A-Za-z0-9._-]+$/;

/** Bound on component-to-component hops (17.7); a longer chain is reported, never followed further. */
export const maxReferenceHops = 64;

function isNamespace(value: string): value is ComponentNamespace {
  return Object.hasOwn(namespaceValueDefs, value);
}

/** A Reference Object (17.2): an object carrying `$componentRef` (the guard the document schema also uses, 16.5). */
export function isReferenceObject(value: unknown): value is Record<string, unknown> & { $componentRef: unknown } {
  return isObject(value) && Object.hasOwn(value, '$componentRef');
}

/** Pointer of a component value: `/components/<namespace>/<name>`. */
export function componentPath(namespace: string, name: string): string {
  return appendPointer(appendPointer('/components', namespace), name);
}

export type ParsedComponentRef =
  | { ok: true; namespace: ComponentNamespace; name: string; /** `/components/<namespace>/<name>` */ path: string }
  | { ok: false; reason: string };

/** Parse a `$componentRef` value of the form `#/components/<namespace>/<name>` (17.2). */
export function parseComponentRef(ref: unknown): ParsedComponentRef {
  if (typeof ref !== 'string') return { ok: false, reason: 'it is not a string' };
  if (!ref.startsWith('#'))
    return {
      ok: false,
      reason: 'it is not a local pointer starting with "#" (remote and relative-file references are not allowed)',
    };
  const segments = parsePointer(ref.slice(1));
  if (segments === undefined) return { ok: false, reason: 'it is not a valid JSON Pointer' };
  if (segments[0] !== 'components') return { ok: false, reason: 'it points outside #/components' };
  if (segments.length !== 3)
    return { ok: false, reason: 'it does not name exactly one component (#/components/<namespace>/<name>)' };
  const [, namespace, name] = segments as [string, string, string];
  if (!isNamespace(namespace)) return { ok: false, reason: `"${namespace}" is not a component namespace` };
  if (!componentName.test(name)) return { ok: false, reason: `"${name}" does not follow the component-name grammar` };
  return { ok: true, namespace, name, path: componentPath(namespace, name) };
}

export type ResolutionProblem = 'malformed' | 'incompatible-namespace' | 'missing' | 'cycle' | 'too-deep';

export type Resolution =
  | {
      ok: true;
      /** The value reached: the use-site value itself when it is no reference, else the final component value. */
      value: unknown;
      /** Pointer of that value in the document as written. */
      path: string;
      /** Component pointers followed, in order (empty when the value is no reference). */
      chain: string[];
    }
  | {
      ok: false;
      problem: ResolutionProblem;
      /** One sentence naming the reference and the problem, section in parentheses. */
      message: string;
      /** The `req-*` anchor the problem violates (17.2 form and namespace, 17.4 resolution, 17.7 bounded work). */
      requirement: string;
      /** Pointer of the Reference Object whose `$componentRef` failed (the use site or a component in the chain). */
      at: string;
      chain: string[];
    };

/**
 * Resolve the value written at `path` for a use site of `namespace` (17.4): a non-reference resolves to itself; a
 * Reference Object is followed through component-to-component references until a non-reference value. Iterative and
 * bounded by {@link maxReferenceHops}; a cycle is detected, never followed.
 */
export function resolveValue(
  document: unknown,
  value: unknown,
  path: string,
  namespace: ComponentNamespace,
): Resolution {
  const components = isObject(document) && isObject(document.components) ? document.components : {};
  const chain: string[] = [];
  let current = value;
  let currentPath = path;
  while (isReferenceObject(current)) {
    const ref = current.$componentRef;
    const quoted = typeof ref === 'string' ? JSON.stringify(ref) : 'value';
    const parsed = parseComponentRef(ref);
    if (!parsed.ok) {
      return {
        ok: false,
        problem: 'malformed',
        requirement: 'req-component-reference-form',
        message: `$componentRef ${quoted} is malformed: ${parsed.reason} (17.2)`,
        at: currentPath,
        chain,
      };
    }
    if (parsed.namespace !== namespace) {
      return {
        ok: false,
        problem: 'incompatible-namespace',
        requirement: 'req-component-reference-form',
        message: `$componentRef ${quoted} targets the ${parsed.namespace} namespace, but this location takes a ${namespace} component (17.2)`,
        at: currentPath,
        chain,
      };
    }
    if (chain.length >= maxReferenceHops) {
      const message = `$componentRef ${quoted} would follow more than ${maxReferenceHops} chained references; longer chains are not followed (17.7)`;
      return { ok: false, problem: 'too-deep', requirement: 'req-component-cycles', message, at: currentPath, chain };
    }
    if (chain.includes(parsed.path) || parsed.path === path) {
      const followed = [...(path.startsWith('/components/') ? [path] : []), ...chain];
      const cycle = [...followed.slice(Math.max(0, followed.indexOf(parsed.path))), parsed.path]
        .map((p) => `#${p}`)
        .join(' → ');
      return {
        ok: false,
        problem: 'cycle',
        requirement: 'req-component-reference-resolution',
        message: `$componentRef ${quoted} closes a reference cycle: ${cycle} (17.4)`,
        at: currentPath,
        chain,
      };
    }
    const map = components[parsed.namespace];
    if (!isObject(map) || !Object.hasOwn(map, parsed.name)) {
      return {
        ok: false,
        problem: 'missing',
        requirement: 'req-component-reference-resolution',
        message: `$componentRef ${quoted} names no component: there is no ${parsed.namespace} component ${JSON.stringify(parsed.name)} (17.4)`,
        at: currentPath,
        chain,
      };
    }
    chain.push(parsed.path);
    current = map[parsed.name];
    currentPath = parsed.path;
  }
  return { ok: true, value: current, path: currentPath, chain };
}

/** Resolve `#/components/<namespace>/<name>` (or any `$componentRef` string) to the component value it finally denotes. */
export function resolveComponentRef(document: unknown, ref: string, namespace?: ComponentNamespace): Resolution {
  const parsed = parseComponentRef(ref);
  const expected = namespace ?? (parsed.ok ? parsed.namespace : 'schemas');
  return resolveValue(document, { $componentRef: ref }, '', expected);
}

/** A location that permits a Reference Object (17.3), or a component value (which may itself be one). */
export interface UseSite {
  path: string;
  value: unknown;
  namespace: ComponentNamespace;
  /** True for a value inside `#/components` rather than a declaration's use site. */
  component: boolean;
}

/** Component namespace of each collection's `examples` Reference Objects (17.3). */
export const exampleNamespaces: Record<PrimitiveCollection, ComponentNamespace> = {
  tools: 'toolExamples',
  resources: 'resourceExamples',
  resourceTemplates: 'resourceTemplateExamples',
  prompts: 'promptExamples',
};

/**
 * Every use site of 17.3 in document order (Tool `inputSchema`/`outputSchema`, Elicitation `requestedSchema`, values
 * of the four `examples` maps), then every component value. A `$componentRef` nested anywhere else, e.g. inside an
 * embedded JSON Schema, is content rather than a reference (17.2) and is not listed.
 */
export function useSites(document: unknown): UseSite[] {
  const sites: UseSite[] = [];
  if (!isObject(document)) return sites;
  for (const [collection, exampleNamespace] of Object.entries(exampleNamespaces)) {
    const entries = document[collection];
    if (!Array.isArray(entries)) continue;
    entries.forEach((primitive, index) => {
      if (!isObject(primitive)) return;
      const primitivePath = appendPointer(appendPointer('', collection), index);
      if (collection === 'tools') {
        for (const member of ['inputSchema', 'outputSchema']) {
          if (Object.hasOwn(primitive, member))
            sites.push({
              path: appendPointer(primitivePath, member),
              value: primitive[member],
              namespace: 'schemas',
              component: false,
            });
        }
      }
      if (Array.isArray(primitive.elicitations)) {
        primitive.elicitations.forEach((elicitation, position) => {
          if (isObject(elicitation) && Object.hasOwn(elicitation, 'requestedSchema')) {
            const path = appendPointer(
              appendPointer(appendPointer(primitivePath, 'elicitations'), position),
              'requestedSchema',
            );
            sites.push({ path, value: elicitation.requestedSchema, namespace: 'schemas', component: false });
          }
        });
      }
      if (isObject(primitive.examples)) {
        const mapPath = appendPointer(primitivePath, 'examples');
        for (const [name, value] of Object.entries(primitive.examples))
          sites.push({ path: appendPointer(mapPath, name), value, namespace: exampleNamespace, component: false });
      }
    });
  }
  const components = isObject(document.components) ? document.components : {};
  for (const namespace of componentNamespaces) {
    const map = components[namespace];
    if (!isObject(map)) continue;
    for (const [name, value] of Object.entries(map))
      sites.push({ path: componentPath(namespace, name), value, namespace, component: true });
  }
  return sites;
}

/** Where a Reference Object was replaced by its target (16.5 provenance). */
export interface Provenance {
  /** Pointer of the Reference Object as written. */
  referencePath: string;
  /** Pointer of the final component value substituted for it. */
  targetPath: string;
}

export interface ResolvedDocument {
  /** A copy of the document in which every resolvable Reference Object is replaced by its target; the input is not mutated. */
  document: unknown;
  provenance: Provenance[];
  /** References that could not be resolved (left in place). */
  failures: (Extract<Resolution, { ok: false }> & { site: string })[];
}

/** Set `value` at `segments` in `root`, copying each container on the path once (copy-on-write). */
function setAt(root: unknown, segments: string[], value: unknown, copied: Set<unknown>): unknown {
  const copy = (container: unknown): unknown => {
    if (copied.has(container)) return container;
    const next = Array.isArray(container)
      ? [...(container as unknown[])]
      : { ...(container as Record<string, unknown>) };
    copied.add(next);
    return next;
  };
  // Own data properties even for names such as "__proto__", which the component-name grammar allows.
  const put = (target: Record<string, unknown>, key: string, member: unknown) =>
    Object.defineProperty(target, key, { value: member, writable: true, enumerable: true, configurable: true });
  if (segments.length === 0) return value;
  const top = copy(root);
  let parent = top as Record<string, unknown>;
  for (let i = 0; i < segments.length - 1; i++) {
    const key = segments[i]!;
    const child = copy(parent[key]);
    put(parent, key, child);
    parent = child as Record<string, unknown>;
  }
  put(parent, segments[segments.length - 1]!, value);
  return top;
}

/** Resolve every use-site and component Reference Object of the document (17.4), with provenance for each substitution. */
export function resolveAll(document: unknown): ResolvedDocument {
  let resolved = document;
  const provenance: Provenance[] = [];
  const failures: ResolvedDocument['failures'] = [];
  const copied = new Set<unknown>();
  for (const site of useSites(document)) {
    if (!isReferenceObject(site.value)) continue;
    const resolution = resolveValue(document, site.value, site.path, site.namespace);
    if (!resolution.ok) {
      failures.push({ ...resolution, site: site.path });
      continue;
    }
    resolved = setAt(resolved, parsePointer(site.path) ?? [], resolution.value, copied);
    provenance.push({ referencePath: site.path, targetPath: resolution.path });
  }
  return { document: resolved, provenance, failures };
}

/**
 * Map a pointer into a resolved document back to the document as written (16.5): the primary location is the
 * Reference Object of the provenance entry whose `referencePath` is the longest prefix of `path`, and `componentPath`
 * the same place inside the final component. Without a matching entry, `path` is already a source location.
 */
export function sourceLocation(
  provenance: readonly Provenance[],
  path: string,
): { path: string; componentPath?: string } {
  let best: Provenance | undefined;
  for (const entry of provenance) {
    const prefix = entry.referencePath;
    if (
      (path === prefix || path.startsWith(`${prefix}/`)) &&
      (best === undefined || prefix.length > best.referencePath.length)
    )
      best = entry;
  }
  if (best === undefined) return { path };
  return { path: best.referencePath, componentPath: best.targetPath + path.slice(best.referencePath.length) };
}

/**
 * A finding made on the resolved document, located in the document as written (16.5 req-diagnostic-component-
 * provenance): reached through a Reference Object, its path becomes that reference's and the place inside the final
 * component comes first among its related locations (relation `component-definition`); its other related locations
 * are mapped to where they are written.
 */
export function toSourceFinding<T extends { path: string; relatedLocations?: RelatedLocation[] }>(
  finding: T,
  provenance: readonly Provenance[],
): T {
  if (provenance.length === 0) return finding;
  const related = finding.relatedLocations?.map((r) => {
    const at = sourceLocation(provenance, r.path);
    return at.componentPath === undefined ? r : { ...r, path: at.componentPath };
  });
  const at = sourceLocation(provenance, finding.path);
  const definition: RelatedLocation[] =
    at.componentPath === undefined ? [] : [{ relation: 'component-definition', path: at.componentPath }];
  const relatedLocations = [...definition, ...(related ?? [])];
  return { ...finding, path: at.path, ...(relatedLocations.length > 0 ? { relatedLocations } : {}) };
}

/** The `component-definition` related location of a finding, when it was reached through a reference. */
export function componentDefinition(finding: { relatedLocations?: RelatedLocation[] }): string | undefined {
  return finding.relatedLocations?.find((r) => r.relation === 'component-definition')?.path;
}
