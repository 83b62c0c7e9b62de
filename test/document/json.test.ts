import { describe, expect, it } from 'vitest';
import { defaultLimits, detectFormat, parseDocument, type ParseResult } from '../../core/document/index.ts';
import { maxFormatSwitchLength, maxJsonAsYamlLength } from '../../core/document/parse.ts';

const RULE = 'mcpdesc.serialization.conforming';

function only(result: ParseResult) {
  expect(result.ok).toBe(false);
  expect(result.value).toBeUndefined();
  expect(result.diagnostics).toHaveLength(1);
  const d = result.diagnostics[0]!;
  expect(d.rule).toBe(RULE);
  expect(d.severity).toBe('error');
  return d;
}

describe('detectFormat', () => {
  it('is JSON when the first non-whitespace character opens an object or array', () => {
    expect(detectFormat('  \n{"a":1}')).toBe('json');
    expect(detectFormat('\uFEFF[1]')).toBe('json');
    expect(detectFormat('mcpdesc: 0.9.0')).toBe('yaml');
    expect(detectFormat('"just a string"')).toBe('yaml');
    expect(detectFormat('')).toBe('yaml');
  });
});

describe('parseDocument with previousFormat (an editor whose format follows the content)', () => {
  it('a blank text keeps the previous format', () => {
    for (const text of ['', '  \n\t ']) {
      expect(parseDocument(text, { previousFormat: 'json' }).format).toBe('json');
      expect(parseDocument(text, { previousFormat: 'yaml' }).format).toBe('yaml');
    }
  });

  it('switches only to content that parses as the other format', () => {
    expect(parseDocument('mcpdesc: 0.9.0\n', { previousFormat: 'json' })).toMatchObject({ format: 'yaml', ok: true });
    expect(parseDocument('{"a": 1}', { previousFormat: 'yaml' })).toMatchObject({ format: 'json', ok: true });
    // A YAML flow mapping is not JSON: the document stays YAML, and parses as such.
    expect(parseDocument('{a: 1}', { previousFormat: 'yaml' })).toMatchObject({ format: 'yaml', ok: true });
    // Half-typed text that is neither stays in the previous format, reported in it.
    const half = parseDocument('name: [', { previousFormat: 'json' });
    expect(half.format).toBe('json');
    expect(half.ok).toBe(false);
  });

  it('YAML that breaks only the restricted profile (15.3) switches to YAML, where its finding is reported', () => {
    for (const [text, requirement] of [
      ['info: &i\n  name: a\ninstructions: *i\n', 'req-serialization-yaml-aliases'],
      ['a: !!binary eA==\n', 'req-serialization-yaml-tags'],
      ['a: 1\na: 2\n', 'req-serialization-yaml-duplicate-keys'],
    ] as const) {
      const result = parseDocument(text, { previousFormat: 'json' });
      expect(result.format).toBe('yaml');
      expect(result.diagnostics.map((d) => d.requirement)).toEqual([requirement]);
    }
  });

  it('an explicit format wins over previousFormat', () => {
    expect(parseDocument('', { format: 'yaml', previousFormat: 'json' }).format).toBe('yaml');
  });
});

describe('a format chosen by hand that does not read the text', () => {
  const yamlOf = (description: string) =>
    `mcpdesc: "0.9.0"\ninfo:\n  name: a\n  version: "1.0.0"\n  description: "${description}"\nprotocolVersions: ["2025-11-25"]\n`;

  it('the syntax error names the format that reads the text, in words for every client', () => {
    const read = parseDocument(yamlOf('short'), { format: 'json' });
    expect(read).toMatchObject({ ok: false, format: 'json', otherFormat: 'yaml' });
    expect(read.diagnostics[0]!.message).toMatch(/ — the text parses as YAML: read it as YAML$/);
    const json = parseDocument('{"mcpdesc": "0.9.0"}', { format: 'yaml' });
    expect(json.ok).toBe(true); // JSON is YAML too: nothing to say
  });

  // Unquoted names: YAML's flow style, not JSON (only the yaml library reads it, slowly).
  const flowOf = (description: string) =>
    `{mcpdesc: "0.9.0", info: {name: a, version: "1.0.0", description: "${description}"}, protocolVersions: ["2025-11-25"]}`;

  it.each([
    ['block-style YAML', yamlOf, maxFormatSwitchLength],
    ['a text that starts as JSON does', flowOf, maxJsonAsYamlLength],
  ])(
    'is tried on %s only up to its bound (a second parse on every keystroke of a large text is not)',
    (_, textOf, bound) => {
      const fits = textOf('x'.repeat(bound - textOf('').length));
      expect(fits.length).toBe(bound);
      expect(parseDocument(fits, { format: 'json' }).otherFormat).toBe('yaml');
      const large = parseDocument(`${fits} `, { format: 'json' });
      expect(large).toMatchObject({ ok: false, format: 'json' });
      expect(large.otherFormat).toBeUndefined();
      expect(large.diagnostics[0]!.message).not.toContain('parses as');
      // The text itself reads as YAML: only the hint was left out.
      expect(parseDocument(`${fits} `, { format: 'yaml' }).ok).toBe(true);
    },
  );
});

describe('JSON parsing (spec 15.2, RFC 8259)', () => {
  it('decodes a document to the data model without diagnostics', () => {
    const r = parseDocument('{"mcpdesc": "0.9.0", "n": -1.5e3, "list": [true, false, null, {}], "e": []}');
    expect(r.format).toBe('json');
    expect(r.ok).toBe(true);
    expect(r.diagnostics).toEqual([]);
    expect(r.value).toEqual({ mcpdesc: '0.9.0', n: -1500, list: [true, false, null, {}], e: [] });
  });

  it('keeps __proto__ as an ordinary own member', () => {
    const r = parseDocument('{"__proto__": {"polluted": true}}');
    expect(r.ok).toBe(true);
    expect(Object.keys(r.value as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('ignores a leading byte order mark', () => {
    const r = parseDocument('\uFEFF{"a": 1}');
    expect(r.ok).toBe(true);
    expect(r.value).toEqual({ a: 1 });
  });

  it.each([
    ['{"a": 1,\n  "b": [1, 2,]\n}', 2, 14, /expected a value/],
    ['{"a": 1\n  "b": 2}', 2, 3, /expected ',' or '}'/],
    ['{"a": 01}', 1, 7, /leading zeros/],
    ['{"a": \'x\'}', 1, 7, /Unexpected '''/],
    ['{a: 1}', 1, 2, /property name in double quotes/],
    ['{"a": "x\ty"}', 1, 9, /control character/],
    ['{"a": "\\x"}', 1, 8, /Invalid escape/],
    ['{"a": "open', 1, 7, /Unterminated string/],
    ['{"a": 1} x', 1, 10, /after the end of the document/],
    ['[1, 2', 1, 6, /expected ',' or '\]'/],
    ['   ', 1, 4, /Empty document/],
    ['{"a": tru}', 1, 7, /expected a value/],
  ])('reports a syntax error with line and column: %j', (text, line, column, message) => {
    const d = only(parseDocument(text, { format: 'json' }));
    expect(d.range?.start).toEqual({ line, column });
    expect(d.message).toMatch(message);
    expect(d.message).not.toMatch(/line \d+, column \d+/); // the range carries the position
  });

  it('rejects a duplicate member name at the duplicate', () => {
    const d = only(parseDocument('{\n  "info": {\n    "name": "a",\n    "name": "b"\n  }\n}'));
    expect(d.range?.start).toEqual({ line: 4, column: 5 });
    expect(d.range?.end).toEqual({ line: 4, column: 11 });
    expect(d.path).toBe('/info/name');
    expect(d.message).toMatch(/Duplicate member name "name"/);
  });

  it('compares member names after decoding escapes', () => {
    const d = only(parseDocument('{"ab": 1, "a\\u0062": 2}'));
    expect(d.range?.start).toEqual({ line: 1, column: 11 });
  });

  it('finds a duplicate even when an escaped colon would balance the member count', () => {
    const d = only(parseDocument('{"a": 1, "a": "\\u003a"}'));
    expect(d.range?.start).toEqual({ line: 1, column: 10 });
    expect(d.message).toMatch(/Duplicate member name "a"/);
  });

  it('finds a duplicate among members whose strings contain colons', () => {
    const d = only(parseDocument('{"url": "https://x", "k:1": {"b": 1, "b": 2}}'));
    expect(d.path).toBe('/k:1/b');
    expect(d.range?.start).toEqual({ line: 1, column: 38 });
  });

  it('rejects non-finite numbers (spec 3.1)', () => {
    const d = only(parseDocument('{"tools": [1, {"size": 1e400}]}'));
    expect(d.path).toBe('/tools/1/size');
    expect(d.range?.start).toEqual({ line: 1, column: 24 });
    expect(d.message).toMatch(/not a finite/);
  });
});

describe('JSON limits (spec 15.8)', () => {
  it('reports 100,000 levels of nested arrays as a depth limit, not a stack overflow', () => {
    const text = '['.repeat(100_000) + ']'.repeat(100_000);
    const d = only(parseDocument(text));
    expect(d.message).toMatch(/depth limit \(maxDepth 256\)/);
    expect(d.range?.start).toEqual({ line: 1, column: 257 });
  });

  it('reports 100,000 levels of nested objects as a depth limit', () => {
    const text = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    const d = only(parseDocument(text));
    expect(d.message).toMatch(/maxDepth 256/);
    expect(d.range?.start).toEqual({ line: 1, column: 256 * 5 + 1 });
  });

  it('accepts nesting at the limit', () => {
    const depth = defaultLimits.maxDepth;
    const r = parseDocument('['.repeat(depth) + ']'.repeat(depth));
    expect(r.ok).toBe(true);
  });

  it('enforces document size', () => {
    const d = only(parseDocument('{"a": "' + 'x'.repeat(200) + '"}', { limits: { maxBytes: 100 } }));
    expect(d.message).toMatch(/size limit \(maxBytes 100\)/);
    expect(d.range?.start).toEqual({ line: 1, column: 1 });
  });

  it('counts document size in UTF-8 bytes', () => {
    const text = '["' + 'é'.repeat(40) + '"]'; // 44 characters, 84 bytes
    expect(parseDocument(text, { limits: { maxBytes: 84 } }).ok).toBe(true);
    expect(parseDocument(text, { limits: { maxBytes: 83 } }).ok).toBe(false);
  });

  it('enforces scalar length at the string', () => {
    const d = only(
      parseDocument('{"a": "short",\n "b": "' + 'x'.repeat(50) + '"}', { limits: { maxScalarLength: 10 } }),
    );
    expect(d.message).toMatch(/maxScalarLength 10/);
    expect(d.range?.start).toEqual({ line: 2, column: 7 });
  });

  it('enforces collection size at the collection', () => {
    const d = only(parseDocument('{"a": [1, 2, 3, 4, 5]}', { limits: { maxCollectionSize: 4 } }));
    expect(d.message).toMatch(/maxCollectionSize 4/);
    expect(d.range?.start).toEqual({ line: 1, column: 7 });
    expect(parseDocument('{"a": [1, 2, 3, 4]}', { limits: { maxCollectionSize: 4 } }).ok).toBe(true);
  });
});

describe('JSON source map', () => {
  const text = '{\n  "info": {"name": "x"},\n  "a~/b": {"c": [10, 20]},\n  "esc\\"aped": true\n}';
  const r = parseDocument(text);

  it('maps values and member names', () => {
    expect(r.ok).toBe(true);
    expect(r.sourceMap.rangeOf('/info/name')).toEqual({ start: { line: 2, column: 20 }, end: { line: 2, column: 23 } });
    expect(r.sourceMap.rangeOf('/info/name', 'key')).toEqual({
      start: { line: 2, column: 12 },
      end: { line: 2, column: 18 },
    });
    expect(r.sourceMap.rangeOf('/info')).toEqual({ start: { line: 2, column: 11 }, end: { line: 2, column: 24 } });
  });

  it('decodes ~0 and ~1 in pointers and escapes in member names', () => {
    expect(r.sourceMap.rangeOf('/a~0~1b/c/1')).toEqual({
      start: { line: 3, column: 22 },
      end: { line: 3, column: 24 },
    });
    expect(r.sourceMap.rangeOf('/a~0~1b', 'key')).toEqual({
      start: { line: 3, column: 3 },
      end: { line: 3, column: 9 },
    });
    expect(r.sourceMap.rangeOf('/esc"aped', 'key')?.start).toEqual({ line: 4, column: 3 });
  });

  it('maps the root and answers undefined for missing or invalid pointers', () => {
    expect(r.sourceMap.rangeOf('')).toEqual({ start: { line: 1, column: 1 }, end: { line: 5, column: 2 } });
    expect(r.sourceMap.rangeOf('/nope')).toBeUndefined();
    expect(r.sourceMap.rangeOf('/a~0~1b/c/2')).toBeUndefined();
    expect(r.sourceMap.rangeOf('/a~0~1b/c/01')).toBeUndefined();
    expect(r.sourceMap.rangeOf('no-slash')).toBeUndefined();
  });

  it('gives the value range for array items asked for their key', () => {
    expect(r.sourceMap.rangeOf('/a~0~1b/c/0', 'key')).toEqual(r.sourceMap.rangeOf('/a~0~1b/c/0'));
  });

  it('maps member names and values on different lines, with CRLF line breaks', () => {
    const m = parseDocument('{\r\n  "a":\r\n    [1,\r\n     {"b": null}]\r\n}');
    expect(m.sourceMap.rangeOf('/a', 'key')).toEqual({ start: { line: 2, column: 3 }, end: { line: 2, column: 6 } });
    expect(m.sourceMap.rangeOf('/a')).toEqual({ start: { line: 3, column: 5 }, end: { line: 4, column: 18 } });
    expect(m.sourceMap.rangeOf('/a/1/b')).toEqual({ start: { line: 4, column: 12 }, end: { line: 4, column: 16 } });
  });

  it('still maps a document rejected for a duplicate member', () => {
    const m = parseDocument('{"a": {"x": 1},\n "b": 2, "b": 3}');
    expect(m.ok).toBe(false);
    expect(m.sourceMap.rangeOf('/a/x')?.start).toEqual({ line: 1, column: 13 });
  });

  it('counts columns in UTF-16 code units after astral characters', () => {
    const m = parseDocument('{"😀": 1, "b": 2}');
    expect(m.sourceMap.rangeOf('/b')?.start).toEqual({ line: 1, column: 16 });
  });

  it('finds members written with escapes, the last of equal names, and members of large objects', () => {
    const m = parseDocument('{"\\u00e9t\\u00e9": 1, "a\\/b": 2, "d": 3,\n "d": 4}');
    expect(m.sourceMap.rangeOf('/été')?.start).toEqual({ line: 1, column: 19 });
    expect(m.sourceMap.rangeOf('/a~1b')?.start).toEqual({ line: 1, column: 30 });
    expect(m.sourceMap.rangeOf('/d')?.start).toEqual({ line: 2, column: 7 });
    const members = Array.from({ length: 40 }, (_, i) => `"m${i}": ${i}`);
    const large = parseDocument(`{\n${members.join(',\n')}\n}`);
    expect(large.sourceMap.rangeOf('/m0')?.start).toEqual({ line: 2, column: 7 });
    expect(large.sourceMap.rangeOf('/m39', 'key')).toEqual({
      start: { line: 41, column: 1 },
      end: { line: 41, column: 6 },
    });
    expect(large.sourceMap.rangeOf('/m40')).toBeUndefined();
  });

  it('treats a lone CR as a line break', () => {
    const m = parseDocument('{\r"a":\r[1,\r2]}');
    expect(m.sourceMap.rangeOf('/a/1')).toEqual({ start: { line: 4, column: 1 }, end: { line: 4, column: 2 } });
  });
});
