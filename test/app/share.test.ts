import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deflateSync } from 'fflate';
import {
  SHARE_MAX_LENGTH,
  SHARE_WARN_LENGTH,
  buildShareLink,
  decodeShareLink,
  encodeShareLink,
  fromBase64Url,
  isShareFragment,
  shareLengthStatus,
  toBase64Url,
  type ShareState,
} from '../../src/share.ts';

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
      expect(roundTrip({ text, format: 'yaml', tab: 'diagnostics' })).toEqual({ text, format: 'yaml', tab: 'diagnostics' });
    });
  }

  it('restores every format and tab', () => {
    for (const format of ['json', 'yaml'] as const) {
      for (const tab of [undefined, 'diagnostics', 'view-2025-06-18', 'native_tools', 'view:2025-11-25', 'native/tools.list']) {
        const state: ShareState = tab === undefined ? { text: '{}', format } : { text: '{}', format, tab };
        expect(roundTrip(state)).toEqual(state);
      }
    }
  });

  it('keeps a hand-picked format marked as such', () => {
    expect(roundTrip({ text: '{}', format: 'yaml', formatAuto: false })).toEqual({ text: '{}', format: 'yaml', formatAuto: false });
    expect(roundTrip({ text: '{}', format: 'yaml', formatAuto: true })).toEqual({ text: '{}', format: 'yaml' });
  });

  it('restores a large document and compresses it', () => {
    const tools = Array.from({ length: 400 }, (_, i) => ({ name: `tool_${i}`, description: `Does thing number ${i}.` }));
    const text = JSON.stringify({ mcpdesc: '0.9.0-rc.3', tools }, null, 2);
    const fragment = encodeShareLink({ text, format: 'json' });
    expect(fragment.length).toBeLessThan(text.length / 4);
    expect(roundTrip({ text, format: 'json' }).text).toBe(text);
  });

  it('starts every link with the format version and uses only URL-safe characters', () => {
    const fragment = encodeShareLink({ text: 'a: ü?&#/+=', format: 'yaml' });
    expect(fragment.startsWith('v1.')).toBe(true);
    expect(fragment).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
  });

  it('accepts the fragment with its leading #', () => {
    const fragment = encodeShareLink({ text: 'x: 1', format: 'yaml' });
    expect(decodeShareLink(`#${fragment}`)).toEqual({ ok: true, state: { text: 'x: 1', format: 'yaml' } });
  });

  it('property: decode(encode(x)) = x for any text, format and tab', () => {
    const tab = fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/), { nil: undefined });
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.constantFrom('json' as const, 'yaml' as const), tab, (text, format, t) => {
        const state: ShareState = t === undefined ? { text, format } : { text, format, tab: t };
        expect(decodeShareLink(encodeShareLink(state))).toEqual({ ok: true, state });
      }),
      { numRuns: 300 },
    );
  });
});

describe('share link errors', () => {
  const good = encodeShareLink({ text: JSON.stringify({ name: 'x'.repeat(50), tools: [1, 2, 3] }), format: 'json' });

  it('rejects an unknown (newer) version with a clear message', () => {
    expectError(good.replace(/^v1\./, 'v2.'), /newer version of the playground \(share format v2\)/);
    expectError(good.replace(/^v1\./, 'v0.'), /unknown share format \(v0\)/);
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
      expect(decodeShareLink(v1Fragment(`{"t":"x","f":"json","v":${v}}`))).toEqual({ ok: true, state: { text: 'x', format: 'json' } });
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
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string().map((s) => `v1.${s}`), fc.base64String().map((s) => `v1.${s}`)), (s) => {
        const result = decodeShareLink(s);
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) expect(result.error.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
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
    expect(small.url.startsWith(`${base}#v1.`)).toBe(true);
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
    for (const anchor of ['#results', '#oops', '#main', '#v1', '#version-2', '#x=1']) expect(isShareFragment(anchor)).toBe(false);
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
