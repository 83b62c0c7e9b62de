import { describe, expect, it } from 'vitest';
import { documentSymbols } from '../../core/language/index.ts';
import { doc, json, yaml } from './fixtures.ts';

type Symbol = ReturnType<typeof documentSymbols>[number];
const outline = (symbols: Symbol[]) => symbols.map((s) => [s.name, s.children.map((c) => c.name)]);

describe('document symbols (outline)', () => {
  for (const [format, text] of [
    ['json', json],
    ['yaml', yaml],
  ] as const) {
    it(`${format}: sections and their declarations by name`, () => {
      expect(outline(documentSymbols(doc(text, format)))).toEqual([
        ['Security schemes', ['bearerAuth']],
        ['Tools', ['get_forecast', 'get_alerts']],
        ['Components', ['City']],
        ['Tags', ['forecast']],
      ]);
    });
  }

  it('JSON: ranges cover the declaration, selection ranges its name', () => {
    const tools = documentSymbols(doc(json, 'json')).find((s) => s.name === 'Tools')!;
    expect(tools.children[0]!.range).toEqual({ start: { line: 29, column: 5 }, end: { line: 33, column: 6 } });
    expect(tools.children[0]!.selectionRange).toEqual({
      start: { line: 30, column: 15 },
      end: { line: 30, column: 29 },
    });
    expect(tools.children[0]!.kind).toBe('tool');
  });

  it('YAML: transports, resources, templates and prompts', () => {
    const text = [
      'transports:',
      '  - type: stdio',
      '    command: weather-server',
      'resources:',
      '  - uri: file:///a.txt',
      '    name: a',
      'resourceTemplates:',
      '  - uriTemplate: file:///{path}',
      '    name: files',
      'prompts:',
      '  - name: summarize',
      '',
    ].join('\n');
    const symbols = documentSymbols(doc(text, 'yaml'));
    expect(outline(symbols)).toEqual([
      ['Transports', ['stdio weather-server']],
      ['Resources', ['a']],
      ['Resource templates', ['files']],
      ['Prompts', ['summarize']],
    ]);
    expect(symbols[1]!.children[0]!.detail).toBe('file:///a.txt');
    expect(symbols[3]!.children[0]!.selectionRange).toEqual({
      start: { line: 11, column: 11 },
      end: { line: 11, column: 20 },
    });
  });

  it('text that does not parse has no outline', () => {
    expect(documentSymbols(doc('tools:\n  - name: [', 'yaml'))).toEqual([]);
  });
});
