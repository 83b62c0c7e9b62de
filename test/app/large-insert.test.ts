import { describe, expect, it } from 'vitest';
import { sliceBounds } from '../../src/large-insert.ts';

/** The slices `sliceBounds` cuts `text` into. */
function slices(text: string, size: number): string[] {
  let at = 0;
  return sliceBounds(text, size).map((end) => text.slice(at, (at = end)));
}

describe('sliceBounds: where a large insert is cut', () => {
  it('cuts at line breaks after about `size` characters, and the slices make up the text', () => {
    const text = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
    const parts = slices(text, 50);
    expect(parts.join('')).toBe(text);
    expect(parts.length).toBeGreaterThan(5);
    for (const part of parts.slice(0, -1)) {
      expect(part.endsWith('\n')).toBe(true);
      expect(part.length).toBeGreaterThanOrEqual(50);
    }
  });

  it('a text without line breaks is cut every `size` characters, never inside a surrogate pair or a CRLF', () => {
    const emoji = '😀'.repeat(40); // 80 code units
    const parts = slices(emoji, 15);
    expect(parts.join('')).toBe(emoji);
    for (const part of parts) expect(part.length % 2).toBe(0);
    const crlf = 'ab\r\ncd'.repeat(3);
    expect(slices('x'.repeat(9) + '\r\n' + 'y'.repeat(40), 10).every((part) => !part.endsWith('\r'))).toBe(true);
    expect(slices(crlf, 100)).toEqual([crlf]);
  });

  it('a short text is one slice', () => {
    expect(sliceBounds('abc', 10)).toEqual([3]);
    expect(sliceBounds('', 10)).toEqual([0]);
  });
});
