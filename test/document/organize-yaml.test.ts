import { describe, expect, it } from 'vitest';
import { convertText, organizeText } from '../../core/index.ts';
import { parseDocument } from '../../core/document/index.ts';
import { countYamlComments, yamlComments } from '../../core/document/organize-yaml.ts';
import { examples } from '../../src/examples/index.ts';

const commented = `# Chess rating server
info:
  # semantic version of this description
  version: 1.0.0 # bumped on every release
  name: chess-ratings # the id clients see
mcpdesc: 0.9.0
protocolVersions: ['2025-11-25']
tools:
  - # the only tool
    inputSchema: {type: object}
    description: "Rates a game"
    name: rate
transports:
  - type: stdio
    command: chess # the binary
`;

describe('Organize keeps YAML comments with their members (spec 18)', () => {
  it('reorders like the data model organize and keeps every comment next to the member it was written at', () => {
    const result = organizeText(commented, { format: 'yaml' });
    if (!result.ok) throw new Error(result.message);
    const lines = result.text.split('\n');
    const at = (needle: string) => lines.findIndex((line) => line.includes(needle));
    expect(countYamlComments(result.text)).toBe(countYamlComments(commented));
    // Section 18 order at the root and inside info and the tool.
    expect(at('mcpdesc:')).toBeLessThan(at('info:'));
    expect(at('name: chess-ratings')).toBeLessThan(at('version: 1.0.0'));
    expect(at('name: rate')).toBeLessThan(at('description:'));
    expect(at('description:')).toBeLessThan(at('inputSchema:'));
    // Comments travel with their members.
    expect(lines[at('# semantic version') + 1]).toContain('version: 1.0.0 # bumped on every release');
    expect(lines[at('name: chess-ratings')]).toContain('# the id clients see');
    expect(lines[at('# the only tool') + 1]).toContain('inputSchema');
    expect(lines[at('command: chess')]).toContain('# the binary');
    expect(lines[at('# Chess rating server') + 1]).toBe('info:');
    // The same data as the comment-free organize.
    const plain = organizeText(commented.replace(/ *#.*$/gm, '').replace(/^\s*\n/gm, ''), { format: 'yaml' });
    if (!plain.ok) throw new Error(plain.message);
    expect(parseDocument(result.text, { format: 'yaml' }).value).toEqual(
      parseDocument(plain.text, { format: 'yaml' }).value,
    );
    expect(JSON.stringify(parseDocument(result.text, { format: 'yaml' }).value)).toBe(
      JSON.stringify(parseDocument(plain.text, { format: 'yaml' }).value),
    );
  });

  it('is stable: organizing an organized document changes nothing', () => {
    const once = organizeText(commented, { format: 'yaml' });
    if (!once.ok) throw new Error(once.message);
    expect(organizeText(once.text, { format: 'yaml' })).toEqual(once);
  });
});

describe('conversion and comments', () => {
  it('YAML → JSON reports how many comments it drops', () => {
    const result = convertText(commented, 'json', { from: 'yaml' });
    expect(result).toMatchObject({ ok: true, droppedComments: 6 });
    expect(convertText('a: 1\n', 'json', { from: 'yaml' })).not.toHaveProperty('droppedComments');
  });

  it('JSON → YAML → JSON is exact for every JSON example', () => {
    for (const example of examples.filter((e) => e.format === 'json')) {
      const yaml = convertText(example.text, 'yaml', { from: 'json' });
      if (!yaml.ok) throw new Error(yaml.message);
      const back = convertText(yaml.text, 'json', { from: 'yaml' });
      if (!back.ok) throw new Error(back.message);
      const same = convertText(example.text, 'json', { from: 'json' }); // the example as the serializer writes JSON
      expect(same.ok && back.text === same.text).toBe(true);
      expect(back).not.toHaveProperty('droppedComments');
    }
  });
});

describe('yamlComments', () => {
  it('finds each comment with its line (CRLF, a byte order mark, flow collections), not a # inside a scalar', () => {
    const text =
      '\ufeff# top\r\na: "x # not" # end  \r\nb: |\r\n  # not either\r\nc: [1, # in flow\r\n  2]\r\n# last\r\n';
    expect(yamlComments(text)).toEqual([
      { text: '# top', line: 1 },
      { text: '# end', line: 2 },
      { text: '# in flow', line: 5 },
      { text: '# last', line: 7 },
    ]);
    expect(yamlComments('a: 1\n')).toEqual([]);
  });
});
