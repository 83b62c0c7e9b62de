import { describe, expect, it } from 'vitest';
import { shortPointer } from '../../src/pointer-text.ts';

describe('shortPointer: long JSON Pointers on one line', () => {
  it('leaves ordinary pointers as they are', () => {
    for (const pointer of [
      '',
      '/tools/0/inputSchema/properties/city/type',
      '/components/schemas/DocumentLocator',
      '/a/b/c/d/e/f/g/h',
    ]) {
      expect(shortPointer(pointer)).toBe(pointer);
    }
  });

  it('keeps the first three and last two segments of a deep pointer and counts the rest', () => {
    const deep = '/0'.repeat(255) + '/1';
    expect(shortPointer(deep)).toBe('/0/0/0/…(251 more)…/0/1');
    expect(shortPointer('/a/b/c/d/e/f/g/h/i')).toBe('/a/b/c/…(4 more)…/h/i');
  });

  it('cuts a pointer of few but very long segments', () => {
    const long = `/tools/${'x'.repeat(400)}`;
    expect(shortPointer(long)).toBe(`${long.slice(0, 80)}…`);
  });
});
