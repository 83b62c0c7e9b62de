// RFC 6901 pointers as the core reads them.
import { describe, expect, it } from 'vitest';
import { everyToken, lastToken, parsePointer, splitPointer, valueAtPointer } from '../../core/lib/pointer.ts';

describe('lastToken', () => {
  it('is the last token, unescaped, as splitPointer gives it', () => {
    for (const pointer of ['/tools/0/name', '/a~1b', '/x/a~0b~1c', '/paths/~1~0', '/a/', '/'])
      expect(lastToken(pointer), pointer).toBe(splitPointer(pointer).at(-1));
    expect(lastToken('/a~1b')).toBe('a/b');
    expect(lastToken('/x/a~0b~1c')).toBe('a~b/c');
  });

  it('is empty for the root', () => {
    expect(lastToken('')).toBe('');
  });
});

describe('everyToken', () => {
  const tokensOf = (pointer: string): string[] | undefined => {
    const tokens: string[] = [];
    return everyToken(pointer, (token) => tokens.push(token) > 0) ? tokens : undefined;
  };

  it('gives the tokens splitPointer gives, unescaped and in order', () => {
    for (const pointer of ['', '/', '//', '/a/', '/tools/0/name', '/a~1b', '/x/a~0b~1c', '/paths/~1~0', '/~01'])
      expect(tokensOf(pointer), pointer).toEqual(splitPointer(pointer));
    expect(tokensOf('/x/a~0b~1c')).toEqual(['x', 'a~b/c']);
    expect(tokensOf('/~01')).toEqual(['~1']);
  });

  it('refuses what is not a pointer, as parsePointer does', () => {
    for (const pointer of ['a', 'a/b', '/a~', '/a~2', '/ok/~x']) {
      expect(
        everyToken(pointer, () => true),
        pointer,
      ).toBe(false);
      expect(parsePointer(pointer), pointer).toBeUndefined();
    }
  });

  it('stops at the first false from its visitor', () => {
    const seen: string[] = [];
    expect(everyToken('/a/b/c', (token) => (seen.push(token), token !== 'b'))).toBe(false);
    expect(seen).toEqual(['a', 'b']);
  });
});

describe('valueAtPointer', () => {
  const value = { tools: [{ name: 'a' }, { name: 'b' }], 'a/b': { '~': 1 }, empty: null, '': 'blank' };

  it('reads object members by name and array items by index, escaped tokens unescaped', () => {
    expect(valueAtPointer(value, '')).toBe(value);
    expect(valueAtPointer(value, '/tools/1/name')).toBe('b');
    expect(valueAtPointer(value, '/a~1b/~0')).toBe(1);
    expect(valueAtPointer(value, '/empty')).toBeNull();
    expect(valueAtPointer(value, '/')).toBe('blank');
  });

  it('is undefined where nothing is: a missing member or item, a non-index, an inherited name, a scalar, an invalid pointer', () => {
    for (const pointer of [
      '/missing',
      '/tools/2',
      '/tools/01',
      '/tools/-',
      '/tools/length',
      '/toString',
      '/tools/0/name/length',
      '/empty/x',
      'tools',
      '/a~2b',
    ])
      expect(valueAtPointer(value, pointer), pointer).toBeUndefined();
  });
});
