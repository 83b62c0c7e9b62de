// Merge (spec 4.13): one aggregate description from several valid single- or multi-version descriptions, following
// req-merge-algorithm: project every input into its Effective Protocol Views (4.12), require the same server
// identity and unscoped metadata, union the root protocol sets, collapse equivalent declarations by unioning their
// scopes, keep differing declarations as disjoint scoped variants. Whatever cannot be represented faithfully is a
// conflict (req-merge-inputs, req-merge-equivalence, req-extension-merge): merge never guesses. The caller validates
// the inputs before and the aggregate after (core/index.ts mergeTexts).
import type { Diagnostic, SourceRange } from '../diagnostics.ts';
import { setMember } from '../document/types.ts';
import { isObject } from '../lib/data-model.ts';
import { appendPointer, nearestAncestor, splitPointer } from '../lib/pointer.ts';
import { indexScopes } from '../model/scopes.ts';
import { scopedCollections } from '../model/collections.ts';
import { protocolVersions as supported } from '../model/versions.ts';
import { projectView } from '../projection/view.ts';
import { canonical, canonicalDeclaration, canonicalSecurity, firstDifference } from './equivalence.ts';
import { collectionNouns, identifyingMembers } from '../model/collections.ts';
import { countOf } from '../lib/plural.ts';

export type MergeConflictKind =
  | 'input-invalid'
  | 'server-identity'
  | 'info'
  | 'instructions'
  | 'security'
  | 'security-schemes'
  | 'root-extension'
  | 'extension'
  | 'tags'
  | 'components'
  | 'unscoped'
  | 'protocol-view'
  | 'transport-coverage'
  | 'aggregate-invalid';

/** The requirement each kind of conflict reports (4.13, 13.4, 14.5, 17.6): merge fails rather than guess. */
export const mergeConflictRequirements: Record<MergeConflictKind, string> = {
  'input-invalid': 'req-merge-inputs',
  'server-identity': 'req-merge-equivalence',
  info: 'req-merge-equivalence',
  instructions: 'req-merge-equivalence',
  security: 'req-merge-equivalence',
  'security-schemes': 'req-merge-equivalence',
  'root-extension': 'req-merge-equivalence',
  extension: 'req-extension-merge',
  tags: 'req-tags-merge',
  components: 'req-component-merge',
  unscoped: 'req-merge-equivalence',
  'protocol-view': 'req-merge-equivalence',
  'transport-coverage': 'req-merge-collections',
  'aggregate-invalid': 'req-merge-algorithm',
};

/** Where a conflict stands in one input: its name, a JSON Pointer into it as written, and the line/column there. */
export interface ConflictLocation {
  input: string;
  path: string;
  range?: SourceRange;
  /** What is at that place, e.g. "absent" or the value's role. */
  note?: string;
}

export interface MergeConflict {
  kind: MergeConflictKind;
  message: string;
  /** The MCP protocol versions concerned. */
  protocolVersions: string[];
  /** One or more places in every input concerned. */
  locations: ConflictLocation[];
}

export interface MergeInput {
  /** File name or label, used in conflict locations. */
  name: string;
  /** The decoded document. */
  document: unknown;
  /** Errors that validation reported (an input with any cannot be merged). */
  errors: Diagnostic[];
  /** Line/column of a JSON Pointer in the input's text. */
  rangeOf(pointer: string): SourceRange | undefined;
}

export type MergeResult = { ok: true; document: Record<string, unknown> } | { ok: false; conflicts: MergeConflict[] };

type Json = Record<string, unknown>;
type Collection = (typeof scopedCollections)[number];

/** The member identifying a primitive in a view (4.14); transports and capabilities have none. */
const identifiers: Partial<Record<Collection, string>> = identifyingMembers;
const scoped: ReadonlySet<string> = new Set<string>(scopedCollections);

/** One input's Effective Protocol View for one version, with where each retained declaration is in the input. */
interface View {
  input: number;
  document: Json;
  /** Source pointer of each retained declaration, by collection, in view order. */
  sources: Partial<Record<Collection, string[]>>;
}

/** Merge valid documents (4.13). Inputs with errors are reported, never merged. */
export function mergeDocuments(inputs: readonly MergeInput[]): MergeResult {
  const locate = (input: number, path: string, note?: string): ConflictLocation => {
    const at = inputs[input]!;
    const { range, exact } = nearestRange(at, path);
    const where = exact
      ? note
      : `${note ?? 'here'} (absent in this input: the position is that of the enclosing value)`;
    return { input: at.name, path, ...(range ? { range } : {}), ...(where ? { note: where } : {}) };
  };

  // req-merge-inputs: every input is valid.
  const invalid: MergeConflict[] = [];
  inputs.forEach((input, i) => {
    if (input.errors.length === 0 && isObject(input.document)) return;
    const errors =
      input.errors.length > 0 ? input.errors : [{ path: '', message: 'not an MCP Description document' } as Diagnostic];
    invalid.push({
      kind: 'input-invalid',
      message: `${input.name} is not a valid MCP Description document (${countOf(errors.length, 'error')}); merge validates every input (4.13). First: ${errors[0]!.message}`,
      protocolVersions: [],
      locations: errors
        .slice(0, 20)
        .map((e) => ({ ...locate(i, e.path, e.message), ...(e.range ? { range: e.range } : {}) })),
    });
  });
  if (invalid.length > 0) return { ok: false, conflicts: invalid };
  const documents = inputs.map((input) => input.document as Json);
  const roots = documents.map((d) => indexScopes(d).root);
  const versions = supported.filter((v) => roots.some((root) => root.includes(v)));
  const conflicts: MergeConflict[] = [];

  // Unscoped metadata (4.10, 4.13): equal in every input, present or absent alike.
  const unscopedKeys = unionKeys(documents).filter(
    (k) => k !== 'protocolVersions' && k !== 'components' && !scoped.has(k),
  );
  for (const key of unscopedKeys) {
    const texts = documents.map((d) =>
      key in d ? (key === 'security' ? canonicalSecurity(d[key]) : canonical(d[key])) : undefined,
    );
    if (texts.every((t) => t === texts[0])) continue;
    conflicts.push(unscopedConflict(key, documents, roots, locate));
  }
  const components = mergeComponents(documents, roots, locate, conflicts);

  // Effective Protocol Views of every input, by version.
  const views = new Map<string, View[]>();
  for (const version of versions) {
    views.set(
      version,
      documents.flatMap((document, input) =>
        roots[input]!.includes(version) ? [viewOf(document, version, input)] : [],
      ),
    );
  }

  // req-merge-equivalence: inputs covering the same version have equivalent views.
  for (const version of versions) {
    const [first, ...others] = views.get(version)!;
    for (const other of others) conflicts.push(...viewConflicts(version, first!, other, documents, locate));
  }
  // 6.5 / req-merge-collections: an aggregate with transports covers every root version.
  const withTransports = versions.filter((v) => views.get(v)!.some((view) => Array.isArray(view.document.transports)));
  if (withTransports.length > 0) {
    for (const version of versions) {
      if (withTransports.includes(version)) continue;
      const owner = views.get(withTransports[0]!)!.find((view) => Array.isArray(view.document.transports))!;
      conflicts.push({
        kind: 'transport-coverage',
        message: `No input declares a transport for MCP ${version}, but ${inputs[owner.input]!.name} declares transports for ${withTransports.join(', ')}: the merged document's transports would not cover ${version} (6.5). Declare the transports of ${version}, or merge descriptions that all omit transports.`,
        protocolVersions: [version, ...withTransports],
        locations: [
          ...views
            .get(version)!
            .map((view) => locate(view.input, '/protocolVersions', `declares ${version} without a transport`)),
          locate(owner.input, '/transports', `transports for ${withTransports.join(', ')}`),
        ],
      });
    }
  }
  if (conflicts.length > 0) return { ok: false, conflicts };

  return { ok: true, document: aggregate(documents, versions, views, components) };
}

/** The kind of a conflicting root member. */
function unscopedKind(key: string, difference: string): MergeConflictKind {
  if (key === 'info') {
    const segments = splitPointer(difference);
    if (segments[1] === 'name' || segments[1] === 'id') return 'server-identity';
    return segments.some((s) => s.startsWith('x-')) ? 'extension' : 'info';
  }
  if (key.startsWith('x-')) return 'root-extension';
  if (key === 'instructions' || key === 'security' || key === 'tags') return key;
  if (key === 'securitySchemes') return 'security-schemes';
  return 'unscoped';
}

function unscopedConflict(
  key: string,
  documents: Json[],
  roots: string[][],
  locate: (input: number, path: string, note?: string) => ConflictLocation,
): MergeConflict {
  const path = appendPointer('', key);
  const firstIndex = documents.findIndex((d) => key in d);
  const reference = documents[firstIndex]!;
  const locations: ConflictLocation[] = [];
  const concerned = new Set<number>();
  let kind: MergeConflictKind | undefined;
  documents.forEach((document, input) => {
    if (input === firstIndex) return;
    const same =
      key in document &&
      (key === 'security'
        ? canonicalSecurity(document[key]) === canonicalSecurity(reference[key])
        : canonical(document[key]) === canonical(reference[key]));
    if (same) return;
    const at =
      key in document
        ? key === 'security'
          ? path
          : path + (firstDifference(reference[key], document[key]) ?? '')
        : path;
    kind ??= unscopedKind(key, at);
    if (!concerned.has(firstIndex)) {
      concerned.add(firstIndex);
      locations.push(locate(firstIndex, key in document ? at : path, 'declared here'));
    }
    concerned.add(input);
    locations.push(key in document ? locate(input, at, 'differs') : locate(input, '', `no ${key}`));
  });
  const what = key === 'info' ? 'Info Object' : key.startsWith('x-') ? `root extension ${key}` : `root ${key}`;
  const protocolVersions = supported.filter((v) => [...concerned].some((i) => roots[i]!.includes(v)));
  const detail =
    kind === 'server-identity'
      ? 'the inputs describe different servers (info.name or info.id differ)'
      : `unscoped values must be equal in every input (4.13); a ${key === 'security' ? 'security declaration' : 'value'} cannot be given protocol variants`;
  return { kind: kind ?? 'unscoped', message: `Conflicting ${what}: ${detail}.`, protocolVersions, locations };
}

/**
 * The union of the inputs' components (17): the same component name with different values in two inputs is a
 * conflict. Components are unscoped; each view keeps those its declarations reach (17.5). A component that no
 * declaration of an input references is not a declaration: the round trip holds for the components each view's
 * declarations reach, while unreferenced ones are carried once into the aggregate rather than dropped.
 */
function mergeComponents(
  documents: Json[],
  roots: string[][],
  locate: (input: number, path: string, note?: string) => ConflictLocation,
  conflicts: MergeConflict[],
): Json | undefined {
  if (!documents.some((d) => isObject(d.components))) return undefined;
  const merged: Json = {};
  const owner = new Map<string, number>();
  documents.forEach((document, input) => {
    if (!isObject(document.components)) return;
    for (const namespace of Object.keys(document.components)) {
      const value = document.components[namespace];
      const path = appendPointer('/components', namespace);
      if (namespace.startsWith('x-') || !isObject(value)) {
        claim(path, namespace, value, merged);
        continue;
      }
      if (!isObject(merged[namespace])) setMember(merged, namespace, {});
      for (const name of Object.keys(value))
        claim(appendPointer(path, name), name, value[name], merged[namespace] as Json);
    }
    function claim(path: string, name: string, value: unknown, into: Json) {
      const previous = owner.get(path);
      if (previous === undefined) {
        owner.set(path, input);
        setMember(into, name, value);
        return;
      }
      const difference = firstDifference(into[name], value);
      if (difference === undefined) return;
      conflicts.push({
        kind: name.startsWith('x-') && path.split('/').length === 3 ? 'extension' : 'components',
        message: `Component ${path.slice('/components/'.length)} has different values in two inputs; components are unscoped and cannot have protocol variants (17, 4.13).`,
        protocolVersions: supported.filter((v) => roots[previous]!.includes(v) || roots[input]!.includes(v)),
        locations: [locate(previous, path + difference, 'declared here'), locate(input, path + difference, 'differs')],
      });
    }
  });
  return merged;
}

/** P_V of one input, and the source pointer of every retained top-level declaration. */
function viewOf(document: Json, version: string, input: number): View {
  const projected = projectView(document, version);
  const view = projected.ok ? (projected.document as Json) : {};
  const sources: Partial<Record<Collection, string[]>> = {};
  for (const declaration of indexScopes(document).declarations) {
    if (declaration.parent !== '' || !declaration.effective.includes(version)) continue;
    const collection = splitPointer(declaration.path)[0] as Collection;
    (sources[collection] ??= []).push(declaration.path);
  }
  return { input, document: view, sources };
}

/** Why two inputs' views of one version are not semantically equivalent (4.13): one conflict per differing declaration. */
function viewConflicts(
  version: string,
  a: View,
  b: View,
  documents: Json[],
  locate: (input: number, path: string, note?: string) => ConflictLocation,
): MergeConflict[] {
  const out: MergeConflict[] = [];
  for (const collection of scopedCollections) {
    const left = entries(a.document[collection]);
    const right = entries(b.document[collection]);
    const id = identifiers[collection];
    if (id !== undefined) {
      const keys = [...new Set([...left, ...right].map((e) => canonical(e[id])))];
      for (const key of keys) {
        const i = left.findIndex((e) => canonical(e[id]) === key);
        const j = right.findIndex((e) => canonical(e[id]) === key);
        const label = `${collectionNouns[collection]} ${key}`;
        if (i >= 0 && j >= 0) {
          const difference = declarationDifference(left[i], right[j]);
          if (difference === undefined) continue;
          const pa = a.sources[collection]![i]!;
          const pb = b.sources[collection]![j]!;
          const kind = differenceKind(left[i]!, right[j]!);
          out.push({
            kind,
            message: `${label} differs between the inputs for MCP ${version} (${describeKind(kind)}); inputs covering the same protocol version must have semantically equivalent views (4.13).`,
            protocolVersions: [version],
            locations: [
              locate(a.input, sourcePath(pa, difference), 'declared here'),
              locate(b.input, sourcePath(pb, difference), 'differs'),
            ],
          });
        } else {
          const [has, lacks, index] = i >= 0 ? [a, b, i] : [b, a, j];
          const path = has.sources[collection]![index]!;
          out.push({
            kind: 'protocol-view',
            message: `${label} applies to MCP ${version} in one input and not in another; inputs covering the same protocol version must have semantically equivalent views (4.13).`,
            protocolVersions: [version],
            locations: [
              locate(has.input, path, `applies to ${version}`),
              locate(
                lacks.input,
                absentPath(documents[lacks.input]!, collection, id, (i >= 0 ? left[i] : right[j])![id]),
                `no such ${collectionNouns[collection]} for ${version}`,
              ),
            ],
          });
        }
      }
      continue;
    }
    // Transports and capabilities: compared as multisets (array order is not significant).
    const unmatchedLeft = unmatched(left, right);
    const unmatchedRight = unmatched(right, left);
    if (unmatchedLeft.length === 0 && unmatchedRight.length === 0) continue;
    const locations = [
      ...unmatchedLeft.map((i) => locate(a.input, a.sources[collection]![i]!, `only in ${version} view of this input`)),
      ...unmatchedRight.map((i) =>
        locate(b.input, b.sources[collection]![i]!, `only in ${version} view of this input`),
      ),
    ];
    if (unmatchedLeft.length === 0)
      locations.unshift(
        locate(
          a.input,
          collection in documents[a.input]! ? `/${collection}` : '',
          `no matching ${collectionNouns[collection]}`,
        ),
      );
    if (unmatchedRight.length === 0)
      locations.push(
        locate(
          b.input,
          collection in documents[b.input]! ? `/${collection}` : '',
          `no matching ${collectionNouns[collection]}`,
        ),
      );
    const kind =
      unmatchedLeft.length === 1 && unmatchedRight.length === 1
        ? differenceKind(left[unmatchedLeft[0]!]!, right[unmatchedRight[0]!]!)
        : 'protocol-view';
    out.push({
      kind,
      message: `The ${collection} that apply to MCP ${version} differ between the inputs (${describeKind(kind)}); inputs covering the same protocol version must have semantically equivalent views (4.13).`,
      protocolVersions: [version],
      locations,
    });
  }
  return out;
}

function entries(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

/** Indexes of entries of `a` with no equivalent entry left in `b` (multiset difference). */
function unmatched(a: Json[], b: Json[]): number[] {
  const pool = b.map(canonicalDeclaration);
  const out: number[] = [];
  a.forEach((entry, index) => {
    const at = pool.indexOf(canonicalDeclaration(entry));
    if (at >= 0) pool.splice(at, 1);
    else out.push(index);
  });
  return out;
}

function declarationDifference(a: unknown, b: unknown): string | undefined {
  return canonicalDeclaration(a) === canonicalDeclaration(b) ? undefined : (firstDifference(a, b) ?? '');
}

/** A difference only in `x-*` members is an extension conflict (14.5), only in `security` a security conflict. */
function differenceKind(a: Json, b: Json): MergeConflictKind {
  const strip = (value: Json, drop: (key: string) => boolean) =>
    Object.fromEntries(Object.entries(value).filter(([k]) => !drop(k)));
  if (
    canonicalDeclaration(strip(a, (k) => k.startsWith('x-'))) ===
    canonicalDeclaration(strip(b, (k) => k.startsWith('x-')))
  )
    return 'extension';
  if (canonical(strip(a, (k) => k === 'security')) === canonical(strip(b, (k) => k === 'security'))) return 'security';
  return 'protocol-view';
}

function describeKind(kind: MergeConflictKind): string {
  if (kind === 'extension')
    return 'conflicting specification extension values cannot both apply to one protocol version (14.5)';
  if (kind === 'security') return 'different security declarations (7)';
  return 'different declarations';
}

/** A pointer into the view's declaration, mapped to the source; nested elicitations are reported at their array. */
function sourcePath(declarationPath: string, difference: string): string {
  const segments = splitPointer(difference);
  const cut = segments.indexOf('elicitations');
  const kept = cut >= 0 ? segments.slice(0, cut + 1) : segments;
  return kept.reduce<string>((path, segment) => appendPointer(path, segment), declarationPath);
}

/** Where to point in an input lacking a declaration: a same-named variant scoped elsewhere, its collection, or the root. */
function absentPath(document: Json, collection: Collection, id: string, value: unknown): string {
  const list = document[collection];
  if (!Array.isArray(list)) return '/protocolVersions';
  const index = list.findIndex((e) => isObject(e) && canonical(e[id]) === canonical(value));
  return index >= 0 ? `/${collection}/${index}/protocolVersions` : `/${collection}`;
}

function nearestRange(input: MergeInput, pointer: string): { range: SourceRange | undefined; exact: boolean } {
  const nearest = nearestAncestor(pointer, (p) => input.rangeOf(p));
  return { range: nearest?.found, exact: nearest === undefined ? pointer === '' : nearest.pointer === pointer };
}

function unionKeys(documents: Json[]): string[] {
  const keys: string[] = [];
  for (const document of documents) for (const key of Object.keys(document)) if (!keys.includes(key)) keys.push(key);
  return keys;
}

/**
 * The aggregate: unscoped members as the inputs share them, root versions unioned, and for every scoped collection
 * one declaration per equivalence class over all views, scoped to the versions whose views hold it (omitted when that
 * is every root version). Collections with no entries are omitted (req-merge-collections).
 */
function aggregate(
  documents: Json[],
  versions: string[],
  views: Map<string, View[]>,
  components: Json | undefined,
): Json {
  const out: Json = {};
  for (const key of unionKeys(documents)) {
    if (key === 'protocolVersions') setMember(out, key, [...versions]);
    else if (key === 'components') {
      if (components && Object.keys(components).length > 0) setMember(out, key, components);
    } else if (scoped.has(key)) {
      const merged = mergeCollection(key as Collection, versions, views);
      if (merged.length > 0) setMember(out, key, merged);
    } else setMember(out, key, documents.find((d) => key in d)![key]);
  }
  return out;
}

function mergeCollection(collection: Collection, versions: string[], views: Map<string, View[]>): Json[] {
  const classes = new Map<string, { value: Json; versions: string[] }>();
  for (const version of versions) {
    const view = views.get(version)![0]!; // every view of `version` is equivalent to the first
    // Equal declarations within one view (two identical transports) stay distinct: the k-th of them in each view
    // forms its own class.
    const seen = new Map<string, number>();
    for (const entry of entries(view.document[collection])) {
      const text = canonicalDeclaration(entry);
      const occurrence = seen.get(text) ?? 0;
      seen.set(text, occurrence + 1);
      const key = `${occurrence}:${text}`;
      const found = classes.get(key);
      if (found) found.versions.push(version);
      else classes.set(key, { value: entry, versions: [version] });
    }
  }
  return [...classes.values()].map(({ value, versions: scope }) => {
    if (scope.length === versions.length) return value;
    const declaration: Json = { protocolVersions: scope };
    for (const key of Object.keys(value)) setMember(declaration, key, value[key]);
    return declaration;
  });
}
