// What a rule concerns (spec 16.5 req-rule-results-executed): the parts of a document a rule's checks look at, as
// JSON Pointer patterns. A rule whose parts a document lacks is `not-applicable` to it, never `passed`.
import { appendPointer, splitPointer } from '../lib/pointer.ts';
import { namesInDocument } from '../lib/data-model.ts';

/**
 * A pattern is a JSON Pointer whose segments may be `*` (any one member name or array index) or `**` (any number of
 * levels, none included). Patterns are read over the document with every `$componentRef` followed, so a part reached
 * through a Reference Object counts where it is used.
 */
export type ConcernPattern = string;

const maxReferenceHops = 32;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The target of a local Reference Object (chains followed, bounded); the value itself otherwise. */
function followReference(root: unknown, value: unknown): unknown {
  let current = value;
  for (let hop = 0; hop < maxReferenceHops; hop++) {
    if (!isObject(current) || Array.isArray(current)) return current;
    const reference = current.$componentRef;
    if (typeof reference !== 'string' || !reference.startsWith('#/')) return current;
    let target: unknown = root;
    for (const segment of splitPointer(reference.slice(1))) {
      target = isObject(target) && Object.prototype.hasOwnProperty.call(target, segment) ? target[segment] : undefined;
    }
    if (target === undefined) return current;
    current = target;
  }
  return current;
}

/**
 * Calls `found` with the keys leading to every location the pattern names, until it returns true (then returns
 * true). Under a Reference Object, locations are named at the use site. `keys` is the current location (a stack).
 * `seen` records which containers a `**` has walked, per pattern position and enclosing declaration: a component
 * that many references reach (or a cycle) is walked once per declaration that uses it, so the walk stays linear.
 */
function visit(
  root: unknown,
  node: unknown,
  segments: readonly string[],
  at: number,
  keys: string[],
  seen: Map<object, Set<string>>,
  found: (keys: readonly string[]) => boolean,
): boolean {
  if (node === undefined) return false;
  if (at === segments.length) return found(keys);
  const segment = segments[at]!;
  if (segment === '**') {
    if (visit(root, node, segments, at + 1, keys, seen, found)) return true;
    const value = followReference(root, node);
    if (!isObject(value)) return false;
    const tag = `${at}${declarationOf(keys)}`;
    const walked = seen.get(value);
    if (walked?.has(tag)) return false;
    if (walked) walked.add(tag);
    else seen.set(value, new Set([tag]));
    return eachChild(value, keys, (child) => visit(root, child, segments, at, keys, seen, found));
  }
  // A pattern may name the Reference Object itself; every other step reads its target.
  const value = segment === '$componentRef' ? node : followReference(root, node);
  if (segment === '*')
    return eachChild(value, keys, (child) => visit(root, child, segments, at + 1, keys, seen, found));
  if (!isObject(value) || !Object.prototype.hasOwnProperty.call(value, segment)) return false;
  keys.push(segment);
  const stop = visit(root, value[segment], segments, at + 1, keys, seen, found);
  keys.pop();
  return stop;
}

/** The declaration (4.10 scope owner) a location is in: `/tools/0`, `/tools/0/elicitations/1`; written, never referenced. */
function declarationOf(keys: readonly string[]): string {
  const top = keys.length >= 2 ? `/${keys[0]}/${keys[1]}` : '';
  return keys.length >= 4 && keys[2] === 'elicitations' ? `${top}/elicitations/${keys[3]}` : top;
}

/** Calls `step` on each member or item of a container, with its key on `keys`, until it returns true. */
function eachChild(value: unknown, keys: string[], step: (child: unknown) => boolean): boolean {
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      keys.push(String(index));
      const stop = step(value[index]);
      keys.pop();
      if (stop) return true;
    }
  } else if (isObject(value)) {
    for (const key of Object.keys(value)) {
      keys.push(key);
      const stop = step(value[key]);
      keys.pop();
      if (stop) return true;
    }
  }
  return false;
}

/** Whether the document has a value at some location a pattern names. */
export function hasPart(document: unknown, pattern: ConcernPattern): boolean {
  return visit(document, document, splitPointer(pattern), 0, [], new Map(), () => true);
}

/**
 * The protocol versions for which a document has parts a rule concerns: the effective scopes (4.10) of the
 * declarations enclosing each location the patterns name; 'all' when a location is outside every scoped declaration.
 */
export function concernedVersions(
  document: unknown,
  patterns: readonly ConcernPattern[],
  scopeOf: (path: string) => string[],
  root: readonly string[],
): Set<string> | 'all' {
  const versions = new Set<string>();
  let all = false;
  for (const pattern of patterns) {
    visit(document, document, splitPointer(pattern), 0, [], new Map(), (keys) => {
      const scope = scopeOf(keys.reduce<string>(appendPointer, ''));
      if (scope === root) all = true;
      else for (const version of scope) versions.add(version);
      return all;
    });
    if (all) return 'all';
  }
  return versions;
}

/**
 * Which patterns a document has parts for, computed once per run: each distinct pattern of the catalogue is
 * read over the document at most once.
 */
export function concernsOf(document: unknown): (patterns: readonly ConcernPattern[]) => boolean {
  const known = new Map<ConcernPattern, boolean>();
  return (patterns) =>
    patterns.some((pattern) => {
      let found = known.get(pattern);
      if (found === undefined) {
        // A pattern naming a member that occurs nowhere in the document matches nothing: no walk (a `**` walk of a
        // large document is the costly case). References point inside the document, so they add no names.
        const names = namesInDocument(document);
        found =
          splitPointer(pattern).every((s) => s === '*' || s === '**' || names.has(s) || isArrayIndex(s)) &&
          hasPart(document, pattern);
        known.set(pattern, found);
      }
      return found;
    });
}

function isArrayIndex(segment: string): boolean {
  return /^(?:0|[1-9]\d*)$/.test(segment);
}

/** Whether a location (a pointer) is at, above or below a location a pattern names (for tests of the catalogue). */
export function pathConcerns(path: string, pattern: ConcernPattern): boolean {
  return prefixMatch(splitPointer(path), splitPointer(pattern), 0, 0);
}

function prefixMatch(path: readonly string[], pattern: readonly string[], i: number, j: number): boolean {
  if (i === path.length || j === pattern.length) return true;
  const segment = pattern[j]!;
  if (segment === '**') return prefixMatch(path, pattern, i, j + 1) || prefixMatch(path, pattern, i + 1, j);
  if (segment !== '*' && segment !== path[i]) return false;
  return prefixMatch(path, pattern, i + 1, j + 1);
}

// Parts several rules concern, named once.

/** Tools, Resources, Resource Templates and Prompts (the declarations of 9-11). */
export const declarations: readonly ConcernPattern[] = [
  '/tools/*',
  '/resources/*',
  '/resourceTemplates/*',
  '/prompts/*',
];

/** A member of every kind of declaration. */
export function ofDeclarations(member: string): ConcernPattern[] {
  return declarations.map((declaration) => `${declaration}/${member}`);
}

/** Named example maps of declarations, and the component namespaces that hold examples. */
export const exampleMaps: readonly ConcernPattern[] = [
  ...ofDeclarations('examples'),
  '/resourceTemplates/*/completionExamples',
  '/prompts/*/completionExamples',
  '/tools/*/interactionExamples',
  '/components/toolExamples',
  '/components/resourceExamples',
  '/components/resourceTemplateExamples',
  '/components/promptExamples',
];

/** Completion examples (of Resource Templates and Prompts). */
export const completionExamples: readonly ConcernPattern[] = [
  '/resourceTemplates/*/completionExamples/*',
  '/prompts/*/completionExamples/*',
];

/** Results of examples: the MCP results a document carries (3.6). */
export const exampleResults: readonly ConcernPattern[] = exampleMaps.map((map) => `${map}/*/result`);

/** Steps of Tool interaction examples: the MCP requests and responses they carry (9.4). */
export const interactionStepParts: readonly ConcernPattern[] = ['/tools/*/interactionExamples/*/steps/*'];

/** Every carried MCP value: example results and interaction steps. */
export const carriedParts: readonly ConcernPattern[] = [...exampleResults, ...interactionStepParts];
