// Member order is the source order (spec 18: req-document-ordering-default, -collections, -recognition; issue 10 item
// 7): integer-like member names ("1", "42"), which JavaScript objects list first, keep their place through parsing
// (JSON and YAML), conversion, Organize and projection.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { organize, parseDocument, serialize } from '../../core/document/index.ts';
import { memberNames } from '../../core/document/member-order.ts';
import { convertText, nativeText, organizeText, viewText } from '../../core/index.ts';

/** A JSON value as written: objects are lists of entries, so their order is explicit. */
type Written = null | boolean | number | string | Written[] | { entries: [string, Written][] };

const key = fc.constantFrom(
  '0',
  '1',
  '2',
  '10',
  '42',
  '4294967294',
  '4294967295',
  '01',
  '-1',
  '1.5',
  'a',
  'b',
  'zeta',
  '__proto__',
  'x-1',
);
const written: fc.Arbitrary<Written> = fc.letrec<{ value: Written }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.string({ maxLength: 5 })),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.uniqueArray(fc.tuple(key, tie('value')), { maxLength: 5, selector: ([k]) => k }).map((entries) => ({ entries })),
  ),
})).value;

function toJson(w: Written): string {
  if (w === null || typeof w !== 'object') return JSON.stringify(w);
  if (Array.isArray(w)) return `[${w.map(toJson).join(',')}]`;
  return `{${w.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
}

/** What the data model holds, member order included. */
function shape(value: unknown): Written {
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value === 'object' && value !== null)
    return { entries: memberNames(value).map((k) => [k, shape((value as Record<string, unknown>)[k])]) };
  return value as Written;
}

describe('member order is the source order', () => {
  it('JSON parse, YAML conversion and back, and Organize of an opaque subtree keep every object in written order (property)', () => {
    fc.assert(
      fc.property(written, (w) => {
        const text = toJson(w);
        const parsed = parseDocument(text, { format: 'json' });
        expect(parsed.ok).toBe(true);
        expect(shape(parsed.value)).toEqual(w);
        const yaml = parseDocument(serialize(parsed.value, 'yaml'), { format: 'yaml' });
        expect(shape(yaml.value)).toEqual(w);
        const back = parseDocument(serialize(yaml.value, 'json'), { format: 'json' });
        expect(shape(back.value)).toEqual(w);
        // An extension member is opaque to Organize (18.1): its subtree keeps its order.
        const document = parseDocument(`{"x-data":${text}}`, { format: 'json' });
        expect(shape((organize(document.value) as Record<string, unknown>)['x-data'])).toEqual(w);
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('{"b":1,"1":2} stays in that order through conversion to YAML, to JSON and Organize', () => {
    expect(convertText('{"b":1,"1":2}', 'yaml')).toMatchObject({ ok: true, text: 'b: 1\n"1": 2\n' });
    expect(convertText('b: 1\n"1": 2\n', 'json')).toMatchObject({ ok: true, text: '{\n  "b": 1,\n  "1": 2\n}\n' });
    expect(organizeText('{"b":1,"1":2}')).toMatchObject({ ok: true, text: '{\n  "b": 1,\n  "1": 2\n}\n' });
    // A member name written with escapes is the same name.
    expect(convertText('{"b":1,"\\u0031":2}', 'yaml')).toMatchObject({ ok: true, text: 'b: 1\n"1": 2\n' });
  });

  const documentText = JSON.stringify({
    mcpdesc: '0.9.0',
    info: { name: 'a', version: '1' },
    protocolVersions: ['2025-11-25'],
    transports: [{ type: 'stdio', command: 's' }],
    tools: [
      {
        name: 't',
        inputSchema: { type: 'object', properties: { zeta: { type: 'string' } } },
        examples: { second: { input: {}, result: { content: [] } } },
      },
    ],
  })
    .replace('"zeta":{"type":"string"}', '"zeta":{"type":"string"},"10":{"type":"string"}')
    .replace(
      '"second":{"input":{},"result":{"content":[]}}',
      '"second":{"input":{},"result":{"content":[]}},"1":{"input":{},"result":{"content":[]}}',
    );

  it('Organize keeps a named examples map {"second", "1"} and a schema\'s properties as written', () => {
    const text = organizeText(documentText);
    expect(text.ok).toBe(true);
    const out = text.ok ? text.text : '';
    expect(out.indexOf('"second": {')).toBeLessThan(out.indexOf('"1": {'));
    expect(out.indexOf('"zeta": {')).toBeLessThan(out.indexOf('"10": {'));
  });

  it('the protocol view and the native tools/list keep source order', () => {
    const view = viewText(documentText, '2025-11-25');
    expect(view.ok).toBe(true);
    if (view.ok) expect(view.text.indexOf('"second": {')).toBeLessThan(view.text.indexOf('"1": {'));
    const native = nativeText(documentText, '2025-11-25', 'tools');
    expect(native.ok).toBe(true);
    expect(native.text!.indexOf('"zeta": {')).toBeLessThan(native.text!.indexOf('"10": {'));
    expect(native.text!.indexOf('"zeta": {')).toBeGreaterThan(0);
  });
});
