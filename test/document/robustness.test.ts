import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument, serialize } from '../../core/document/index.ts';

const RULE = 'mcpdesc.serialization.conforming';

// Text built from YAML/JSON syntax fragments, so the parsers see many near-valid inputs.
const piece = fc.constantFrom(
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  ': ',
  '- ',
  '? ',
  '"',
  "'",
  '\\',
  '\n',
  '\r\n',
  '  ',
  '\t',
  '#',
  '&a ',
  '*a',
  '!t ',
  '!!int ',
  '|',
  '>-',
  '---\n',
  '...\n',
  '%YAML 1.2\n',
  'a',
  'key',
  '1',
  '-0',
  '1e999',
  'true',
  'null',
  '~',
  '<<',
  'é',
  '😀',
  '\ufeff',
  '\u0000',
);
const noisy = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.array(piece, { maxLength: 40 }).map((p) => p.join('')),
);

function wellFormed(text: string, format?: 'json' | 'yaml') {
  const r = parseDocument(text, format ? { format } : {});
  if (r.ok) {
    expect(r.diagnostics).toEqual([]);
  } else {
    expect(r.value).toBeUndefined();
    expect(r.diagnostics.length).toBeGreaterThan(0);
  }
  for (const d of r.diagnostics) {
    expect(d.rule).toBe(RULE);
    expect(d.severity).toBe('error');
    expect(typeof d.path).toBe('string');
    expect(d.range!.start.line).toBeGreaterThanOrEqual(1);
    expect(d.range!.start.column).toBeGreaterThanOrEqual(1);
  }
  expect(() => r.sourceMap.rangeOf('')).not.toThrow();
  return r;
}

describe('bad input never crashes the parsers', () => {
  it('returns a result with located diagnostics for arbitrary text, in either format', () => {
    fc.assert(
      fc.property(noisy, fc.constantFrom(undefined, 'json' as const, 'yaml' as const), (text, format) => {
        wellFormed(text, format);
      }),
      { numRuns: 1500 },
    );
  }, 60_000);

  it('handles truncated and spliced serializations', () => {
    const value = {
      mcpdesc: '0.9.0',
      info: { name: 'x', description: 'a: b\n#c' },
      tools: [{ name: 't', inputSchema: { type: 'object', required: [] } }],
    };
    const texts = [serialize(value, 'json'), serialize(value, 'yaml')];
    fc.assert(
      fc.property(fc.constantFrom(...texts), fc.nat(), fc.nat(), piece, (text, a, b, insert) => {
        const cut = a % (text.length + 1);
        wellFormed(text.slice(0, cut));
        const at = b % (text.length + 1);
        wellFormed(text.slice(0, at) + insert + text.slice(at));
      }),
      { numRuns: 1500 },
    );
  }, 60_000);
});
