// RFC 6901 pointers as the core reads them.
import { describe, expect, it } from 'vitest';
import { lastToken, splitPointer } from '../../core/lib/pointer.ts';

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
