// Robustness property of the whole core (issue 10 item 7), shared by `npm test` (test/fuzz/fuzz.test.ts, a few hundred
// runs) and `npm run fuzz -- --runs N` (scripts/fuzz.ts, long runs). Inputs are the Examples menu documents and the
// conformance fixtures, mutated in their data model (members removed, values replaced, integer-like members added,
// items duplicated, …) and in their text (cut, spliced with syntax fragments), written as JSON or YAML.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { parseDocument, serialize } from '../../core/document/index.ts';
import { memberNames } from '../../core/document/member-order.ts';
import { parsePointer } from '../../core/lib/pointer.ts';
import {
  convertText,
  nativeText,
  organizeText,
  validateText,
  viewText,
  type Diagnostic,
  type DocumentFormat,
  type NativeKind,
} from '../../core/index.ts';
import { ruleById } from '../../core/rules/index.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.(json|ya?ml)$/.test(name) ? [path] : [];
    });
}

/** The seed documents: every example and conformance fixture that parses. */
export const seeds: unknown[] = [...files(join(root, 'src/examples')), ...files(join(root, 'test/conformance'))]
  .map((path) => parseDocument(readFileSync(path, 'utf8')))
  .filter((r) => r.ok)
  .map((r) => r.value);

type Mutation =
  | { kind: 'remove'; at: number }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'add'; at: number; key: string; value: unknown }
  | { kind: 'duplicate'; at: number };

const jsonValue = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    1.5,
    '',
    'x',
    '2025-11-25',
    '2026-07-28',
    'object',
    'string',
    '#/components/schemas/S',
    '^(a|a)*$',
    [],
    {},
    { type: 'object' },
    { $ref: '#' },
  ),
  fc.jsonValue({ maxDepth: 2 }),
);
const memberName = fc.constantFrom(
  '1',
  '0',
  '42',
  'name',
  'type',
  'protocolVersions',
  'inputSchema',
  'examples',
  'pattern',
  '$ref',
  '$componentRef',
  'x-ext',
  '_meta',
  '__proto__',
  'required',
  'properties',
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: jsonValue }),
  fc.record({ kind: fc.constant('add' as const), at: fc.nat(), key: memberName, value: jsonValue }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }),
);

/** Every container of the value with its parent link, in document order. */
function containers(value: unknown): { node: object; parent?: object; key?: string | number }[] {
  const out: { node: object; parent?: object; key?: string | number }[] = [];
  const visit = (v: unknown, parent?: object, key?: string | number): void => {
    if (typeof v !== 'object' || v === null) return;
    out.push({ node: v, parent, key });
    if (Array.isArray(v)) v.forEach((item, i) => visit(item, v, i));
    else for (const k of memberNames(v)) visit((v as Record<string, unknown>)[k], v, k);
  };
  visit(value);
  return out;
}

/** A copy of the value (member order kept) with the mutation applied. */
function mutate(value: unknown, m: Mutation): unknown {
  const copy = parseDocument(serialize(value, 'json'), { format: 'json' }).value;
  const all = containers(copy);
  const target = all[m.at % all.length]!;
  const node = target.node as Record<string, unknown> & unknown[];
  const keys = Array.isArray(node) ? node.map((_, i) => i) : [...memberNames(node)];
  const pick = keys.length > 0 ? keys[m.at % keys.length]! : undefined;
  switch (m.kind) {
    case 'remove':
      if (pick === undefined) return copy;
      if (Array.isArray(node)) node.splice(pick as number, 1);
      else delete node[pick as string];
      return parseDocument(serialize(copy, 'json'), { format: 'json' }).value;
    case 'replace':
      if (pick === undefined) return copy;
      (node as Record<string | number, unknown>)[pick] = m.value;
      return parseDocument(serialize(copy, 'json'), { format: 'json' }).value;
    case 'add':
      if (Array.isArray(node)) node.push(m.value);
      else return addMember(copy, node, m.key, m.value);
      return parseDocument(serialize(copy, 'json'), { format: 'json' }).value;
    case 'duplicate':
      if (Array.isArray(node) && node.length > 0) node.push(node[m.at % node.length]);
      return parseDocument(serialize(copy, 'json'), { format: 'json' }).value;
  }
}

/** The document re-read with `key: value` written last in `node` (or replacing the member of that name). */
function addMember(document: unknown, node: object, key: string, value: unknown): unknown {
  const members = node as Record<string, unknown>;
  if (Object.hasOwn(members, key)) {
    members[key] = value;
    return parseDocument(serialize(document, 'json'), { format: 'json' }).value;
  }
  // Written last in the text, so the parser records that order even for an integer-like name.
  const marker = '\u0000mutation-marker';
  members[marker] = null;
  const text = serialize(document, 'json', { indent: 0 }).replace(
    `${JSON.stringify(marker)}:null`,
    `${JSON.stringify(key)}:${JSON.stringify(value)}`,
  );
  const r = parseDocument(text, { format: 'json' });
  return r.ok ? r.value : document;
}

const pieces = fc.constantFrom(
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  ': ',
  '- ',
  '"',
  "'",
  '\n',
  '\r\n',
  '\r',
  '  ',
  '#',
  '&a ',
  '*a',
  '!t ',
  '1',
  'é',
  '😀',
  '\u0000',
);
const textMutation = fc.oneof(
  fc.record({ kind: fc.constant('none' as const) }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('splice' as const), at: fc.nat(), piece: pieces }),
);

export interface FuzzCase {
  text: string;
  format: DocumentFormat;
}

export const fuzzCase: fc.Arbitrary<FuzzCase> = fc
  .record({
    seed: fc.nat(),
    mutations: fc.array(mutation, { maxLength: 4 }),
    format: fc.constantFrom<DocumentFormat>('json', 'yaml'),
    text: textMutation,
  })
  .map(({ seed, mutations, format, text }) => {
    let value = seeds[seed % seeds.length];
    for (const m of mutations) value = mutate(value, m);
    let written = serialize(value, format);
    if (text.kind === 'cut') written = written.slice(0, text.at % (written.length + 1));
    if (text.kind === 'splice') {
      const at = text.at % (written.length + 1);
      written = written.slice(0, at) + text.piece + written.slice(at);
    }
    return { text: written, format };
  });

/** What the data model holds, member order included (arrays as arrays, objects as entry lists). */
export function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value === 'object' && value !== null)
    return memberNames(value).map((k) => [k, shape((value as Record<string, unknown>)[k])]);
  return value;
}

/** The data model regardless of member order (Organize reorders members, never values). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null)
    return Object.keys(value)
      .sort()
      .map((k) => [k, canonical((value as Record<string, unknown>)[k])]);
  return value;
}

function fail(message: string): never {
  throw new Error(message);
}

function check(condition: boolean, message: () => string): void {
  if (!condition) fail(message());
}

const severities = new Set(['error', 'warning', 'info']);

function valueAt(document: unknown, pointer: string): { found: boolean } {
  const segments = parsePointer(pointer);
  if (!segments) return { found: false };
  let current = document;
  for (const s of segments) {
    if (Array.isArray(current) && /^(0|[1-9][0-9]*)$/.test(s) && Number(s) < current.length)
      current = current[Number(s)];
    else if (typeof current === 'object' && current !== null && !Array.isArray(current) && Object.hasOwn(current, s))
      current = (current as Record<string, unknown>)[s];
    else return { found: false };
  }
  return { found: true };
}

/** Diagnostics are well formed: a known rule, a severity, a pointer that resolves (when parsed), a range in the text. */
function wellFormed(diagnostics: Diagnostic[], text: string, document: unknown | undefined, where: string): void {
  const lines = text.split(/\r\n|\r|\n/);
  for (const d of diagnostics) {
    const about = () => `${where}: ${JSON.stringify(d).slice(0, 300)}`;
    check(
      typeof d.rule === 'string' && (d.rule === 'mcpdesc.serialization.conforming' || ruleById(d.rule) !== undefined),
      () => `unknown rule ${about()}`,
    );
    check(severities.has(d.severity), () => `bad severity ${about()}`);
    check(
      typeof d.message === 'string' && d.message.length > 0 && d.message.length < 2000,
      () => `bad message ${about()}`,
    );
    check(parsePointer(d.path) !== undefined, () => `path is not a JSON Pointer ${about()}`);
    if (document !== undefined) check(valueAt(document, d.path).found, () => `path does not resolve ${about()}`);
    if (d.range) {
      for (const p of [d.range.start, d.range.end]) {
        check(
          p.line >= 1 && p.line <= lines.length && p.column >= 1 && p.column <= lines[p.line - 1]!.length + 1,
          () => `position outside the text ${about()}`,
        );
      }
      const { start, end } = d.range;
      check(
        start.line < end.line || (start.line === end.line && start.column <= end.column),
        () => `range ends before it starts ${about()}`,
      );
    }
  }
}

const kinds: NativeKind[] = ['tools', 'resources', 'resourceTemplates', 'prompts'];

/** Every core entry point on one text; throws with a description when a property does not hold. */
export function checkCase({ text, format }: FuzzCase): void {
  const parsed = parseDocument(text, { format });
  const document = parsed.ok ? parsed.value : undefined;

  const result = validateText(text, { format });
  wellFormed(result.diagnostics, text, document, 'validateText');
  check(
    result.valid === !result.diagnostics.some((d) => d.severity === 'error'),
    () => 'valid does not mean "no errors"',
  );
  check(
    JSON.stringify(validateText(text, { format })) === JSON.stringify(result),
    () => 'validateText differs on repetition',
  );

  const other: DocumentFormat = format === 'json' ? 'yaml' : 'json';
  const converted = convertText(text, other, { from: format });
  check(
    converted.ok === parsed.ok,
    () => `convertText ok=${converted.ok} but the text ${parsed.ok ? 'parses' : 'does not parse'}`,
  );
  if (converted.ok) {
    const again = parseDocument(converted.text, { format: other });
    check(
      again.ok && JSON.stringify(shape(again.value)) === JSON.stringify(shape(document)),
      () => 'conversion changed the data model or its member order',
    );
    const back = convertText(converted.text, format, { from: other });
    check(
      back.ok && JSON.stringify(shape(parseDocument(back.text, { format }).value)) === JSON.stringify(shape(document)),
      () => 'conversion back changed the data model',
    );
  }

  const organized = organizeText(text, { format });
  check(organized.ok === parsed.ok, () => 'organizeText disagrees with the parser');
  if (organized.ok) {
    const twice = organizeText(organized.text, { format });
    check(twice.ok && twice.text === organized.text, () => 'Organize is not idempotent');
    check(
      JSON.stringify(canonical(parseDocument(organized.text, { format }).value)) ===
        JSON.stringify(canonical(document)),
      () => 'Organize changed the data',
    );
  }

  for (const version of result.protocolVersions) {
    const view = viewText(text, version, { format });
    check(
      view.ok === false || !view.diagnostics.some((d) => d.severity === 'error'),
      () =>
        `the ${version} view does not validate clean: ${JSON.stringify(view.diagnostics.find((d) => d.severity === 'error'))}`,
    );
    if (view.ok)
      wellFormed(view.diagnostics, view.text, parseDocument(view.text, { format }).value, `viewText ${version}`);
    for (const kind of kinds) {
      const native = nativeText(text, version, kind, { format });
      check(typeof native.ok === 'boolean', () => 'nativeText gave no verdict');
      if (native.ok)
        check(
          typeof native.value === 'object' && native.value !== null && typeof native.text === 'string',
          () => 'nativeText gave no value',
        );
    }
  }
}
