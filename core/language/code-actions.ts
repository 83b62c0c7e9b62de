// Quick fixes: for each finding, the edits a user most likely means (rename to a close allowed member, a value type
// the text makes unambiguous, a duplicate or empty entry removed, a member moved to where its indentation meant it,
// a narrower protocol scope, a declaration of what a reference names, ...). None is offered unverified: each
// candidate is applied to the text and the result validated (fix-verify.ts); the list is ranked by likely intent.
// Values the user did not say are snippet holes (fix-values.ts), never data such as "TODO".
import type { Diagnostic } from '../diagnostics.ts';
import { validateParsed } from '../validation/pipeline.ts';
import { parseComponentRef, type ComponentNamespace } from '../model/components.ts';
import { isObject } from '../lib/data-model.ts';
import { mcpdescVersion } from '../schema/index.ts';
import { namePattern } from '../schema/defs/common.ts';
import { securitySchemes } from '../model/security.ts';
import { tagCatalogue } from '../model/tags.ts';
import { appendPointer, splitPointer, valueAtPointer } from '../lib/pointer.ts';
import { indexScopes } from '../model/scopes.ts';
import { protocolVersions } from '../model/versions.ts';
import { applicableVersions } from '../model/availability.ts';
import type { LanguageDocument } from './document.ts';
import {
  addToCollection,
  insertMember,
  isBlock,
  memberColumn,
  reindentMember,
  removeItem,
  removeMember,
  renameMember,
  replaceValue,
  setValue,
  writtenText,
} from './edits.ts';
import { createHoles, skeleton, type Holes } from './fix-values.ts';
import {
  createVerifier,
  onlySafeFix,
  rankFixes,
  type Candidate,
  type FixKind,
  type Move,
  type VerifiedFix,
} from './fix-verify.ts';
import { occurrences } from './navigation.ts';
import { membersOf, schemasAt } from './schema-walk.ts';
import { before, indexText } from './text.ts';
import type { CodeAction, SourceRange, TextEdit } from './types.ts';
import { countOf } from '../lib/plural.ts';
import { closeNames, distance } from '../lib/edit-distance.ts';

function overlaps(a: SourceRange, b: SourceRange): boolean {
  return !before(a.end, b.start) && !before(b.end, a.start);
}

export type { Candidate, FixKind } from './fix-verify.ts';

/** Placeholder values of a component of each namespace (17.1): their structure, with holes for what the user writes. */
function componentSkeleton(namespace: ComponentNamespace, holes: Holes): unknown {
  switch (namespace) {
    case 'schemas':
      return { type: 'object' };
    case 'toolExamples':
      return { input: {}, result: { content: [{ type: 'text', text: holes.hole() }] } };
    case 'resourceExamples':
      return { result: { contents: [{ uri: holes.hole(), text: holes.hole() }] } };
    case 'resourceTemplateExamples':
      return { uri: holes.hole(), result: { contents: [{ uri: holes.hole(), text: holes.hole() }] } };
    case 'promptExamples':
      return { result: { messages: [] } };
  }
}

function parentOf(pointer: string): string {
  return pointer.slice(0, pointer.lastIndexOf('/'));
}

function lastSegment(pointer: string): string {
  const segments = splitPointer(pointer);
  return segments[segments.length - 1] ?? '';
}

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A name with every run of characters outside `[A-Za-z0-9._-]` replaced by one separator (the one it already uses). */
function validName(name: string, taken: readonly string[]): string | undefined {
  const separator = name.includes('-') && !name.includes('_') ? '-' : '_';
  const base = name
    .trim()
    .replace(/[^A-Za-z0-9._-]+/g, separator)
    .replace(/^[_-]+|[_-]+$/g, '');
  if (base === '') return undefined;
  let candidate = base;
  for (let n = 2; taken.includes(candidate); n++) candidate = `${base}${separator}${n}`;
  return candidate;
}

/** The members the schema declares for the object at `pointer` (unions narrowed by what is written there). */
function schemaMembers(document: unknown, pointer: string) {
  const nodes = schemasAt(splitPointer(pointer).map(String), (segments) => {
    const object = valueAtPointer(document, segments.length === 0 ? '' : '/' + segments.join('/'));
    const members = new Map<string, string | undefined>();
    if (isObject(object))
      for (const [k, v] of Object.entries(object))
        members.set(k, typeof v === 'object' && v !== null ? undefined : String(v));
    return members;
  });
  return membersOf(nodes);
}

function allowedMembers(document: unknown, pointer: string): string[] {
  return schemaMembers(document, pointer).map((m) => m.name);
}

/** `tools[0]` for `/tools/0`, for titles. */
function shortName(pointer: string): string {
  return splitPointer(pointer).reduce(
    (out, s) => (/^\d+$/.test(s) ? `${out}[${s}]` : out === '' ? s : `${out}.${s}`),
    '',
  );
}

/** Every candidate fix of one finding. `all` are the text's findings (a scope narrowing reads every version's). */
export function candidates(
  doc: LanguageDocument,
  diagnostic: Diagnostic,
  all: readonly Diagnostic[] = [diagnostic],
): Candidate[] {
  if (!doc.parsed.ok) return [];
  const out: Candidate[] = [];
  const holes = createHoles(doc);
  const add = (kind: FixKind, title: string, edit: TextEdit | TextEdit[] | undefined, options: AddOptions = {}) => {
    const edits = edit === undefined ? [] : Array.isArray(edit) ? edit : [edit];
    if (edits.length === 0) return;
    const holePointers = options.inserted ? holes.pointers(options.inserted.value, options.inserted.pointer) : [];
    let snippet = options.snippet?.text;
    let firstHole = options.snippet?.firstHole;
    if (holePointers.length > 0) {
      const realized = edits.map((e) => holes.realize(e));
      realized.forEach((r, i) => (edits[i] = r.plain));
      if (edits.length === 1) {
        snippet = realized[0]!.snippet;
        firstHole = realized[0]!.firstHole;
      }
    }
    out.push({
      title,
      diagnostic,
      kind,
      edits,
      ...(snippet !== undefined ? { snippet } : {}),
      ...(firstHole !== undefined ? { firstHole } : {}),
      holes: holePointers,
      moves: options.moves ?? [],
      automatic: (options.automatic ?? false) && snippet === undefined,
      order: out.length,
    });
  };
  generate(doc, diagnostic, all, holes, add);
  return out;
}

interface AddOptions {
  moves?: Move[];
  automatic?: boolean;
  /** Data the edit writes at `pointer`: its holes are what the user completes. */
  inserted?: { pointer: string; value: unknown };
  /** A snippet written for the (single) edit: a tab stop over part of a value the fix suggests. */
  snippet?: { text: string; firstHole: { offset: number; length: number } };
}

type Add = (kind: FixKind, title: string, edit: TextEdit | TextEdit[] | undefined, options?: AddOptions) => void;

function generate(
  doc: LanguageDocument,
  diagnostic: Diagnostic,
  all: readonly Diagnostic[],
  holes: Holes,
  add: Add,
): void {
  const document = doc.parsed.value;
  const detail = diagnostic.detail as
    | {
        kind?: string;
        member?: string;
        allowedMembers?: string[];
        allowedValues?: unknown[];
        expectedTypes?: string[];
        keyword?: string;
        pattern?: string;
      }
    | undefined;
  const path = diagnostic.path;
  const parent = parentOf(path);
  const value = valueAtPointer(document, path);
  const parentValue = path === '' ? undefined : valueAtPointer(document, parent);

  if (path === '/mcpdesc' && detail?.kind === 'invalid-value') {
    add('change', `Set mcpdesc to "${mcpdescVersion}"`, setValue(doc, '/mcpdesc', mcpdescVersion), { automatic: true });
    return;
  }

  if (
    diagnostic.rule === 'mcpdesc.security.requirements' &&
    detail?.kind === 'unexpected-member' &&
    detail.member !== undefined
  ) {
    const name = detail.member;
    const declared = Object.keys(securitySchemes(document));
    for (const other of closeNames(name, declared)) {
      add('change', `Change to security scheme "${other}"`, renameMember(doc, path, other), {
        automatic: true,
        moves: [{ from: path, to: appendPointer(parent, other) }],
      });
    }
    // Its type is the user's to choose: a snippet with the four types, not an invented scheme.
    const scheme = { type: holes.hole({ choices: ['http', 'apiKey', 'oauth2', 'openIdConnect'] }) };
    const inserted = { pointer: appendPointer('/securitySchemes', name), value: scheme };
    add(
      'declare',
      `Declare security scheme "${name}" in securitySchemes (choose its type)`,
      addToCollection(doc, '/securitySchemes', scheme, name),
      { inserted },
    );
    if (isObject(parentValue) && Object.keys(parentValue).length > 1)
      add('remove', `Remove "${name}" from this security requirement`, removeMember(doc, path), {
        moves: [{ from: path }],
      });
    return;
  }

  if (
    diagnostic.rule === 'mcpdesc.tags.references' &&
    typeof value === 'string' &&
    /^\/[^/]+\/\d+\/tags\/\d+$/.test(path)
  ) {
    const declared = (tagCatalogue(document) ?? []).map((e) => e.name);
    if (declared.includes(value)) return;
    const used = Array.isArray(parentValue) ? parentValue : [];
    for (const other of closeNames(value, declared))
      add(
        'change',
        `Change to tag "${other}"${used.includes(other) ? ' (already listed)' : ''}`,
        setValue(doc, path, other),
        { automatic: !used.includes(other) },
      );
    add('declare', `Declare tag "${value}" in the root tags`, addToCollection(doc, '/tags', { name: value }));
    add('remove', `Remove tag "${value}" from ${shortName(parentOf(parent))}`, removeItem(doc, path), {
      moves: [{ array: parent, removed: Number(lastSegment(path)) }],
    });
    return;
  }

  if (
    diagnostic.rule === 'mcpdesc.components.references' &&
    path.endsWith('/$componentRef') &&
    typeof value === 'string'
  ) {
    const parsed = parseComponentRef(value);
    if (!parsed.ok || valueAtPointer(document, parsed.path) !== undefined) return;
    const components = isObject(document) && isObject(document.components) ? document.components : {};
    const existing = isObject(components[parsed.namespace]) ? Object.keys(components[parsed.namespace] as object) : [];
    for (const other of closeNames(parsed.name, existing)) {
      add(
        'change',
        `Change to component "${other}"`,
        setValue(doc, path, `#/components/${parsed.namespace}/${other}`),
        { automatic: true },
      );
    }
    const component = componentSkeleton(parsed.namespace, holes);
    const inserted = {
      pointer: appendPointer(appendPointer('/components', parsed.namespace), parsed.name),
      value: component,
    };
    add(
      'declare',
      `Declare ${parsed.namespace} component "${parsed.name}"`,
      addToCollection(doc, `/components/${parsed.namespace}`, component, parsed.name),
      { inserted },
    );
    return;
  }

  if (
    diagnostic.rule === 'mcpdesc.protocol-scope.consistency' &&
    typeof value === 'string' &&
    /\/protocolVersions\/\d+$/.test(path) &&
    path !== `/protocolVersions/${lastSegment(path)}`
  ) {
    const root = isObject(document) && Array.isArray(document.protocolVersions) ? document.protocolVersions : [];
    if (!root.includes(value) && (protocolVersions as readonly string[]).includes(value))
      add(
        'add-version',
        `Add MCP ${value} to the root protocolVersions`,
        addToCollection(doc, '/protocolVersions', value),
      );
    add('narrow', `Remove MCP ${value} from ${shortName(parentOf(parent))}`, removeItem(doc, path), {
      moves: [{ array: parent, removed: Number(lastSegment(path)) }],
    });
    return;
  }

  // Two declarations with one identity and overlapping scopes: rename this one, or narrow either scope.
  if (
    diagnostic.rule === 'mcpdesc.protocol-scope.consistency' &&
    /^\/[^/]+\/\d+\/(name|uri|uriTemplate)$/.test(path) &&
    typeof value === 'string'
  ) {
    clashFixes(doc, diagnostic, value, add);
    return;
  }

  if (detail?.kind === 'unexpected-member' && detail.member !== undefined) {
    unexpectedMember(doc, diagnostic, detail.member, detail.allowedMembers, all, add);
    return;
  }

  if (detail?.kind === 'missing-member' && detail.member !== undefined) {
    const member = detail.member;
    // A close member written instead (`protocolVersion:` for `protocolVersions`): renaming it is the likely intent.
    const object = valueAtPointer(document, path);
    if (isObject(object)) {
      const allowed = new Set(allowedMembers(document, path));
      for (const written of Object.keys(object)) {
        if (allowed.has(written) || !closeNames(written, [member]).includes(member)) continue;
        const from = appendPointer(path, written);
        add('rename', `Rename "${written}" to "${member}"`, renameMember(doc, from, member), {
          automatic: true,
          moves: [{ from, to: appendPointer(path, member) }],
        });
      }
    }
    const schema = schemaMembers(document, path).find((m) => m.name === member)?.schema;
    const inserted = schema ? skeleton(schema, holes) : holes.hole();
    const hasHoles = holes.pointers(inserted, '').length > 0;
    add(
      'insert',
      `Add required member "${member}"${hasHoles ? ' (you fill in its value)' : ''}`,
      insertMember(doc, path, member, inserted),
      { inserted: { pointer: appendPointer(path, member), value: inserted } },
    );
    return;
  }

  if (detail?.kind === 'type-mismatch' && Array.isArray(detail.expectedTypes)) {
    coercions(doc, path, value, detail.expectedTypes, add);
    return;
  }

  if (detail?.kind === 'invalid-value' && Array.isArray(detail.allowedValues) && detail.allowedValues.length <= 8) {
    const current = typeof value === 'string' ? value : '';
    // Values the enclosing list already has come last (choosing one would make a duplicate); then the closest.
    const used = Array.isArray(parentValue) ? parentValue : [];
    const ordered = [...detail.allowedValues].sort(
      (a, b) =>
        Number(used.includes(a)) - Number(used.includes(b)) ||
        distance(current, String(a)) - distance(current, String(b)),
    );
    const close = closeNames(
      current,
      detail.allowedValues.filter((v): v is string => typeof v === 'string'),
    );
    for (const allowed of ordered)
      add('change', `Change to ${JSON.stringify(allowed)}`, setValue(doc, path, allowed), {
        automatic: close.length === 1 && close[0] === allowed && !used.includes(allowed),
      });
    return;
  }

  if (detail?.kind === 'constraint' && (detail.keyword === 'minItems' || detail.keyword === 'minProperties')) {
    const empty = (Array.isArray(value) && value.length === 0) || (isObject(value) && Object.keys(value).length === 0);
    if (empty && isObject(parentValue))
      add('remove-empty', `Remove the empty ${lastSegment(path)}`, removeMember(doc, path), {
        automatic: true,
        moves: [{ from: path }],
      });
    return;
  }

  // An invalid name: the same name with the characters a name cannot have replaced.
  if (
    detail?.kind === 'constraint' &&
    ((detail.keyword === 'propertyNames' && detail.member !== undefined) ||
      (detail.keyword === 'pattern' && detail.pattern === namePattern && typeof value === 'string'))
  ) {
    nameFixes(doc, diagnostic, detail.keyword === 'pattern' ? (value as string) : detail.member!, add);
    return;
  }

  // A value listed twice (uniqueItems, a tag listed twice): remove the later one.
  if (Array.isArray(parentValue) && /^\d+$/.test(lastSegment(path))) {
    const index = Number(lastSegment(path));
    if (parentValue.slice(0, index).some((v) => deepEqual(v, value))) {
      add(
        'dedupe',
        `Remove the duplicate ${typeof value === 'string' ? JSON.stringify(value) : 'entry'} from ${lastSegment(parent)}`,
        removeItem(doc, path),
        { automatic: true, moves: [{ array: parent, removed: index }] },
      );
      return;
    }
  }
  // An array with duplicates (`required: [a, a]`): remove every repetition.
  if (Array.isArray(value) && value.length > 1 && value.every((v) => typeof v !== 'object' || v === null)) {
    const repeated = value.flatMap((v, i) => (value.slice(0, i).some((w) => deepEqual(v, w)) ? [i] : []));
    if (repeated.length > 0) {
      const edits = repeated.map((i) => removeItem(doc, appendPointer(path, i)));
      if (edits.every((e) => e !== undefined)) {
        const names = [...new Set(repeated.map((i) => JSON.stringify(value[i])))].join(', ');
        add('dedupe', `Remove the duplicate ${names} from ${lastSegment(path)}`, edits, {
          automatic: true,
          moves: repeated.reverse().map((i) => ({ array: path, removed: i })),
        });
        return;
      }
    }
  }

  // A finding that depends on a protocol version: narrow the declaration to the versions it holds in.
  narrowing(doc, diagnostic, all, add);
}

/** Values the text makes unambiguous as the expected type: "true" → true, 1.0 → "1.0", "12" → 12, x → [x]. */
function coercions(doc: LanguageDocument, path: string, value: unknown, expected: readonly string[], add: Add): void {
  const written = writtenText(doc, path);
  // A value written on one line (a block scalar or a folded value is not re-typed in place).
  if (written === undefined || /[\r\n]/.test(written.trim())) return;
  if (expected.includes('boolean') && typeof value === 'string') {
    const word = value.trim().toLowerCase();
    const meant = ['true', 'yes', 'on'].includes(word)
      ? true
      : ['false', 'no', 'off'].includes(word)
        ? false
        : undefined;
    if (meant !== undefined)
      add(
        'coerce',
        `Change to ${meant} (a boolean, not the string ${JSON.stringify(value)})`,
        replaceValue(doc, path, String(meant)),
        { automatic: true },
      );
  }
  if ((expected.includes('integer') || expected.includes('number')) && typeof value === 'string') {
    const text = value.trim();
    const integer = /^-?(0|[1-9][0-9]*)$/.test(text);
    const number = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/.test(text);
    if ((expected.includes('integer') && integer) || (expected.includes('number') && number)) {
      add('coerce', `Change to ${text} (a number, not a string)`, replaceValue(doc, path, text), { automatic: true });
    }
  }
  if (expected.includes('string') && (typeof value === 'number' || typeof value === 'boolean')) {
    // The characters as written: YAML reads `1.0` as the number 1, yet the user wrote "1.0".
    const text = written.trim();
    add('coerce', `Change to the string ${JSON.stringify(text)}`, replaceValue(doc, path, JSON.stringify(text)), {
      automatic: true,
    });
  }
  if (expected.includes('array') && value !== null && typeof value !== 'object' && !expected.includes(typeof value)) {
    add('coerce', `Make it a list: [${written.trim()}]`, replaceValue(doc, path, `[${written.trim()}]`), {
      automatic: true,
      moves: [{ from: path, to: appendPointer(path, 0) }],
    });
  }
}

/** An unknown member: renamed to a close allowed one, moved where its indentation meant it (YAML), or removed. */
function unexpectedMember(
  doc: LanguageDocument,
  diagnostic: Diagnostic,
  member: string,
  allowedList: string[] | undefined,
  all: readonly Diagnostic[],
  add: Add,
): void {
  const document = doc.parsed.value;
  const path = diagnostic.path;
  const parent = parentOf(path);
  const object = valueAtPointer(document, parent);
  const allowed = (allowedList ?? []).filter((m) => !(isObject(object) && Object.hasOwn(object, m)));
  for (const other of closeNames(member, allowed).slice(0, 3)) {
    add('rename', `Rename to "${other}"`, renameMember(doc, path, other), {
      automatic: true,
      moves: [{ from: path, to: appendPointer(parent, other) }],
    });
  }
  for (const target of indentationTargets(doc, path, member)) {
    const to = appendPointer(target.pointer, member);
    add(
      'move',
      `Move "${member}" into ${target.pointer === '' ? 'the root object' : shortName(target.pointer)} (indent it as its members)`,
      reindentMember(doc, path, target.column),
      { automatic: true, moves: [{ from: path, to }] },
    );
  }
  if (diagnostic.protocolVersion !== undefined) narrowing(doc, diagnostic, all, add);
  add('remove', `Remove member "${member}"`, removeMember(doc, path), { moves: [{ from: path }] });
}

/**
 * YAML objects a wrongly indented member belongs to: indented too little, the last object of the block just above
 * it (or a nested one at its end); indented too much, an enclosing object (when the member ends its own object).
 * Each must allow the member and not have it yet.
 */
function indentationTargets(
  doc: LanguageDocument,
  path: string,
  member: string,
): { pointer: string; column: number }[] {
  if (doc.format !== 'yaml' || !doc.parsed.ok) return [];
  const document = doc.parsed.value;
  const map = doc.parsed.sourceMap;
  const parent = parentOf(path);
  const object = valueAtPointer(document, parent);
  const key = map.rangeOf(path, 'key');
  if (!isObject(object) || !key) return [];
  const fits = (pointer: string) => {
    const target = valueAtPointer(document, pointer);
    return (
      isObject(target) &&
      !Object.hasOwn(target, member) &&
      (member.startsWith('x-') || allowedMembers(document, pointer).includes(member))
    );
  };
  const targets: { pointer: string; column: number }[] = [];
  // Indented too little: the member written just above it ends with an object that takes it.
  const names = Object.keys(object);
  const previous = names
    .filter((n) => n !== member)
    .map((n) => ({ n, range: map.rangeOf(appendPointer(parent, n)) }))
    .filter((e) => e.range !== undefined && before(e.range.start, key.start))
    .sort((a, b) => (before(a.range!.start, b.range!.start) ? 1 : -1))[0];
  if (previous) {
    let pointer = appendPointer(parent, previous.n);
    for (let depth = 0; depth < 6 && isBlock(doc, pointer); depth++) {
      const value = valueAtPointer(document, pointer);
      if (Array.isArray(value)) {
        if (value.length === 0) break;
        pointer = appendPointer(pointer, value.length - 1);
        continue;
      }
      if (!isObject(value)) break;
      const column = memberColumn(doc, pointer);
      if (column !== undefined && column > key.start.column && fits(pointer)) targets.push({ pointer, column });
      const last = Object.keys(value).pop();
      if (last === undefined) break;
      pointer = appendPointer(pointer, last);
    }
  }
  // Indented too much: the member is the last of its object, and an enclosing object takes it.
  const last = names
    .map((n) => ({ n, range: map.rangeOf(appendPointer(parent, n)) }))
    .sort((a, b) => (a.range && b.range && before(a.range.start, b.range.start) ? 1 : -1))[0];
  if (last?.n === member && isBlock(doc, parent)) {
    let pointer = parent;
    while (pointer !== '') {
      pointer = parentOf(pointer);
      if (Array.isArray(valueAtPointer(document, pointer))) continue;
      const column = pointer === '' ? (memberColumn(doc, '') ?? 1) : memberColumn(doc, pointer);
      if (column !== undefined && column < key.start.column && fits(pointer)) {
        targets.push({ pointer, column });
        break;
      }
    }
  }
  return targets.slice(0, 3);
}

/** An invalid name: renamed (with every reference to it) to the name with its invalid characters replaced. */
function nameFixes(doc: LanguageDocument, diagnostic: Diagnostic, name: string, add: Add): void {
  const document = doc.parsed.value;
  const path = diagnostic.path;
  const isKey =
    diagnostic.detail?.kind === 'constraint' && (diagnostic.detail as { keyword?: string }).keyword === 'propertyNames';
  const siblings = isKey ? valueAtPointer(document, parentOf(path)) : undefined;
  const taken = isObject(siblings) ? Object.keys(siblings) : [];
  const renamed = validName(name, taken);
  if (renamed === undefined) return;
  const map = doc.parsed.ok ? doc.parsed.sourceMap : undefined;
  const at = map?.rangeOf(path, isKey ? 'key' : 'value');
  // A declared name (a component, an elicitation) is renamed where it is used too, as Rename (F2) does.
  const named = at
    ? occurrences(doc).find((o) => o.declaration && o.name === name && overlaps(o.range, at))
    : undefined;
  const uses = named
    ? occurrences(doc).filter((o) => o.kind === named.kind && o.name === name && o.scope === named.scope)
    : [];
  const edits: TextEdit[] = [];
  if (isKey) edits.push(renameMember(doc, path, renamed)!);
  else edits.push(setValue(doc, path, renamed)!);
  for (const use of uses)
    if (!overlaps(use.range, at!))
      edits.push({
        range: use.range,
        text: use.range.start.line === use.range.end.line ? renamedText(doc, use.range, renamed) : renamed,
      });
  if (edits.some((e) => e === undefined)) return;
  add(
    'rename',
    `Rename to "${renamed}"${uses.length > 1 ? ` (and its ${uses.length - 1} use${uses.length > 2 ? 's' : ''})` : ''}`,
    edits,
    { automatic: true, moves: isKey ? [{ from: path, to: appendPointer(parentOf(path), renamed) }] : [] },
  );
}

/** A name inside quotes or a reference string keeps its surroundings: only the name's characters change. */
function renamedText(doc: LanguageDocument, range: SourceRange, name: string): string {
  const previous = doc.text[doc.index.offset(range.start) - 1];
  if (doc.format === 'json' || previous === '"') return JSON.stringify(name).slice(1, -1);
  return name;
}

/** Two declarations with one name and overlapping scopes: rename this one (a snippet), or narrow one of the scopes. */
function clashFixes(doc: LanguageDocument, diagnostic: Diagnostic, name: string, add: Add): void {
  const document = doc.parsed.value;
  const path = diagnostic.path;
  const declaration = parentOf(path);
  const collection = parentOf(declaration);
  const entries = valueAtPointer(document, collection);
  const other = diagnostic.relatedLocations?.find((r) => r.relation === 'overlapping-declaration')?.path;
  // The same declaration written twice: removing the repetition loses nothing.
  if (other !== undefined && deepEqual(valueAtPointer(document, declaration), valueAtPointer(document, other))) {
    add('dedupe', `Remove this repetition of ${shortName(other)}`, removeItem(doc, declaration), {
      automatic: true,
      moves: [{ array: collection, removed: Number(lastSegment(declaration)) }],
    });
  }
  const names = Array.isArray(entries) ? entries.map((e) => (isObject(e) ? e[lastSegment(path)] : undefined)) : [];
  let suffix = 2;
  while (names.includes(`${name}_${suffix}`)) suffix++;
  const renamed = `${name}_${suffix}`;
  const edit = setValue(doc, path, renamed);
  if (edit) {
    // The new name is the user's to choose: the suffix is a tab stop to type over.
    const quoted = edit.text.startsWith('"');
    const body = quoted ? JSON.stringify(name).slice(1, -1) : name;
    const snippet = `${quoted ? '"' : ''}${body.replace(/[\\$}]/g, (c) => `\\${c}`)}\${1:_${suffix}}${quoted ? '"' : ''}`;
    add(
      'rename',
      `Rename this ${lastSegment(collection).replace(/s$/, '')} to "${renamed}" (edit the new name)`,
      edit,
      {
        snippet: {
          text: snippet,
          firstHole: { offset: edit.text.length - (quoted ? 1 : 0) - `_${suffix}`.length, length: `_${suffix}`.length },
        },
        moves: [],
      },
    );
  }
  if (other === undefined) return;
  const scopes = indexScopes(document);
  const mine = applicableVersions(scopes, declaration);
  const theirs = applicableVersions(scopes, other);
  for (const [target, keep, against] of [
    [declaration, mine.filter((v) => !theirs.includes(v)), other],
    [other, theirs.filter((v) => !mine.includes(v)), declaration],
  ] as const) {
    if (keep.length === 0) continue;
    add(
      'narrow',
      `Narrow ${shortName(target)} to MCP ${keep.join(', ')} (${shortName(against)} keeps the rest)`,
      scopeEdit(doc, target, keep),
    );
  }
}

/** Set (or add) the `protocolVersions` of a declaration. */
function scopeEdit(doc: LanguageDocument, declaration: string, versions: readonly string[]): TextEdit | undefined {
  const value = valueAtPointer(doc.parsed.value, declaration);
  if (!isObject(value)) return undefined;
  return Object.hasOwn(value, 'protocolVersions')
    ? setValue(doc, appendPointer(declaration, 'protocolVersions'), versions)
    : insertMember(doc, declaration, 'protocolVersions', versions);
}

/**
 * A finding that holds in some protocol versions of a declaration's scope (a field a version does not have): the
 * declaration narrowed to the versions where no such finding holds.
 */
function narrowing(doc: LanguageDocument, diagnostic: Diagnostic, all: readonly Diagnostic[], add: Add): void {
  if (diagnostic.protocolVersion === undefined || diagnostic.severity !== 'error') return;
  const scopes = indexScopes(doc.parsed.value);
  const declaration = scopes.declarations
    .map((d) => d.path)
    .filter((p) => diagnostic.path === p || diagnostic.path.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (declaration === undefined) return;
  const failing = new Set(
    all
      .filter((d) => d.rule === diagnostic.rule && d.path === diagnostic.path && d.protocolVersion !== undefined)
      .map((d) => d.protocolVersion!),
  );
  const keep = applicableVersions(scopes, declaration).filter((v) => !failing.has(v));
  if (keep.length === 0) return;
  add('narrow', `Narrow ${shortName(declaration)} to MCP ${keep.join(', ')}`, scopeEdit(doc, declaration, keep));
}

/** A finding as a code action names it. */
function reference(d: Diagnostic): CodeAction['diagnostic'] {
  return { rule: d.rule, path: d.path, message: d.message };
}

/** The longest fix title the editor's Ctrl+. menu shows whole. */
export const FIX_TITLE_LIMIT = 60;

/**
 * A fix title that fits the menu: without a closing remark in parentheses, then with quoted values over 24 characters
 * cut to their start and an ellipsis, and a title still too long ends with one (the whole title is then the fix's
 * description).
 */
export function shortTitle(title: string, limit = FIX_TITLE_LIMIT): string {
  if (title.length <= limit) return title;
  // A closing remark in parentheses ("(choose its type)") is detail: it stays in the description.
  const plain = title.replace(/ \([^()]*\)$/, '');
  if (plain.length <= limit) return plain;
  const quoted = plain.replace(/"([^"]{25,})"/g, (_, value: string) => `"${value.slice(0, 20)}…"`);
  return quoted.length <= limit ? quoted : `${quoted.slice(0, limit - 1).trimEnd()}…`;
}

/**
 * Verified fixes as the editor offers them: ranked, one per distinct edit, titles short (how many new warnings at
 * the end) and the detail in the description.
 */
function toActions(doc: LanguageDocument, fixes: readonly VerifiedFix[]): CodeAction[] {
  const safe = safeEdits(fixes);
  const seen = new Set<string>();
  const actions: CodeAction[] = [];
  for (const fix of fixes) {
    const { candidate } = fix;
    const id = JSON.stringify(candidate.edits);
    if (seen.has(id)) continue;
    seen.add(id);
    const warnings = [...new Set(fix.introduced.filter((d) => d.severity === 'warning').map((d) => d.rule))];
    const suffix = warnings.length > 0 ? ` (${countOf(warnings.length, 'new warning')})` : '';
    const title = `${shortTitle(candidate.title, FIX_TITLE_LIMIT - suffix.length)}${suffix}`;
    const description =
      warnings.length > 0
        ? `${candidate.title}; it causes ${countOf(warnings.length, 'new warning')}: ${warnings.join(', ')}`
        : title !== candidate.title
          ? candidate.title
          : undefined;
    const edit = candidate.edits[0]!;
    let selection: SourceRange | undefined;
    if (candidate.firstHole !== undefined && candidate.edits.length === 1) {
      const index = indexText(fix.text);
      const start = doc.index.offset(edit.range.start) + candidate.firstHole.offset;
      selection = { start: index.position(start), end: index.position(start + candidate.firstHole.length) };
    }
    actions.push({
      title,
      ...(description !== undefined ? { description } : {}),
      diagnostic: reference(candidate.diagnostic),
      fixes: fix.resolved.map(reference),
      edits: candidate.edits,
      ...(candidate.snippet !== undefined ? { snippet: candidate.snippet } : {}),
      ...(selection ? { selection } : {}),
      ...(warnings.length > 0 ? { warnings } : {}),
      ...(actions.length === 0 ? { preferred: true } : {}),
      ...(safe.has(id) ? { safe: true } : {}),
    });
  }
  return actions;
}

/** The edits (as JSON) of each finding's safe fix, the one `mcpdesc fix` would apply (fix.ts). */
function safeEdits(fixes: readonly VerifiedFix[]): Set<string> {
  const byFinding = new Map<Diagnostic, VerifiedFix[]>();
  for (const fix of fixes)
    byFinding.set(fix.candidate.diagnostic, [...(byFinding.get(fix.candidate.diagnostic) ?? []), fix]);
  const edits = new Set<string>();
  for (const group of byFinding.values()) {
    const only = onlySafeFix(group);
    if (only) edits.add(JSON.stringify(only.candidate.edits));
  }
  return edits;
}

const maxTargets = 8;
const maxCandidates = 10;

/** How much of the text a range covers (lines first, then columns), to put the finding that fits best first. */
function span(range: SourceRange): number {
  return (range.end.line - range.start.line) * 100_000 + (range.end.column - range.start.column);
}

/**
 * The quick fixes of the findings whose range meets `range`, as steps: each step verifies one candidate (one
 * validation), so that a caller can stop between steps (the language worker does when a newer request arrives); the
 * generator returns the ranked list. The findings are the validator's for this text (computed when not given). Only
 * a text that parses can be fixed.
 */
export function* codeActionSteps(
  doc: LanguageDocument,
  range: SourceRange,
  diagnostics?: readonly Diagnostic[],
): Generator<void, CodeAction[], void> {
  if (!doc.parsed.ok) return formatSwitch(doc, range);
  const found = diagnostics ?? validateParsed(doc.parsed).diagnostics;
  // The findings at the range, the most closely fitting first (a bounded number: a line of minified JSON may hold
  // thousands); each of their candidates costs a validation, so their number is bounded too.
  const targets = found
    .filter((d) => d.range !== undefined && overlaps(d.range, range))
    .sort((a, b) => span(a.range!) - span(b.range!))
    .slice(0, maxTargets);
  if (targets.length === 0) return [];
  const verifier = createVerifier(doc, found);
  const verified: VerifiedFix[] = [];
  for (const target of targets) {
    for (const candidate of candidates(doc, target, found).slice(0, maxCandidates)) {
      yield;
      const fix = verifier.verify(candidate);
      if (fix) verified.push(fix);
    }
  }
  return toActions(doc, rankFixes(verified));
}

/**
 * A text read in the wrong format: its syntax error's one fix is reading it in the format that parses it (no edit;
 * verified by that parse).
 */
function formatSwitch(doc: LanguageDocument, range: SourceRange): CodeAction[] {
  const other = doc.parsed.otherFormat;
  const error = doc.parsed.diagnostics.find((d) => d.severity === 'error');
  if (!other || !error?.range || !overlaps(error.range, range)) return [];
  const reference = { rule: error.rule, path: error.path, message: error.message };
  return [
    {
      title: `Read the text as ${other.toUpperCase()} (switch the format)`,
      diagnostic: reference,
      fixes: [reference],
      edits: [],
      format: other,
      preferred: true,
    },
  ];
}

/** The quick fixes of the findings whose range meets `range`, verified and ranked (codeActionSteps run to the end). */
export function codeActions(
  doc: LanguageDocument,
  range: SourceRange,
  diagnostics?: readonly Diagnostic[],
): CodeAction[] {
  const steps = codeActionSteps(doc, range, diagnostics);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
