// The fast YAML reader against the `yaml` library's path (spec 15.3): on generated and mutated documents, whatever the
// fast reader reads has the library's value and every node's range (member names included), and whatever the library
// rejects the fast reader leaves to it, so each rejection keeps its place and message.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { defaultLimits } from '../../core/document/limits.ts';
import { serialize } from '../../core/document/index.ts';
import { parseYaml, parseYamlWithLibrary } from '../../core/document/yaml.ts';
import { readYamlFast } from '../../core/document/yaml-fast.ts';
import { createLineIndex } from '../../core/lib/text-positions.ts';
import { escapeSegment } from '../../core/lib/pointer.ts';
import { memberNames } from '../../core/document/member-order.ts';
import { namesInDocument } from '../../core/lib/data-model.ts';

const examplesDir = join(import.meta.dirname, '../../src/examples');
const examples = readdirSync(examplesDir)
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => readFileSync(join(examplesDir, f), 'utf8'))
  .flatMap((text) => [text, text.replace(/\n/g, '\r\n')]);

/** Every pointer of a value, with its member names in source order. */
function pointers(value: unknown, at = '', out: string[] = []): string[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => pointers(v, `${at}/${i}`, out));
  else if (value !== null && typeof value === 'object')
    for (const k of memberNames(value))
      pointers((value as Record<string, unknown>)[k], `${at}/${escapeSegment(k)}`, out);
  return out;
}

function namesOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) namesOf(v, out);
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) namesOf(v, out.add(k));
  return out;
}

/** Counts how many texts the fast reader read, so the test shows it is exercised, not only bypassed. */
const tally = { read: 0, left: 0 };

function agree(text: string): void {
  const lines = createLineIndex(text);
  const fast = readYamlFast(text, defaultLimits, lines);
  const library = parseYamlWithLibrary(text, defaultLimits);
  if (!fast) {
    tally.left++;
    expect(parseYaml(text, defaultLimits).diagnostics).toEqual(library.diagnostics);
    return;
  }
  tally.read++;
  expect(library.diagnostics, text).toEqual([]);
  expect(library.ok).toBe(true);
  expect(fast.value).toStrictEqual(library.value);
  // The member names recorded with the value (checks stop early on a name no object has) are exactly those it has.
  if (typeof fast.value === 'object' && fast.value !== null)
    expect(namesInDocument(fast.value)).toEqual(namesOf(library.value));
  const all = pointers(library.value);
  expect(pointers(fast.value)).toEqual(all);
  // Every node's value and key range, compared in one assertion (a failure's diff names the pointer).
  const ranges = (map: typeof fast.sourceMap) =>
    all.map((p) => ({ p, value: map.rangeOf(p), key: map.rangeOf(p, 'key') }));
  expect(ranges(fast.sourceMap), `in ${JSON.stringify(text)}`).toEqual(ranges(library.sourceMap));
}

// Keys and strings from the characters that matter to YAML's block style: indicators, quotes, spaces, colons, hashes,
// line breaks, escapes, non-ASCII.
const chars = fc.constantFrom(...'ab0-1.e:# \'"\\\n\r\t[]{},&*!|>%@`?~é\u2028\u00a0'.split(''));
const word = fc.oneof(
  fc.constantFrom('name', 'true', 'null', '1e3', '-0', '0x1', '1.5', 'yes', '~', '', ' ', '-', 'a b', '.inf', '1e999'),
  fc.string({ unit: chars, maxLength: 8 }),
);
const scalar = fc.oneof(
  word,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(word, tie('node'), { maxKeys: 4 }),
  ),
})).node;
const document = fc.dictionary(word, value, { minKeys: 1, maxKeys: 5 });

/** The same value in several styles: the project's serializer and the library's, block and literal scalars. */
const styles: ((v: unknown) => string)[] = [
  (v) => serialize(v, 'yaml'),
  (v) => stringify(v),
  (v) => stringify(v, { indent: 4, indentSeq: false, lineWidth: 20, minContentWidth: 5 }),
  (v) => stringify(v, { blockQuote: 'literal', defaultStringType: 'QUOTE_SINGLE', defaultKeyType: 'PLAIN' }),
  (v) => stringify(v, { blockQuote: 'folded', lineWidth: 24, minContentWidth: 0, collectionStyle: 'block' }),
  // Windows line breaks.
  (v) => stringify(v, { blockQuote: 'literal', lineWidth: 30 }).replace(/\n/g, '\r\n'),
];

/** A text with an edit: characters inserted, removed or replaced, or a line duplicated, re-indented or commented. */
const mutation = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('insert', 'delete', 'replace', 'duplicate-line', 'indent', 'dedent', 'comment'),
  piece: fc.string({ unit: chars, minLength: 1, maxLength: 4 }),
});

function mutate(text: string, m: { at: number; kind: string; piece: string }): string {
  const at = text.length === 0 ? 0 : m.at % text.length;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at) + 1;
  switch (m.kind) {
    case 'insert':
      return text.slice(0, at) + m.piece + text.slice(at);
    case 'delete':
      return text.slice(0, at) + text.slice(at + m.piece.length);
    case 'replace':
      return text.slice(0, at) + m.piece + text.slice(at + m.piece.length);
    case 'duplicate-line':
      return text.slice(0, lineEnd) + text.slice(lineStart, lineEnd) + text.slice(lineEnd);
    case 'indent':
      return text.slice(0, lineStart) + ' '.repeat(m.piece.length) + text.slice(lineStart);
    case 'dedent':
      return text.slice(0, lineStart) + text.slice(lineStart).replace(/^ {1,2}/, '');
    default:
      return `${text.slice(0, lineStart)}${' '.repeat(m.piece.length)}# ${m.piece.replace(/\n/g, ' ')}\n${text.slice(lineStart)}`;
  }
}

describe('the fast YAML reader agrees with the yaml library (spec 15.3)', () => {
  it('reads every built-in YAML example (invalid ones included) as the library does', () => {
    for (const text of examples) agree(text);
    expect(examples.length).toBeGreaterThan(3);
    for (const text of examples) expect(readYamlFast(text, defaultLimits, createLineIndex(text))).toBeDefined();
  });

  it('agrees on value, ranges and rejections of generated documents in several styles', () => {
    fc.assert(
      fc.property(document, fc.nat(styles.length - 1), (v, style) => agree(styles[style]!(v))),
      { numRuns: 1500 },
    );
  });

  it('agrees on generated documents after edits (a rejection stays the library’s)', () => {
    fc.assert(
      fc.property(document, fc.nat(styles.length - 1), fc.array(mutation, { minLength: 1, maxLength: 3 }), (v, s, ms) =>
        agree(ms.reduce(mutate, styles[s]!(v))),
      ),
      { numRuns: 2500 },
    );
  });

  it('agrees on the built-in examples after edits', () => {
    fc.assert(
      fc.property(fc.nat(examples.length - 1), fc.array(mutation, { minLength: 1, maxLength: 2 }), (e, ms) =>
        agree(ms.reduce(mutate, examples[e]!)),
      ),
      { numRuns: 400 },
    );
  });

  it('read many texts itself (it is exercised, not bypassed)', () => {
    expect(tally.read).toBeGreaterThan(1000);
    expect(tally.left).toBeGreaterThan(100);
  });
});
