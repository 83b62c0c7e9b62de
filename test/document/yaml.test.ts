import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument, type ParseResult } from '../../core/document/index.ts';

const RULE = 'mcpdesc.serialization.conforming';

function yaml(text: string, limits?: Parameters<typeof parseDocument>[1]): ParseResult {
  return parseDocument(text, { format: 'yaml', ...limits });
}

function rejected(result: ParseResult) {
  expect(result.ok).toBe(false);
  expect(result.value).toBeUndefined();
  expect(result.diagnostics.length).toBeGreaterThan(0);
  for (const d of result.diagnostics) {
    expect(d.rule).toBe(RULE);
    expect(d.severity).toBe('error');
  }
  return result.diagnostics;
}

function at(result: ParseResult, line: number, column: number, message: RegExp) {
  const diagnostics = rejected(result);
  const d = diagnostics.find((x) => message.test(x.message));
  expect(d, `no diagnostic matching ${message} in ${JSON.stringify(diagnostics.map((x) => x.message))}`).toBeDefined();
  expect(d!.range?.start).toEqual({ line, column });
  return d!;
}

describe('YAML scalar resolution by the YAML 1.2.2 JSON schema (spec 15.3.3)', () => {
  it.each([
    ['null', null],
    ['true', true],
    ['false', false],
    ['0', 0],
    ['-12', -12],
    ['3.25', 3.25],
    ['1e3', 1000],
    ['-2.5E-2', -0.025],
    ['1.', 1],
    ['yes', 'yes'],
    ['no', 'no'],
    ['on', 'on'],
    ['off', 'off'],
    ['y', 'y'],
    ['~', '~'],
    ['Null', 'Null'],
    ['TRUE', 'TRUE'],
    ['True', 'True'],
    ['0o17', '0o17'],
    ['0x1F', '0x1F'],
    ['+1', '+1'],
    ['.5', '.5'],
    ['007', '007'],
    ['1_000', '1_000'],
    ['.inf', '.inf'],
    ['-.inf', '-.inf'],
    ['.nan', '.nan'],
    ['.NaN', '.NaN'],
    ['2026-07-28', '2026-07-28'],
    ['2026-07-28T10:00:00Z', '2026-07-28T10:00:00Z'],
    ['0.9.0', '0.9.0'],
    ['chess-rating-server', 'chess-rating-server'],
    ['<<', '<<'],
    ['', ''],
  ])('plain %j decodes to %j', (source, expected) => {
    const r = yaml(`v: ${source}\n`);
    expect(r.diagnostics).toEqual([]);
    expect(r.ok).toBe(true);
    const v = (r.value as { v: unknown }).v;
    expect(v).toStrictEqual(expected);
  });

  it.each([
    ['"true"', 'true'],
    ["'null'", 'null'],
    ['"1.0"', '1.0'],
    ["'0x1F'", '0x1F'],
    ['"2026-07-28"', '2026-07-28'],
    ['"yes"', 'yes'],
    ["''", ''],
    ['"~"', '~'],
    ['"\\u00e9\\n"', 'é\n'],
    ['|\n  12\n', '12\n'],
    ['>-\n  true\n', 'true'],
  ])('quoted or block %j is always a string', (source, expected) => {
    const r = yaml(`v: ${source}\n`);
    expect(r.ok).toBe(true);
    expect((r.value as { v: unknown }).v).toStrictEqual(expected);
  });

  it.each([
    ['!!str 12', '12'],
    ['!!int 12', 12],
    ['!!float 1', 1],
    ['!!bool true', true],
    ['!!null null', null],
    ['! 12', '12'],
  ])('accepts the JSON-schema tag %j', (source, expected) => {
    const r = yaml(`v: ${source}\n`);
    expect(r.diagnostics).toEqual([]);
    expect((r.value as { v: unknown }).v).toStrictEqual(expected);
  });

  it('rejects a JSON-schema tag whose content does not match', () => {
    at(yaml('v: !!int 1.5\n'), 1, 10, /not an integer/);
  });

  it('rejects non-finite numbers', () => {
    at(yaml('a: 1\nb: 1e999\n'), 2, 4, /not a finite/);
    at(yaml('a: [-1e400]\n'), 1, 5, /not a finite/);
  });
});

describe('YAML restricted profile violations (spec 15.3)', () => {
  it('rejects an empty stream', () => {
    at(yaml(''), 1, 1, /no document/);
    at(yaml('# just a comment\n'), 1, 1, /no document/);
  });

  it('rejects several documents at the second one', () => {
    const d = at(yaml('mcpdesc: 0.9.0\n---\ninfo: {}\n'), 2, 1, /contains 2 documents/);
    expect(d.path).toBe('');
  });

  it('accepts a single explicit document', () => {
    const r = yaml('---\nmcpdesc: 0.9.0\n...\n');
    expect(r.ok).toBe(true);
    expect(r.value).toEqual({ mcpdesc: '0.9.0' });
  });

  it.each([
    ['numeric key', 'info:\n  1: x\n', 2, 3, /resolves to a numeric value/],
    ['float key', 'info:\n  1.5: x\n', 2, 3, /resolves to a numeric value/],
    ['boolean key', 'info:\n  true: x\n', 2, 3, /resolves to a boolean value/],
    ['null key', 'info:\n  null: x\n', 2, 3, /resolves to a null value/],
    ['empty key', 'info:\n  : x\n', 2, 3, /key is missing/],
    ['sequence key', 'info:\n  ? [a, b]\n  : x\n', 2, 5, /Complex mapping key \(a sequence\)/],
    ['mapping key', 'info:\n  ? {a: 1}\n  : x\n', 2, 5, /Complex mapping key \(a mapping\)/],
    ['flow mapping key', 'info: {[a]: x}\n', 1, 8, /Complex mapping key/],
  ])('rejects a non-string key (%s)', (_name, text, line, column, message) => {
    const d = at(yaml(text), line, column, message);
    expect(d.path).toBe('/info');
  });

  it('accepts quoted keys that look like other types', () => {
    const r = yaml('"1": a\n\'true\': b\n"null": c\n~: d\n');
    expect(r.ok).toBe(true);
    expect(r.value).toEqual({ 1: 'a', true: 'b', null: 'c', '~': 'd' });
  });

  it('rejects duplicate keys at the duplicate', () => {
    const d = at(
      yaml('info:\n  name: a\n  title: b\n  name: c\n'),
      4,
      3,
      /Duplicate mapping key 'name' \(first at line 2, column 3\)/,
    );
    expect(d.path).toBe('/info/name');
    expect(d.range?.end).toEqual({ line: 4, column: 7 });
  });

  it('rejects duplicate keys after scalar resolution', () => {
    at(yaml('a: 1\n"a": 2\n'), 2, 1, /Duplicate mapping key 'a'/);
    at(yaml("x: {b: 1, 'b': 2}\n"), 1, 11, /Duplicate mapping key 'b'/);
  });

  it.each([
    ['local tag', 'a: !thing x\n', 1, 4, /Tag '!thing'/],
    ['language tag', 'a: !!python/object:os.system x\n', 1, 4, /Tag '!!python\/object:os.system'/],
    ['application tag', 'a: !<tag:example.com,2026:app> x\n', 1, 4, /Tag 'tag:example.com,2026:app'/],
    ['binary', 'a: !!binary aGk=\n', 1, 4, /Tag '!!binary'/],
    ['timestamp', 'a: !!timestamp 2026-07-28\n', 1, 4, /Tag '!!timestamp'/],
    ['set on a mapping', 'a: !!set {x: null}\n', 1, 4, /Tag '!!set'/],
    ['custom tag on a sequence', 'a: !list [1]\n', 1, 4, /Tag '!list'/],
  ])('rejects a %s', (_name, text, line, column, message) => {
    const d = at(yaml(text), line, column, message);
    expect(d.path).toBe('/a');
  });

  it('rejects aliases, not the anchors they name (15.3.5)', () => {
    const r = yaml('base: &b\n  x: 1\nother: *b\n');
    expect(r.diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/Alias '\*b' is not allowed/)]);
    const alias = at(r, 3, 8, /Alias '\*b' is not allowed/);
    expect(alias.path).toBe('/other');
  });

  it('accepts anchors that no alias uses: anchors carry no meaning in the data model (15.3.5)', () => {
    const r = yaml('info: &i\n  name: x\nlist: &l [1, 2]\nscalar: &s hello\nquoted: &q "hi"\n');
    expect(r.diagnostics).toEqual([]);
    expect(r.ok && r.value).toEqual({
      info: { name: 'x' },
      list: ['1', '2'].map(Number),
      scalar: 'hello',
      quoted: 'hi',
    });
  });

  it('rejects an alias used as a key', () => {
    at(yaml('a: &k key\n*k : v\n'), 2, 1, /Alias '\*k' is not allowed as a mapping key/);
  });

  it('rejects an alias bomb without expanding it', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 12; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const started = performance.now();
    const r = yaml(levels.join('\n') + '\n');
    const elapsed = performance.now() - started;
    rejected(r);
    expect(r.diagnostics.some((d) => /Alias '\*a'/.test(d.message))).toBe(true);
    expect(elapsed).toBeLessThan(500);
  });

  it('never applies << as a merge: it stays an ordinary key', () => {
    const r = yaml('tool:\n  <<: {name: merged}\n  title: t\n');
    expect(r.ok).toBe(true);
    expect(r.value).toEqual({ tool: { '<<': { name: 'merged' }, title: 't' } });
  });

  it('reports YAML syntax errors in plain words, located at the token to change (yaml-errors.test.ts has every kind)', () => {
    at(
      yaml('a: [1, 2\nb: 3\n'),
      1,
      4,
      /YAML syntax error: The list opened with "\[" on line 1, column 4 is never closed: add "\]"/,
    );
    at(
      yaml('a: "unterminated\n'),
      1,
      4,
      /YAML syntax error: The string that starts with " on line 1, column 4 is never closed/,
    );
    at(yaml('a: b: c\n'), 1, 4, /YAML syntax error: The value "b: c" on line 1 contains ": "/);
  });
});

describe('YAML limits (spec 15.8)', () => {
  it.each([
    ['flow sequences', '['.repeat(100_000) + ']'.repeat(100_000)],
    ['unclosed flow sequences', '['.repeat(100_000)],
    ['flow mappings', '{a: '.repeat(100_000) + '1' + '}'.repeat(100_000)],
    ['compact block sequences', '- '.repeat(100_000) + 'x\n'],
  ])('reports 100,000 levels of nested %s as a depth limit', (_name, text) => {
    const started = performance.now();
    const diagnostics = rejected(yaml(text));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.message).toMatch(/depth limit \(maxDepth 256\)/);
    expect(diagnostics[0]!.range?.start.line).toBe(1);
  });

  it('accepts nesting exactly at the limit and rejects one level more', () => {
    const limits = { maxDepth: 256 };
    expect(yaml('- '.repeat(256) + 'x\n', { limits }).ok).toBe(true);
    at(yaml('- '.repeat(257) + 'x\n', { limits }), 1, 513, /maxDepth 256/);
    const maps = (levels: number) => Array.from({ length: levels }, (_, i) => `${' '.repeat(i)}k:`).join('\n') + ' v\n';
    expect(yaml(maps(256), { limits }).ok).toBe(true);
    at(yaml(maps(257), { limits }), 257, 257, /maxDepth 256/);
    const flow = (levels: number) => 'a: ' + '['.repeat(levels - 1) + ']'.repeat(levels - 1) + '\n';
    expect(yaml(flow(256), { limits }).ok).toBe(true);
    at(yaml(flow(257), { limits }), 1, 259, /maxDepth 256/);
  });

  it('locates the depth limit in block mappings', () => {
    const text = Array.from({ length: 6 }, (_, i) => `${'  '.repeat(i)}k${i}:`).join('\n') + ' leaf\n';
    expect(yaml(text).ok).toBe(true);
    at(yaml(text, { limits: { maxDepth: 4 } }), 5, 9, /maxDepth 4/);
  });

  it('does not count brackets inside scalars or comments', () => {
    const r = yaml('a: it\'s [[[[\nb: "[[[[" # [[[[\nc: x[[[[\n', { limits: { maxDepth: 2 } });
    expect(r.ok).toBe(true);
    const block = yaml('a: |\n  [[[[ not flow\n  - - - - not nested\nb: >-\n    {{{{\n\n    ]]\nc: x\n', {
      limits: { maxDepth: 1 },
    });
    expect(block.diagnostics).toEqual([]);
    expect(block.value).toEqual({ a: '[[[[ not flow\n- - - - not nested\n', b: '{{{{\n]]', c: 'x' });
    const continued = yaml('a: text\n  [[[[ more\nb: 1\n', { limits: { maxDepth: 1 } });
    expect(continued.value).toEqual({ a: 'text [[[[ more', b: 1 });
  });

  it('checks depth exactly when indentation alone suggests deep nesting', () => {
    const wide = 'a:\n' + ' '.repeat(40) + 'b: 1\n';
    expect(yaml(wide, { limits: { maxDepth: 2 } }).ok).toBe(true);
    at(yaml(wide, { limits: { maxDepth: 1 } }), 2, 41, /maxDepth 1/);
  });

  it('enforces scalar length and collection size', () => {
    at(yaml('a: ok\nb: ' + 'x'.repeat(20) + '\n', { limits: { maxScalarLength: 10 } }), 2, 4, /maxScalarLength 10/);
    at(yaml('a:\n  - 1\n  - 2\n  - 3\n', { limits: { maxCollectionSize: 2 } }), 2, 3, /maxCollectionSize 2/);
    at(yaml('a: {x: 1, y: 2, z: 3}\n', { limits: { maxCollectionSize: 2 } }), 1, 4, /maxCollectionSize 2/);
  });

  it('enforces document size', () => {
    at(yaml('a: ' + 'x'.repeat(100) + '\n', { limits: { maxBytes: 50 } }), 1, 1, /maxBytes 50/);
  });
});

describe('YAML source map', () => {
  const text = 'info:\n  name: x\n"a~/b":\n  c:\n    - 10\n    - {d: 20}\nempty:\n';
  const r = yaml(text);

  it('maps values and keys', () => {
    expect(r.ok).toBe(true);
    expect(r.sourceMap.rangeOf('/info/name')).toEqual({ start: { line: 2, column: 9 }, end: { line: 2, column: 10 } });
    expect(r.sourceMap.rangeOf('/info/name', 'key')).toEqual({
      start: { line: 2, column: 3 },
      end: { line: 2, column: 7 },
    });
    expect(r.sourceMap.rangeOf('/a~0~1b', 'key')).toEqual({
      start: { line: 3, column: 1 },
      end: { line: 3, column: 7 },
    });
    expect(r.sourceMap.rangeOf('/a~0~1b/c/0')).toEqual({ start: { line: 5, column: 7 }, end: { line: 5, column: 9 } });
    expect(r.sourceMap.rangeOf('/a~0~1b/c/1/d')).toEqual({
      start: { line: 6, column: 11 },
      end: { line: 6, column: 13 },
    });
    expect(r.sourceMap.rangeOf('/empty', 'key')?.start).toEqual({ line: 7, column: 1 });
    expect(r.sourceMap.rangeOf('')?.start).toEqual({ line: 1, column: 1 });
  });

  it('maps quoted and escaped keys, flow collections, CRLF text and a byte order mark', () => {
    const m = yaml('\uFEFFinfo: {"a\\"b": [x, {\'c/d\': 1}]}\r\nnext: |\r\n  text\r\n');
    expect(m.ok).toBe(true);
    expect(m.value).toEqual({ info: { 'a"b': ['x', { 'c/d': 1 }] }, next: 'text\n' });
    expect(m.sourceMap.rangeOf('/info/a"b', 'key')).toEqual({
      start: { line: 1, column: 9 },
      end: { line: 1, column: 15 },
    });
    expect(m.sourceMap.rangeOf('/info/a"b/1/c~1d')).toEqual({
      start: { line: 1, column: 29 },
      end: { line: 1, column: 30 },
    });
    expect(m.sourceMap.rangeOf('/next', 'key')?.start).toEqual({ line: 2, column: 1 });
    expect(m.sourceMap.rangeOf('/next')?.start).toEqual({ line: 2, column: 7 });
  });

  it('answers undefined for missing pointers', () => {
    expect(r.sourceMap.rangeOf('/info/nope')).toBeUndefined();
    expect(r.sourceMap.rangeOf('/a~0~1b/c/5')).toBeUndefined();
    expect(r.sourceMap.rangeOf('/info/name/deeper')).toBeUndefined();
  });

  it('still maps a document with profile violations', () => {
    const bad = yaml('a: 1\nb:\n  c: !x 2\n');
    expect(bad.ok).toBe(false);
    expect(bad.sourceMap.rangeOf('/b/c')?.start).toEqual({ line: 3, column: 9 });
  });
});

describe('nesting depth, line breaks and ranges (issue 10 item 9)', () => {
  /** `depth` nested block collections, each written in one of three forms, around a scalar. */
  function nested(forms: ('dash-alone' | 'compact' | 'key')[]): string {
    let out = '';
    let column = 0;
    let pending = '';
    for (const form of forms) {
      if (form === 'dash-alone') {
        out += `${pending || ' '.repeat(column)}-\n`;
        pending = '';
        column += 2;
      } else if (form === 'compact') {
        pending = `${pending || ' '.repeat(column)}- `;
        column += 2;
      } else {
        out += `${pending || ' '.repeat(column)}k:\n`;
        pending = '';
        column += 2;
      }
    }
    return `${out}${pending || ' '.repeat(column)}1\n`;
  }

  it('128 sequences written as "-" alone on a line are 128 levels, not 256', () => {
    expect(yaml(nested(Array(128).fill('dash-alone'))).ok).toBe(true);
    expect(yaml(nested(Array(256).fill('dash-alone'))).ok).toBe(true);
    expect(yaml(nested(Array(257).fill('dash-alone'))).diagnostics.map((d) => d.message)).toEqual([
      'Nesting deeper than the depth limit (maxDepth 256)',
    ]);
  });

  it('any mix of forms is accepted up to 256 levels and rejected beyond (property)', () => {
    const form = fc.constantFrom('dash-alone' as const, 'compact' as const, 'key' as const);
    fc.assert(
      fc.property(fc.array(form, { minLength: 1, maxLength: 300 }), (forms) => {
        const r = yaml(nested(forms));
        expect(r.ok).toBe(forms.length <= 256);
      }),
      { numRuns: 300, seed: 10 },
    );
  }, 60_000);

  it('a lone CR is a line break (YAML 1.2 5.4): CR, LF and CRLF texts give the same data and lines', () => {
    const lines = ['a: 1', 'b:', '  - x', '  - "y', '    z"', 'c: |', '  l1', '  l2', ''];
    const results = ['\n', '\r', '\r\n'].map((eol) => yaml(lines.join(eol)));
    for (const r of results) {
      expect(r.ok).toBe(true);
      expect(r.value).toEqual({ a: 1, b: ['x', 'y z'], c: 'l1\nl2\n' });
      expect(r.sourceMap.rangeOf('/b/1')?.start).toEqual({ line: 4, column: 5 });
    }
  });

  it('no range starts or ends between the CR and LF of a CRLF', () => {
    const json = parseDocument('{"a": "x\r\n"}', { format: 'json' });
    expect(json.diagnostics[0]!.range).toEqual({ start: { line: 1, column: 9 }, end: { line: 2, column: 1 } });
    const text = 'a: "x\r\n';
    for (const d of yaml(text).diagnostics) {
      for (const p of [d.range!.start, d.range!.end]) {
        const lineText = text.split(/\r\n|\r|\n/)[p.line - 1] ?? '';
        expect(p.column).toBeLessThanOrEqual(lineText.length + 1);
      }
    }
  });
});
