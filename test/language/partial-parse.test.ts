// Verifying a YAML quick fix parses only the block it edits (core/language/partial-parse.ts). Whenever that shortcut
// answers, its value must be the one a parse of the whole text gives: checked on fixed cases and on random edits.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDocument, serialize } from '../../core/document/index.ts';
import { openDocument } from '../../core/language/document.ts';
import { valueAfterLocalEdit } from '../../core/language/partial-parse.ts';
import { applyEdits, indexText } from '../../core/language/text.ts';
import { examples } from '../../src/examples/index.ts';
import { baseYaml } from './fix-fixtures.ts';

const yamlTexts = [baseYaml, ...examples.filter((e) => e.format === 'yaml').map((e) => e.text)];

/** The shortcut's value, and the whole parse's (undefined when the whole text does not parse cleanly). */
function both(text: string, start: number, end: number, insert: string) {
  const doc = openDocument(text, { format: 'yaml' });
  const index = indexText(text);
  const edit = { range: { start: index.position(start), end: index.position(end) }, text: insert };
  const after = applyEdits(text, [edit]);
  const local = valueAfterLocalEdit(doc, [edit], after);
  const whole = parseDocument(after, { format: 'yaml' });
  return { local, whole: whole.ok && whole.diagnostics.length === 0 ? whole.value : undefined, after };
}

function expectSame(text: string, start: number, end: number, insert: string): boolean {
  const { local, whole, after } = both(text, start, end, insert);
  if (!local) return false;
  expect(whole, `the shortcut answered, so the whole text parses:\n${after}`).toBeDefined();
  expect(serialize(local.value, 'json'), after).toBe(serialize(whole, 'json'));
  return true;
}

describe('partial re-parse of a YAML text after a local edit', () => {
  it('a value edited inside one tool', () => {
    const at = baseYaml.indexOf('Daily forecast.');
    expect(expectSame(baseYaml, at, at + 5, 'Hourly')).toBe(true);
  });

  it('a member renamed inside a block, and a root member renamed', () => {
    const at = baseYaml.indexOf('deprecated');
    expect(expectSame(baseYaml, at, at + 10, 'deprecate')).toBe(true);
    const root = baseYaml.indexOf('resources:');
    expect(expectSame(baseYaml, root, root + 9, 'resource')).toBe(true);
  });

  it('a root member removed with its lines', () => {
    const start = baseYaml.indexOf('tags:\n  - name: forecast');
    const end = baseYaml.indexOf('components:');
    expect(expectSame(baseYaml, start, end, '')).toBe(true);
  });

  it('a member added after the last member of an object (what adding a missing member writes)', () => {
    const at = baseYaml.indexOf('  - name: get_alerts');
    expect(expectSame(baseYaml, at, at, '    title: Forecast\n')).toBe(true);
    expect(expectSame(baseYaml, baseYaml.length, baseYaml.length, 'prompts:\n  - name: p\n')).toBe(true);
    // At a column no object there has: left to the whole parse.
    expect(both(baseYaml, at, at, '      title: Forecast\n').local).toBeUndefined();
  });

  it('a renamed member that would repeat a name is left to the whole parse (which reports the duplicate)', () => {
    const at = baseYaml.indexOf('deprecated');
    expect(both(baseYaml, at, at + 10, 'description').local).toBeUndefined();
  });

  it('a line indented out of its block is left to the whole parse', () => {
    const at = baseYaml.indexOf('    deprecated: false');
    const { local } = both(baseYaml, at, at + 4, '');
    expect(local).toBeUndefined();
  });

  it('random edits: whenever the shortcut answers, it equals the whole parse', () => {
    const pieces = [
      '',
      ' ',
      '  ',
      'x',
      '#c',
      '\n#c\n',
      '\n  # c',
      '\n\n',
      'a: 1',
      '- b',
      '\n',
      '\n  ',
      '\n    c: d',
      ': ',
      '"',
      "'",
      '#',
      '[',
      ']',
      '{',
      '}',
      ',',
      'null',
      '\n- ',
    ];
    let answered = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: yamlTexts.length - 1 }),
        fc.nat(),
        fc.nat({ max: 12 }),
        fc.array(fc.constantFrom(...pieces), { maxLength: 3 }),
        (which, at, length, inserted) => {
          const text = yamlTexts[which]!;
          const start = at % text.length;
          const end = Math.min(text.length, start + length);
          if (expectSame(text, start, end, inserted.join(''))) answered++;
        },
      ),
      { numRuns: 200 },
    );
    // The property is not vacuous: the shortcut answered for a good share of the edits.
    expect(answered).toBeGreaterThan(20);
  }, 120_000);

  it('random members inserted at line starts: whenever the shortcut answers, it equals the whole parse', () => {
    const members = [
      'k: v',
      'name: x',
      'inputSchema:\n  type: object',
      'description: |\n  a\n  b',
      'k: [1, 2]',
      'k:\n- a',
      '"q": 1',
      'k: v # c',
      'k:\n  # c\n  x: 1',
    ];
    let answered = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: yamlTexts.length - 1 }),
        fc.nat(),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom(...members),
        (which, line, level, member) => {
          const text = yamlTexts[which]!;
          const starts = [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)];
          const at = starts[line % starts.length]!;
          const inserted = `${member
            .split('\n')
            .map((l) => ' '.repeat(level * 2) + l)
            .join('\n')}\n`;
          if (expectSame(text, at, at, inserted)) answered++;
        },
      ),
      { numRuns: 300 },
    );
    expect(answered).toBeGreaterThan(5);
  }, 120_000);
});
