import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse as parseWithYamlLibrary } from 'yaml';
import { parseDocument, serialize } from '../../core/document/index.ts';

/** Objects as ordered entry lists, so comparisons also check member order (and -0 via Object.is). */
function ordered(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(ordered);
  if (typeof v === 'object' && v !== null)
    return Object.keys(v).map((k) => [k, ordered((v as Record<string, unknown>)[k])]);
  return v;
}

function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries)
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}

// Strings that YAML would resolve to something else, YAML indicators, whitespace and unicode edge cases.
const tricky = [
  '',
  ' ',
  'yes',
  'no',
  'on',
  'off',
  'y',
  'n',
  'Y',
  '~',
  'null',
  'Null',
  'NULL',
  'true',
  'True',
  'false',
  'FALSE',
  '0',
  '-0',
  '1',
  '1.0',
  '1.',
  '.5',
  '+1',
  '1e3',
  '1_000',
  '007',
  '0o17',
  '0x1F',
  '0b11',
  '.inf',
  '-.inf',
  '.nan',
  '.NaN',
  '1:20',
  '2026-07-28',
  '2026-07-28T10:00:00Z',
  '0.9.0',
  '=',
  '<<',
  '-',
  '?',
  ':',
  '- a',
  '? a',
  ': a',
  'a: b',
  'a:',
  'a #b',
  '#c',
  '&a',
  '*a',
  '!t',
  '!!str',
  '|',
  '>',
  '%YAML',
  '@x',
  '`x',
  '"',
  "'",
  '[',
  ']',
  '{',
  '}',
  ',',
  '---',
  '...',
  ' lead',
  'trail ',
  '\t',
  '\n',
  'a\nb',
  'a\n',
  'a\n\n',
  '\na',
  ' a\nb',
  'a \nb',
  'a\n \nb',
  '\r\n',
  'a\rb',
  '\u2028',
  '\u2029',
  '\u0085',
  '\ufeff',
  '\u007f',
  '\u0000',
  '\u001b',
  'é',
  '😀',
  '\ud800',
  '\udfff',
  'x\\y',
  '__proto__',
  'constructor',
];
const fragment = fc.oneof(
  fc.constantFrom(...tricky),
  fc.constantFrom(':', ' ', '\n', '#', '-', '"', "'", '\\', '[', '{', '\t', '\r', '.', 'e', 'x', '0', '9'),
  fc
    .integer({ min: 0, max: 0x10ffff })
    .filter((cp) => cp < 0xd800 || cp > 0xdfff)
    .map((cp) => String.fromCodePoint(cp)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
);
const text = fc.oneof(fc.constantFrom(...tricky), fc.string({ unit: fragment, maxLength: 12 }));
const key = fc.oneof(text, fc.constantFrom('__proto__', 'constructor', 'toString', '0', '10', '2', 'x'.repeat(1100)));
const number = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom(-0, 0, 1e21, 5e-324, Number.MAX_VALUE),
);

const { value: model } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    number,
    text,
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.array(fc.tuple(key, tie('value')), { maxLength: 5 }).map(objectOf),
}));

describe('serialization round trips (spec 15.5)', () => {
  it('model -> JSON -> model is the identity', () => {
    fc.assert(
      fc.property(model, fc.constantFrom(0, 2, 4), (value, indent) => {
        const out = serialize(value, 'json', { indent });
        const back = parseDocument(out, { format: 'json' });
        expect(back.diagnostics).toEqual([]);
        expect(ordered(back.value)).toStrictEqual(ordered(value));
      }),
      { numRuns: 400 },
    );
  });

  it('model -> YAML -> model is the identity, and the YAML satisfies the restricted profile', () => {
    fc.assert(
      fc.property(model, fc.constantFrom(1, 2, 4), (value, indent) => {
        const out = serialize(value, 'yaml', { indent });
        const back = parseDocument(out, { format: 'yaml' });
        expect(back.diagnostics, out).toEqual([]);
        expect(ordered(back.value)).toStrictEqual(ordered(value));
      }),
      { numRuns: 400 },
    );
  });

  it('YAML output reads the same with the yaml library core schema (quoted lookalikes)', () => {
    fc.assert(
      fc.property(model, (value) => {
        const out = serialize(value, 'yaml');
        expect(ordered(parseWithYamlLibrary(out))).toStrictEqual(ordered(value));
      }),
      { numRuns: 300 },
    );
  });

  it('JSON output matches JSON.stringify layout for values without -0', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        fc.pre(
          !JSON.stringify(ordered(value), (_k, v: unknown) => (Object.is(v, -0) ? 'minus zero' : v)).includes(
            'minus zero',
          ),
        );
        expect(serialize(value, 'json')).toBe(JSON.stringify(value, null, 2) + '\n');
      }),
      { numRuns: 200 },
    );
  });

  it('JSON output is what JSON.parse reads back', () => {
    fc.assert(
      fc.property(model, (value) => {
        expect(ordered(JSON.parse(serialize(value, 'json')))).toStrictEqual(ordered(value));
      }),
      { numRuns: 200 },
    );
  });
});

describe('restricted YAML output', () => {
  it.each([
    '1.0',
    'yes',
    'no',
    'on',
    'null',
    '~',
    'true',
    '',
    ' x',
    'x ',
    '0o17',
    '0x1F',
    '.inf',
    '2026-07-28',
    '- x',
    '#x',
    'a: b',
    '123',
    '<<',
  ])('quotes %j so that it stays a string', (s) => {
    const out = serialize({ v: s }, 'yaml');
    expect(out).toBe(`v: ${JSON.stringify(s)}\n`);
    expect(parseDocument(out).value).toEqual({ v: s });
  });

  it('writes ordinary strings plain and multi-line strings as literal blocks', () => {
    expect(serialize({ name: 'chess-rating-server', mcpdesc: '0.9.0' }, 'yaml')).toBe(
      'name: chess-rating-server\nmcpdesc: 0.9.0\n',
    );
    expect(serialize({ d: 'line one\nline two\n' }, 'yaml')).toBe('d: |\n  line one\n  line two\n');
    expect(serialize({ d: 'line one\nline two' }, 'yaml')).toBe('d: |-\n  line one\n  line two\n');
  });

  it('keeps meaningful empty values (spec 3.3, 15.6)', () => {
    const value = { security: [], tools: [{ security: [{}] }, { security: [{ oauth: [] }] }], meta: {} };
    const yamlText = serialize(value, 'yaml');
    expect(yamlText).toBe(
      'security: []\ntools:\n  - security:\n      - {}\n  - security:\n      - oauth: []\nmeta: {}\n',
    );
    expect(parseDocument(yamlText).value).toEqual(value);
    expect(parseDocument(serialize(value, 'json')).value).toEqual(value);
  });

  it('preserves property order', () => {
    const value = { z: 1, a: { y: true, b: null }, m: ['x'] };
    expect(Object.keys(parseDocument(serialize(value, 'yaml')).value as object)).toEqual(['z', 'a', 'm']);
    expect(serialize(value, 'json', { indent: 0 })).toBe('{"z":1,"a":{"y":true,"b":null},"m":["x"]}\n');
  });

  it('writes scalars at the root', () => {
    expect(serialize('yes', 'yaml')).toBe('"yes"\n');
    expect(serialize(null, 'yaml')).toBe('null\n');
    expect(serialize([], 'yaml')).toBe('[]\n');
    expect(parseDocument(serialize('yes', 'yaml'), { format: 'yaml' }).value).toBe('yes');
  });

  it('refuses values outside the data model', () => {
    expect(() => serialize({ n: Number.NaN }, 'json')).toThrow(/data model/);
    expect(() => serialize({ n: Infinity }, 'yaml')).toThrow(/data model/);
    expect(() => serialize({ f: () => 1 }, 'yaml')).toThrow(/data model/);
  });
});
