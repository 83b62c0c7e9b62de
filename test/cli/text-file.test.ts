// cli/text-file.ts: a rewritten file keeps its byte order mark and its line breaks.
import { describe, expect, it } from 'vitest';
import { keepTextShape, lineBreakOf, startsWithByteOrderMark } from '../../cli/text-file.ts';

const bom = '\uFEFF';

describe('keepTextShape', () => {
  it('gives the new text the byte order mark of the original, and only then', () => {
    expect(keepTextShape(`${bom}a: 1\n`, 'a: 2\n')).toBe(`${bom}a: 2\n`);
    expect(keepTextShape('a: 1\n', `${bom}a: 2\n`)).toBe('a: 2\n');
    expect(keepTextShape(`${bom}a: 1\n`, `${bom}a: 2\n`)).toBe(`${bom}a: 2\n`);
    expect(keepTextShape(bom, '')).toBe(bom);
  });

  it('writes every line break of a CRLF original as CRLF, inserted lines included', () => {
    const original = 'a: 1\r\nb:\r\n  - x\r\n';
    expect(keepTextShape(original, 'a: 1\r\nb:\r\n  - x\n  - y\nc: 3\n')).toBe(
      'a: 1\r\nb:\r\n  - x\r\n  - y\r\nc: 3\r\n',
    );
    expect(keepTextShape(`${bom}${original}`, 'a: 2\nb: []\n')).toBe(`${bom}a: 2\r\nb: []\r\n`);
  });

  it('writes every line break of an LF original as LF', () => {
    expect(keepTextShape('a: 1\nb: 2\n', 'a: 1\r\nb: 3\nc: 4\r\n')).toBe('a: 1\nb: 3\nc: 4\n');
  });

  it('follows the first line break of a mixed original, and leaves the new text alone when the original has none', () => {
    expect(keepTextShape('a\r\nb\nc\n', 'a\nb\nc\r\n')).toBe('a\r\nb\r\nc\r\n');
    expect(keepTextShape('a\nb\r\n', 'a\r\nb\r\n')).toBe('a\nb\n');
    expect(keepTextShape('{"a": 1}', '{"a": [\r\n1]}\n')).toBe('{"a": [\r\n1]}\n');
    expect(keepTextShape(`${bom}{}`, '{"a": 1}')).toBe(`${bom}{"a": 1}`);
  });

  it('leaves a text of the same shape unchanged', () => {
    for (const text of ['', 'x', 'a\n', 'a\r\nb\r\n', `${bom}a\r\n`, `${bom}a\nb`])
      expect(keepTextShape(text, text)).toBe(text);
  });
});

describe('the shape read from a file', () => {
  it('finds the first line break and the UTF-8 byte order mark', () => {
    expect(lineBreakOf('a\r\nb\n')).toBe('\r\n');
    expect(lineBreakOf('a\nb\r\n')).toBe('\n');
    expect(lineBreakOf('\n')).toBe('\n');
    expect(lineBreakOf('a\rb')).toBeUndefined();
    expect(startsWithByteOrderMark(Uint8Array.from([0xef, 0xbb, 0xbf, 0x61]))).toBe(true);
    expect(startsWithByteOrderMark(Uint8Array.from([0xef, 0xbb]))).toBe(false);
    expect(startsWithByteOrderMark(new TextEncoder().encode('a\uFEFF'))).toBe(false);
  });
});
