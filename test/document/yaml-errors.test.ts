// YAML syntax errors are rephrased in plain words and located at the token to change, not where the library noticed.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../core/document/index.ts';

/** The syntax errors of a YAML text: position of the range start and message, one per line. */
function errors(text: string): [string, string][] {
  const result = parseDocument(text, { format: 'yaml' });
  expect(result.ok).toBe(false);
  return result.diagnostics.map((d) => {
    expect(d.rule).toBe('mcpdesc.serialization.conforming');
    expect(d.requirement).toBe('req-conforming-serialization');
    return [`${d.range!.start.line}:${d.range!.start.column}`, d.message];
  });
}

describe('YAML syntax errors in plain words', () => {
  it('one extra space before a key: the over-indented line (4), not the line above it, and one message, not two', () => {
    const text = 'mcpdesc: "0.9.0"\ninfo:\n  name: weather\n   version: "1.0.0"\nprotocolVersions: ["2025-11-25"]\n';
    expect(errors(text)).toEqual([
      [
        '4:4',
        'YAML syntax error: Line 4 is indented more than line 3 above it, so YAML reads "version" as part of the value there; give "version" the same indentation as "name" (column 3)',
      ],
    ]);
  });

  it('a key indented less than the members before it', () => {
    expect(errors('info:\n    name: x\n  version: "1"\nb: 1\n')).toEqual([
      [
        '3:3',
        'YAML syntax error: "version" on line 3 starts at column 3, but the members of one mapping must start at the same column (line 2 starts at column 5); line up its indentation with the others',
      ],
    ]);
  });

  it('a list item out of line with the items before it', () => {
    expect(errors('tools:\n- name: a\n  x: 1\n - b\n')).toEqual([
      [
        '4:2',
        'YAML syntax error: "-" on line 4 starts at column 2, but the items of one list must start at the same column (line 2 starts at column 1); line up its indentation with the others',
      ],
    ]);
  });

  it('an unclosed inline mapping or list: at the bracket that is never closed', () => {
    expect(errors('tools:\n  - name: a\n    inputSchema: {type: object\nb: 1\n')).toEqual([
      [
        '3:18',
        'YAML syntax error: The mapping opened with "{" on line 3, column 18 is never closed: add "}" at its end',
      ],
    ]);
    expect(errors('protocolVersions: ["2025-11-25"\nb: 1\n')[0]![0]).toBe('1:19');
  });

  it('an unclosed quote: at the opening quote', () => {
    expect(errors('info:\n  name: "x\n  version: 1\n')).toEqual([
      [
        '2:9',
        'YAML syntax error: The string that starts with " on line 2, column 9 is never closed: add the closing "',
      ],
    ]);
  });

  it('a tab, a missing colon, a list among mapping members, a colon inside a plain value', () => {
    expect(errors('info:\n\tname: x\n')).toEqual([
      ['2:1', 'YAML syntax error: Line 2 is indented with a tab; YAML indents with spaces only'],
    ]);
    expect(errors('info:\n  name x\n  version: 1\n')).toEqual([
      [
        '2:3',
        'YAML syntax error: Line 2 ("name x") has no ":" after its key; a mapping member is written "key: value"',
      ],
    ]);
    expect(errors('info:\n  name: x\n  - a\n')[0]).toEqual([
      '3:3',
      expect.stringMatching(/^YAML syntax error: The list item "- a" on line 3 stands among the members of a mapping/),
    ]);
    expect(errors('a: b: c\n')).toEqual([
      [
        '1:4',
        'YAML syntax error: The value "b: c" on line 1 contains ": ", which YAML reads as a nested mapping; put the value in quotes, or write the nested mapping on lines of its own',
      ],
    ]);
  });

  it('a closing bracket with nothing open, and text after a quoted value', () => {
    expect(errors('a: 1\n}\n')).toEqual([
      ['2:1', 'YAML syntax error: "}" on line 2, column 1 closes nothing: there is no "{" open before it'],
    ]);
    expect(errors('a: "x" y\n')[0]).toEqual(['1:8', expect.stringMatching(/Unexpected "y" on line 1, column 8/)]);
  });

  it('never uses the library’s wording for the mistakes it knows', () => {
    for (const text of ['info:\n  name: x\n   version: 1\n', 'a: b: c\n', 'a: [1\nb: 2\n', 'info:\n  - a\n  b: 1\n']) {
      for (const [, message] of errors(text))
        expect(message).not.toMatch(/compact mappings|Implicit keys|sufficiently indented|implicit map key/i);
    }
  });
});
