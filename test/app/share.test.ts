import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deflateSync } from 'fflate';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  SHARE_MAX_LENGTH,
  SHARE_WARN_LENGTH,
  buildShareLink,
  contentCheck,
  decodeShareLink,
  encodeShareLink,
  encodeShareLinkV1,
  encodeShareLinkV2,
  fromBase64Url,
  isShareFragment,
  shareLengthStatus,
  shareMarkdown,
  toBase64Url,
  type ShareState,
} from '../../src/share.ts';
import { basesV2, compactDictionaryV2, prettyDictionaryV2 } from '../../src/share-data/dictionary-v2.ts';

function roundTrip(state: ShareState): ShareState {
  const result = decodeShareLink(encodeShareLink(state));
  if (!result.ok) throw new Error(`decode failed: ${result.error}`);
  return result.state;
}

/** A v1 fragment whose payload is arbitrary JSON text (to test shape checks). */
function v1Fragment(json: string): string {
  return `v1.${toBase64Url(deflateSync(new TextEncoder().encode(json)))}`;
}

function expectError(fragment: string, pattern: RegExp): void {
  const result = decodeShareLink(fragment);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error).toMatch(pattern);
}

describe('share link round trip', () => {
  const texts: Record<string, string> = {
    ascii: '{\n  "mcpdesc": "0.9.0-rc.3",\n  "name": "weather"\n}\n',
    emoji: 'description: "Weather 🌦️ for 👩‍👩‍👧 families 🏳️‍🌈"\n',
    cjk: 'name: 天気予報サービス\ndescription: 提供天气预报的服务 — 한국어 설명\n',
    combining: 'title: "Cafe\u0301 n\u0303 a\u030A\u0323"\n',
    rtl: 'description: "مرحبا بالعالم \u202Bעברית\u202C"\n',
    controlAndNul: 'a\u0000b\u0007c\r\nd\te',
    loneSurrogates: 'x\uD800y\uDC00z',
    empty: '',
  };
  for (const [name, text] of Object.entries(texts)) {
    it(`restores ${name} text exactly`, () => {
      expect(roundTrip({ text, format: 'yaml', tab: 'diagnostics' })).toEqual({
        text,
        format: 'yaml',
        tab: 'diagnostics',
      });
    });
  }

  it('restores every format and tab', () => {
    for (const format of ['json', 'yaml'] as const) {
      for (const tab of [
        undefined,
        'diagnostics',
        'view-2025-06-18',
        'native_tools',
        'view:2025-11-25',
        'native/tools.list',
      ]) {
        const state: ShareState = tab === undefined ? { text: '{}', format } : { text: '{}', format, tab };
        expect(roundTrip(state)).toEqual(state);
      }
    }
  });

  it('keeps a hand-picked format marked as such', () => {
    expect(roundTrip({ text: '{}', format: 'yaml', formatAuto: false })).toEqual({
      text: '{}',
      format: 'yaml',
      formatAuto: false,
    });
    expect(roundTrip({ text: '{}', format: 'yaml', formatAuto: true })).toEqual({ text: '{}', format: 'yaml' });
  });

  it('restores a large document and compresses it', () => {
    const tools = Array.from({ length: 400 }, (_, i) => ({
      name: `tool_${i}`,
      description: `Does thing number ${i}.`,
    }));
    const text = JSON.stringify({ mcpdesc: '0.9.0-rc.3', tools }, null, 2);
    const fragment = encodeShareLink({ text, format: 'json' });
    expect(fragment.length).toBeLessThan(text.length / 4);
    expect(roundTrip({ text, format: 'json' }).text).toBe(text);
  });

  it('starts every link with the format version and uses only URL-safe characters', () => {
    const fragment = encodeShareLink({ text: 'a: ü?&#/+=', format: 'yaml' });
    expect(fragment.startsWith('v3.')).toBe(true);
    expect(fragment).toMatch(/^v3\.[A-Za-z0-9_-]+$/);
  });

  it('accepts the fragment with its leading #', () => {
    const fragment = encodeShareLink({ text: 'x: 1', format: 'yaml' });
    expect(decodeShareLink(`#${fragment}`)).toEqual({ ok: true, state: { text: 'x: 1', format: 'yaml' } });
  });

  it('property: decode(encode(x)) = x for any text, format and tab', () => {
    const tab = fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/), { nil: undefined });
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.constantFrom('json' as const, 'yaml' as const),
        tab,
        (text, format, t) => {
          const state: ShareState = t === undefined ? { text, format } : { text, format, tab: t };
          expect(decodeShareLink(encodeShareLink(state))).toEqual({ ok: true, state });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('share link errors', () => {
  const good = encodeShareLink({ text: JSON.stringify({ name: 'x'.repeat(50), tools: [1, 2, 3] }), format: 'json' });

  it('rejects an unknown (newer) version with a clear message', () => {
    expectError(good.replace(/^v3\./, 'v4.'), /newer version of the playground \(share format v4\)/);
    expectError(good.replace(/^v3\./, 'v0.'), /unknown share format \(v0\)/);
  });

  it('rejects a fragment that is not a share link', () => {
    expectError('section-3', /does not hold a playground share link/);
    expectError('#', /empty: it has no document/);
    expectError('v1.', /incomplete/);
  });

  it('reports every truncation of a link as an error', () => {
    for (let cut = 3; cut < good.length; cut++) {
      const result = decodeShareLink(good.slice(0, cut));
      expect(result.ok, `cut at ${cut}`).toBe(false);
    }
    expectError(good.slice(0, good.length - 6), /incomplete|damaged/);
  });

  it('rejects characters outside base64url', () => {
    expectError(`v1.abc*def`, /character that does not belong/);
    expectError(`v1.ab+/`, /character that does not belong/);
    expectError(`v2.ab+/`, /character that does not belong/);
  });

  it('rejects bytes that are not DEFLATE data', () => {
    expectError(`v1.${toBase64Url(new Uint8Array([0xff, 0xff, 0xff, 0xff, 1, 2, 3, 4]))}`, /damaged|incomplete/);
  });

  it('rejects payloads of the wrong shape', () => {
    expectError(v1Fragment('[1,2]'), /does not contain a playground document/);
    expectError(v1Fragment('"text"'), /does not contain a playground document/);
    expectError(v1Fragment('{"f":"json"}'), /does not contain document text/);
    expectError(v1Fragment('{"t":"x","f":"toml"}'), /unknown document format/);
    expectError(v1Fragment('{"t":5,"f":"json"}'), /does not contain document text/);
    expectError(v1Fragment('{"t":"x",'), /damaged or incomplete/);
  });

  it('rejects content that is not UTF-8', () => {
    expectError(`v1.${toBase64Url(deflateSync(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])))}`, /not valid text/);
  });

  it('drops an unusable view name but keeps the document', () => {
    for (const v of ['"<script>"', '"a b"', '""', JSON.stringify('x'.repeat(65)), '7']) {
      expect(decodeShareLink(v1Fragment(`{"t":"x","f":"json","v":${v}}`))).toEqual({
        ok: true,
        state: { text: 'x', format: 'json' },
      });
    }
  });

  it('refuses links that expand to an unreasonable size', () => {
    const bomb = `v1.${toBase64Url(deflateSync(new TextEncoder().encode(`{"t":"${'a'.repeat(11 * 1024 * 1024)}","f":"json"}`), { level: 9 }))}`;
    expect(bomb.length).toBeLessThan(SHARE_MAX_LENGTH);
    expectError(bomb, /more than 10 MiB/);
  });

  it('tolerates percent-encoding and line breaks inserted by mail tools', () => {
    const fragment = encodeShareLink({ text: 'a: 1', format: 'yaml' });
    const wrapped = `${fragment.slice(0, 10)}\n ${fragment.slice(10)}`.replace('.', '%2E');
    expect(decodeShareLink(wrapped)).toEqual({ ok: true, state: { text: 'a: 1', format: 'yaml' } });
  });

  it('property: decoding any string never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string().map((s) => `v1.${s}`),
          fc.base64String().map((s) => `v1.${s}`),
          fc.base64String().map((s) => `v2.${s}`),
          fc.uint8Array().map((b) => `v2.${toBase64Url(b)}`),
          fc.uint8Array().map((b) => `v3.${toBase64Url(b)}`),
        ),
        (s) => {
          const result = decodeShareLink(s);
          expect(typeof result.ok).toBe('boolean');
          if (!result.ok) expect(result.error.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('property: a v2 link with one character changed is reported damaged, never opened as another text', () => {
    const fragment = encodeShareLink({ text: realistic, format: 'json', tab: 'diagnostics' });
    fc.assert(
      fc.property(fc.integer({ min: 3, max: fragment.length - 2 }), fc.constantFrom(...'AZaz09-_'), (index, c) => {
        fc.pre(fragment[index] !== c);
        const result = decodeShareLink(fragment.slice(0, index) + c + fragment.slice(index + 1));
        if (result.ok) expect(result.state.text).toBe(realistic);
      }),
      { numRuns: 200 },
    );
  });

  it('property: any corruption of a valid link either decodes or yields an error, never throws', () => {
    fc.assert(
      fc.property(fc.nat(good.length - 1), fc.constantFrom(...'AZaz09-_*'), (index, c) => {
        const corrupted = good.slice(0, index) + c + good.slice(index + 1);
        expect(() => decodeShareLink(corrupted)).not.toThrow();
      }),
    );
  });
});

describe('share link length limits', () => {
  it('classifies lengths against the warning and hard limits', () => {
    expect(SHARE_WARN_LENGTH).toBe(2000);
    expect(shareLengthStatus(SHARE_WARN_LENGTH)).toBe('ok');
    expect(shareLengthStatus(SHARE_WARN_LENGTH + 1)).toBe('long');
    expect(shareLengthStatus(SHARE_MAX_LENGTH)).toBe('long');
    expect(shareLengthStatus(SHARE_MAX_LENGTH + 1)).toBe('too-long');
  });

  it('measures the whole link and reports a document too large for a link', () => {
    const base = 'http://127.0.0.1:4173/';
    const small = buildShareLink(base, { text: '{"name":"x"}', format: 'json' });
    expect(small.url.startsWith(`${base}#v3.`)).toBe(true);
    expect(small.length).toBe(small.url.length);
    expect(small.status).toBe('ok');

    // Incompressible text: hex digits from a xorshift generator.
    let seed = 2463534242;
    const random = (n: number): string =>
      Array.from({ length: n }, () => {
        seed ^= seed << 13;
        seed ^= seed >>> 17;
        seed ^= seed << 5;
        return ((seed >>> 0) % 16).toString(16);
      }).join('');
    const medium = buildShareLink(base, { text: random(4000), format: 'yaml' });
    expect(medium.status).toBe('long');
    const huge = buildShareLink(base, { text: random(60_000), format: 'yaml' });
    expect(huge.length).toBeGreaterThan(SHARE_MAX_LENGTH);
    expect(huge.status).toBe('too-long');
  });

  it('reads only fragments of the share link form (#v<n>.…) as share links, damaged ones included', () => {
    expect(isShareFragment('')).toBe(false);
    expect(isShareFragment('#')).toBe(false);
    expect(isShareFragment('#v1.abc')).toBe(true);
    expect(isShareFragment('#v1.')).toBe(true);
    expect(isShareFragment('#v9.abc')).toBe(true);
    expect(isShareFragment('#%76%31.abc')).toBe(true); // percent-encoded by a chat tool
    expect(isShareFragment('# v1.ab\ncd')).toBe(true); // wrapped by a mail client
    const link = encodeShareLink({ text: 'a: 1', format: 'yaml' });
    expect(isShareFragment(`#${link}`)).toBe(true);
  });

  it('leaves in-page anchors (the skip link’s #results, any other id) alone', () => {
    for (const anchor of ['#results', '#oops', '#main', '#v1', '#version-2', '#x=1'])
      expect(isShareFragment(anchor)).toBe(false);
  });

  it('leaves rule page fragments (#rule=<id>) to the rule reference, so they never replace the document', () => {
    expect(isShareFragment('#rule=mcpdesc.tags.references')).toBe(false);
    expect(isShareFragment('rule=')).toBe(false);
  });
});

describe('base64url', () => {
  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
      }),
    );
  });

  it('matches the standard encoding', () => {
    const bytes = new TextEncoder().encode('any carnal pleasure.?>');
    expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Share formats v2 and v3 (v2 with a check): old links, byte-exact round trips, the frozen dictionary, lengths.

const exampleFiles: [string, 'json' | 'yaml'][] = [
  ['minimal', 'json'],
  ['invalid', 'yaml'],
  ['tags-and-extensions', 'json'],
  ['security', 'json'],
  ['components', 'yaml'],
  ['multi-version', 'yaml'],
  ['elicitation', 'yaml'],
  ['examples', 'json'],
];
const exampleText = (id: string, format: string) => readFileSync(`src/examples/${id}.mcpdesc.${format}`, 'utf8');
const realistic = readFileSync('test/app/share-data/realistic.mcpdesc.json', 'utf8');
const base = 'http://127.0.0.1:4173/';

describe('share links made before format v2', () => {
  const fixtures = JSON.parse(readFileSync('test/app/share-data/v1-links.json', 'utf8')) as {
    links: { name: string; state: ShareState; fragment: string }[];
  };

  it('every v1 link of the fixtures still opens, byte for byte', () => {
    expect(fixtures.links.length).toBeGreaterThanOrEqual(15);
    for (const link of fixtures.links) {
      expect(link.fragment.startsWith('v1.'), link.name).toBe(true);
      expect(decodeShareLink(link.fragment), link.name).toEqual({ ok: true, state: link.state });
      expect(decodeShareLink(`#${link.fragment}`), link.name).toEqual({ ok: true, state: link.state });
    }
  });

  it('the v1 encoder kept for these tests still makes exactly those links', () => {
    for (const link of fixtures.links) expect(encodeShareLinkV1(link.state), link.name).toBe(link.fragment);
  });
});

describe('share formats v2 and v3', () => {
  const fixtures = JSON.parse(readFileSync('test/app/share-data/v2-links.json', 'utf8')) as {
    links: { name: string; state: ShareState; fragment: string }[];
  };

  it('every v2 link of the fixtures opens, byte for byte (the dictionary and bases must never change)', () => {
    expect(fixtures.links.length).toBeGreaterThanOrEqual(15);
    for (const link of fixtures.links)
      expect(decodeShareLink(link.fragment), link.name).toEqual({ ok: true, state: link.state });
    // The v2 encoder kept for these tests still makes exactly those links.
    for (const link of fixtures.links.filter((l) => !l.name.includes('vocabulary only')))
      expect(encodeShareLinkV2(link.state), link.name).toBe(link.fragment);
  });

  it('every v3 link of the fixtures opens, byte for byte', () => {
    const v3 = JSON.parse(readFileSync('test/app/share-data/v3-links.json', 'utf8')) as {
      links: { name: string; state: ShareState; fragment: string }[];
    };
    expect(v3.links.length).toBeGreaterThanOrEqual(15);
    for (const link of v3.links) {
      expect(link.fragment.startsWith('v3.'), link.name).toBe(true);
      expect(decodeShareLink(link.fragment), link.name).toEqual({ ok: true, state: link.state });
    }
  });

  it('keeps its dictionaries and bases frozen', () => {
    const sha = (value: string) => createHash('sha256').update(value).digest('hex');
    expect(sha(prettyDictionaryV2)).toBe(FROZEN.pretty);
    expect(sha(compactDictionaryV2)).toBe(FROZEN.compact);
    expect(basesV2.map(sha)).toEqual(FROZEN.bases);
  });

  for (const [id, format] of exampleFiles) {
    it(`reopens the ${id} example byte for byte, with and without its base, edited or not`, () => {
      const text = exampleText(id, format);
      for (const state of [
        { text, format, tab: 'diagnostics' },
        { text: text.replace(/\n/, '\n\n# edited\n'), format, tab: `docs:2025-11-25` },
        { text: text.replaceAll('\n', '\r\n'), format, formatAuto: false },
      ] as ShareState[]) {
        expect(decodeShareLink(encodeShareLink(state))).toEqual({ ok: true, state });
        expect(decodeShareLink(encodeShareLink(state, { bases: false }))).toEqual({ ok: true, state });
      }
    });
  }

  it('sends canonical JSON compact and gives the exact text back, with or without the final line break', () => {
    const value = {
      mcpdesc: '0.9.0',
      info: { name: 'x', version: '1.0.0', description: 'Line "one"\nline two ✓' },
      protocolVersions: ['2025-11-25'],
      n: [1.5, -2e-7, 1e21, 0],
    };
    for (const text of [JSON.stringify(value, null, 2) + '\n', JSON.stringify(value, null, 2)]) {
      const fragment = encodeShareLink({ text, format: 'json' });
      expect((fromBase64Url(fragment.slice(3)) as Uint8Array)[0]! >> 2).toBe(text.endsWith('\n') ? 1 : 2);
      expect(decodeShareLink(fragment)).toEqual({ ok: true, state: { text, format: 'json' } });
    }
    // JSON that JSON.stringify would write otherwise is sent as it is.
    for (const text of [
      '{\n  "a": -0\n}\n',
      '{\n  "a": 1.0\n}\n',
      '{\n  "a": 1,\n  "a": 2\n}\n',
      '{\n  "2": 1,\n  "1": 2\n}\n',
      '{"a":1}',
    ]) {
      const fragment = encodeShareLink({ text, format: 'json' });
      expect((fromBase64Url(fragment.slice(3)) as Uint8Array)[0]! >> 2, text).toBe(0);
      expect(decodeShareLink(fragment)).toEqual({ ok: true, state: { text, format: 'json' } });
    }
  });

  it('property: any text (lone surrogates included), any format, tab and format choice reopens byte for byte', () => {
    const tab = fc.option(fc.stringMatching(/^[A-Za-z0-9_.:/@+-]{1,20}$/), { nil: undefined });
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.constantFrom('json' as const, 'yaml' as const),
        tab,
        fc.boolean(),
        (text, format, t, manual) => {
          const state: ShareState = {
            text,
            format,
            ...(t === undefined ? {} : { tab: t }),
            ...(manual ? { formatAuto: false } : {}),
          };
          expect(decodeShareLink(encodeShareLink(state))).toEqual({ ok: true, state });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: any JSON value written canonically, or compactly, reopens byte for byte', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 1, 2, 3), (value, style) => {
        const text = [
          JSON.stringify({ v: value }, null, 2) + '\n',
          JSON.stringify({ v: value }, null, 2),
          JSON.stringify({ v: value }),
          JSON.stringify({ v: value }, null, 4),
        ][style]!;
        const state: ShareState = { text, format: 'json', tab: 'diagnostics' };
        expect(decodeShareLink(encodeShareLink(state))).toEqual({ ok: true, state });
      }),
      { numRuns: 300 },
    );
  });

  it('property: edited examples (lines inserted, removed, changed) reopen byte for byte', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...exampleFiles),
        fc.array(
          fc.tuple(
            fc.nat(),
            fc.string({ unit: 'grapheme', maxLength: 40 }),
            fc.constantFrom('insert', 'delete', 'replace'),
          ),
          { maxLength: 5 },
        ),
        ([id, format], edits) => {
          const lines = exampleText(id, format).split('\n');
          for (const [at, line, how] of edits) {
            const i = at % lines.length;
            if (how === 'insert') lines.splice(i, 0, line);
            else if (how === 'delete') lines.splice(i, 1);
            else lines[i] = line;
          }
          const state: ShareState = { text: lines.join('\n'), format };
          expect(decodeShareLink(encodeShareLink(state))).toEqual({ ok: true, state });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('rejects header bits and bases it does not know, and every truncation', () => {
    const bytes = fromBase64Url(encodeShareLink({ text: 'a: 1', format: 'yaml' }).slice(3)) as Uint8Array;
    const withHeader = (flags: number, baseId: number) =>
      `v3.${toBase64Url(new Uint8Array([flags, baseId, ...bytes.subarray(2)]))}`;
    expect(decodeShareLink(withHeader(bytes[0]!, bytes[1]!)).ok).toBe(true);
    // A changed check, or content that does not match it, is a damaged link.
    expectError(
      `v3.${toBase64Url(new Uint8Array([bytes[0]!, bytes[1]!, bytes[2]! ^ 1, ...bytes.subarray(3)]))}`,
      /damaged/,
    );
    expectError(withHeader(bytes[0]! | 0x10, 0), /newer version of the playground/);
    expectError(withHeader(bytes[0]!, basesV2.length + 1), /newer version of the playground/);
    expectError('v2.', /incomplete/);
    expectError('v3.', /incomplete/);
    const good = encodeShareLink({ text: realistic, format: 'json' });
    for (let cut = 3; cut < good.length; cut += 7)
      expect(decodeShareLink(good.slice(0, cut)).ok, `cut at ${cut}`).toBe(false);
  });

  it('refuses links that expand to an unreasonable size, also through canonical JSON', () => {
    const huge = `v3.${toBase64Url(new Uint8Array([0, 0, 0, 0, ...deflateSync(new TextEncoder().encode(`\n${'a'.repeat(11 * 1024 * 1024)}`), { level: 9, dictionary: new TextEncoder().encode(prettyDictionaryV2) })]))}`;
    expect(huge.length).toBeLessThan(SHARE_MAX_LENGTH);
    expectError(huge, /more than 10 MiB/);
    // 1 MiB of compact JSON whose indented form would be gigabytes: refused before it is built.
    const nested = new TextEncoder().encode(
      `\n{"v":${'['.repeat(2000)}${'0,'.repeat(512 * 1024)}0${']'.repeat(2000)}}`,
    );
    const check = contentCheck(nested);
    const bomb = `v3.${toBase64Url(new Uint8Array([1 << 2, 0, check >> 8, check & 255, ...deflateSync(nested, { level: 1, dictionary: new TextEncoder().encode(compactDictionaryV2) })]))}`;
    expectError(bomb, /more than 10 MiB/);
  });

  it('makes every built-in example link at most 2,000 characters and the realistic 11.5 KB description at most 2,400', () => {
    const table: string[] = [];
    for (const [id, format] of exampleFiles) {
      const state: ShareState = { text: exampleText(id, format), format, tab: 'diagnostics' };
      const v1 = `${base}#${encodeShareLinkV1(state)}`.length;
      const vocabulary = buildShareLink(base, state, { bases: false }).length;
      const v2 = buildShareLink(base, state).length;
      table.push(`${id}: v1 ${v1}, v2 vocabulary only ${vocabulary}, v2 ${v2}`);
      expect(v2, id).toBeLessThanOrEqual(2000);
      // The vocabulary dictionary alone (a document that is no built-in example) is shorter than v1 too.
      expect(vocabulary, id).toBeLessThan(v1 * 0.9);
    }
    const state: ShareState = { text: realistic, format: 'json', tab: 'diagnostics' };
    expect(realistic.length).toBeGreaterThan(11_500);
    expect(buildShareLink(base, state).length).toBeLessThanOrEqual(2400);
    expect(buildShareLink(base, state, { bases: false }).length).toBeLessThan(
      `${base}#${encodeShareLinkV1(state)}`.length * 0.66,
    );
    expect(table).toHaveLength(exampleFiles.length);
  });
});

describe('Copy as Markdown', () => {
  it('makes a titled link, escaping brackets in the title', () => {
    expect(shareMarkdown('weather · MCP Description Playground', 'https://x.example/#v2.abc')).toBe(
      '[weather · MCP Description Playground](https://x.example/#v2.abc)',
    );
    expect(shareMarkdown('a [b] \\ c', 'https://x.example/a(b)#v2.x')).toBe(
      '[a \\[b\\] \\\\ c](https://x.example/a%28b%29#v2.x)',
    );
    expect(shareMarkdown('  ', 'https://x.example/')).toBe('[MCP Description Playground](https://x.example/)');
  });
});

/** SHA-256 of the frozen v2 dictionaries and bases (src/share-data/dictionary-v2.ts). */
const FROZEN = {
  pretty: 'b74fc8b6fa4e5522e4e09fea003395c1f7762a5dc934af98193413ea95cb2f17',
  compact: '3fde5a1aecba866b20e50610e5286228123259d0344e5bf900c24c44107bee1f',
  bases: [
    '23652806e74ee39c9b018a2dc828ff6d1fa301f5320854d3196a77733f554253',
    '2e681c947703dcb37b6dd46cfe9ace54dd9b719d6c980f03f5a762bc23cd907a',
    '77367928f6d6bbf1f0b0cceb2e3fe01fbda5926f3cb3935e0933be14c4f0de32',
    '5a0582d87a60803bb2dc15e3ab140777b79e69e86d48ec2a139553e7f345cd56',
    '97fed613cbdbbae3da3405ddecf873700f8eaffdd5b08475be358c056d647f7c',
    '3bbdf95683d436225aaaff43eaee5cf9fb46960e1bc31441340a4e8f142977ed',
    'cf4039d94e071237fccc43781381f1e61704a34cf9d70257f0ef61a6b28e82e2',
    '45caae8b7ddb2bb6f831c106d1b3a30091cd6bb5abb909cd02e702d711d1f061',
  ],
};
