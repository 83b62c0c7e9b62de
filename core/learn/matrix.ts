// The availability matrix: every scoped declaration, every capability and every version-limited field it uses (the
// 4.10 availability table) × every declared protocol version: available, not available or deprecated, with the reason.
// It answers "what does a client of this version see of my server?".
import {
  availableVersions,
  describeAvailability,
  fieldAvailability,
  knownVersions,
  type FieldAvailability,
} from '../model/availability.ts';
import { isObject } from '../lib/data-model.ts';
import { appendPointer, splitPointer } from '../lib/pointer.ts';
import { indexScopes, type ScopedDeclaration, type ScopeIndex } from '../model/scopes.ts';
import { protocolVersions } from '../model/versions.ts';
import { declarationLabel, deprecationIn, scopeSource, valueAvailabilityOf } from '../projection/declarations.ts';

export type CellStatus = 'available' | 'not-available' | 'deprecated';

export interface MatrixCell {
  status: CellStatus;
  reason: string;
}

export interface MatrixRow {
  kind: 'declaration' | 'capability' | 'field';
  label: string;
  /** Where the row's subject stands in the source. */
  path: string;
  /** Nesting for display: 0 for declarations and capabilities, 1 for their fields and nested declarations. */
  depth: number;
  cells: Record<string, MatrixCell>;
}

export interface AvailabilityMatrix {
  /** Declared root protocol versions (known ones, in document order). */
  versions: string[];
  rows: MatrixRow[];
}

function collectionOf(path: string): string {
  return splitPointer(path).at(-2) ?? '';
}

/** Values a pattern (`/tools/*\/arguments/*\/title`) reaches below one declaration, with their pointers. */
function reach(declaration: ScopedDeclaration, pattern: string): { path: string }[] {
  const rest = splitPointer(pattern).slice(2); // drop the collection and its `*`
  let matches: { path: string; value: unknown }[] = [{ path: declaration.path, value: declaration.value }];
  for (const segment of rest) {
    const next: { path: string; value: unknown }[] = [];
    for (const m of matches) {
      if (segment === '*') {
        if (Array.isArray(m.value))
          m.value.forEach((child, i) => next.push({ path: appendPointer(m.path, i), value: child }));
      } else if (isObject(m.value) && Object.hasOwn(m.value, segment))
        next.push({ path: appendPointer(m.path, segment), value: m.value[segment] });
    }
    matches = next;
  }
  return matches;
}

function declarationCells(d: ScopedDeclaration, versions: string[]): Record<string, MatrixCell> {
  const collection = collectionOf(d.path);
  const source = scopeSource(d);
  const limited = collection === 'transports' ? valueAvailabilityOf('transports', 'type', d.value.type) : undefined;
  const cells: Record<string, MatrixCell> = {};
  for (const version of versions) {
    if (!d.effective.includes(version)) {
      cells[version] = { status: 'not-available', reason: `${version} is outside its scope: ${source.text}` };
      continue;
    }
    if (limited && !(availableVersions(limited.available) as string[]).includes(version)) {
      cells[version] = {
        status: 'not-available',
        reason: `${limited.object} type "${limited.value}" is available ${describeAvailability(limited.available)} (${limited.section})`,
      };
      continue;
    }
    const deprecated = deprecationIn(collection, d.value, version);
    cells[version] = deprecated
      ? { status: 'deprecated', reason: `In scope (${source.text}), but ${deprecated.text} (${deprecated.section})` }
      : { status: 'available', reason: `In scope: ${source.text}` };
  }
  return cells;
}

/**
 * A field below a declaration as its author reads it: `arguments[name=title].title` rather than `arguments.0.title`
 * (an array entry with a string `name` is named by it, any other by its index: `content[2]`).
 */
export function readableField(declaration: unknown, relative: string[]): string {
  let text = '';
  let value = declaration;
  for (const segment of relative) {
    if (Array.isArray(value)) {
      const entry: unknown = value[Number(segment)];
      text += isObject(entry) && typeof entry.name === 'string' ? `[name=${entry.name}]` : `[${segment}]`;
      value = entry;
    } else {
      text += text === '' ? segment : `.${segment}`;
      value = isObject(value) ? value[segment] : undefined;
    }
  }
  return text;
}

/** A scope in few words: `2025-06-18`, `2024-11-05, 2025-03-26`, or a run of three or more as `2025-03-26 – 2026-07-28`. */
function scopeText(scope: string[]): string {
  if (scope.length === 0) return 'no version';
  const known = protocolVersions as readonly string[];
  const at = scope.map((v) => known.indexOf(v));
  const run = scope.length >= 3 && at.every((index, i) => index >= 0 && (i === 0 || index === at[i - 1]! + 1));
  return run ? `${scope[0]} – ${scope.at(-1)}` : scope.join(', ');
}

/** `Tool "create_issue" · 2025-06-18`: a declaration whose name another one shares (a variant) says its scope. */
function labeller(scopes: ScopeIndex): (d: ScopedDeclaration) => string {
  const counts = new Map<string, number>();
  for (const d of scopes.declarations) {
    const own = declarationLabel({ ...d, parent: '' });
    counts.set(own, (counts.get(own) ?? 0) + 1);
  }
  const labelOf = (d: ScopedDeclaration): string => {
    const own = declarationLabel({ ...d, parent: '' });
    const scoped = (counts.get(own) ?? 0) > 1 ? `${own} · ${scopeText(d.effective)}` : own;
    const parent = d.parent === '' ? undefined : scopes.declarations.find((p) => p.path === d.parent);
    return parent ? `${scoped} of ${labelOf(parent)}` : scoped;
  };
  return labelOf;
}

function fieldRows(d: ScopedDeclaration, label: string, versions: string[]): MatrixRow[] {
  const collection = collectionOf(d.path);
  const rows: MatrixRow[] = [];
  const entries: FieldAvailability[] = fieldAvailability.filter(
    (e) => e.value === undefined && splitPointer(e.pattern)[0] === collection && collection !== 'capabilities',
  );
  for (const entry of entries) {
    for (const { path } of reach(d, entry.pattern)) {
      const field = readableField(d.value, splitPointer(path).slice(splitPointer(d.path).length));
      const available = availableVersions(entry.available) as string[];
      const cells: Record<string, MatrixCell> = {};
      for (const version of versions) {
        if (!d.effective.includes(version))
          cells[version] = { status: 'not-available', reason: `Its ${label} does not apply to ${version}` };
        else if (available.includes(version))
          cells[version] = {
            status: 'available',
            reason: `${entry.object} field "${field}" is available ${describeAvailability(entry.available)} (${entry.section})`,
          };
        else
          cells[version] = {
            status: 'not-available',
            reason: `${entry.object} field "${field}" is available ${describeAvailability(entry.available)} (${entry.section}): MCP ${version} does not define it`,
          };
      }
      rows.push({ kind: 'field', label: `${label} › ${field}`, path, depth: 1, cells });
    }
  }
  return rows;
}

function capabilityRows(capabilities: ScopedDeclaration[], versions: string[]): MatrixRow[] {
  const names: string[] = [];
  for (const c of capabilities)
    for (const m of Object.keys(c.value))
      if (m !== 'protocolVersions' && !m.startsWith('x-') && !names.includes(m)) names.push(m);
  return names.map((name) => {
    const entry = fieldAvailability.find((e) => e.pattern === `/capabilities/*/${name}`);
    const cells: Record<string, MatrixCell> = {};
    let path = '/capabilities';
    for (const version of versions) {
      const object = capabilities.find((c) => c.effective.includes(version));
      if (!object) {
        cells[version] = { status: 'not-available', reason: `No Capabilities Object applies to ${version}` };
        continue;
      }
      const limit =
        entry && !(availableVersions(entry.available) as string[]).includes(version)
          ? `; the capability is available ${describeAvailability(entry.available)} (${entry.section})`
          : '';
      if (!Object.hasOwn(object.value, name)) {
        cells[version] = {
          status: 'not-available',
          reason: `The Capabilities Object for ${version} (${object.path}) does not declare it${limit}`,
        };
        continue;
      }
      path = appendPointer(object.path, name);
      const deprecated = deprecationIn('capabilities', object.value, version, name);
      if (limit) cells[version] = { status: 'not-available', reason: `Declared at ${path}, but${limit.slice(1)}` };
      else if (deprecated)
        cells[version] = {
          status: 'deprecated',
          reason: `Declared at ${path}, but ${deprecated.text} (${deprecated.section})`,
        };
      else
        cells[version] = {
          status: 'available',
          reason: `Declared in the Capabilities Object for ${version} at ${object.path}`,
        };
    }
    return { kind: 'capability', label: `capabilities › ${name}`, path, depth: 0, cells };
  });
}

export function availabilityMatrix(document: unknown): AvailabilityMatrix {
  const scopes = indexScopes(document);
  const versions = [...new Set(knownVersions(scopes.root))].sort(
    (a, b) => scopes.root.indexOf(a) - scopes.root.indexOf(b),
  );
  const rows: MatrixRow[] = [];
  const capabilities = scopes.declarations.filter((d) => collectionOf(d.path) === 'capabilities' && d.parent === '');
  const label = labeller(scopes);
  let capabilitiesDone = false;
  for (const d of scopes.declarations) {
    if (d.parent !== '') continue;
    if (collectionOf(d.path) === 'capabilities') {
      if (!capabilitiesDone) rows.push(...capabilityRows(capabilities, versions));
      capabilitiesDone = true;
      continue;
    }
    rows.push({ kind: 'declaration', label: label(d), path: d.path, depth: 0, cells: declarationCells(d, versions) });
    rows.push(...fieldRows(d, label(d), versions));
    for (const nested of scopes.declarations) {
      if (nested.parent === d.path)
        rows.push({
          kind: 'declaration',
          label: label(nested),
          path: nested.path,
          depth: 1,
          cells: declarationCells(nested, versions),
        });
    }
  }
  return { versions, rows };
}
