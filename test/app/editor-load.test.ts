import { describe, expect, it } from 'vitest';
import {
  LIGHT_LANGUAGE,
  LIGHT_MODE_LIMITS,
  languageFor,
  loadOptions,
  measureShape,
  needsLightMode,
} from '../../src/editor-load.ts';

describe('measureShape and light mode: which texts are too much for the editor', () => {
  it('measures bracket nesting outside strings, the longest line and the length', () => {
    expect(measureShape('{"a": [1, {"b": "[[[[{{{{"}]}\nxy')).toEqual({ nesting: 3, longestLine: 29, length: 32 });
    expect(measureShape('a: "\\"[[["\nb: [[1]]')).toEqual({ nesting: 2, longestLine: 10, length: 19 });
    expect(measureShape('')).toEqual({ nesting: 0, longestLine: 0, length: 0 });
  });

  it('100,000 levels of nesting, a 20,000-character line or 1.2 M characters switch light mode on; ordinary text does not', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(needsLightMode(measureShape(deep))).toBe(true);
    expect(needsLightMode(measureShape(`{"a": "${'x'.repeat(20_000)}"}`))).toBe(true);
    expect(needsLightMode(measureShape('{"a": 1}\n'.repeat(130_000)))).toBe(true);
    const ordinary = JSON.stringify(
      { tools: Array.from({ length: 500 }, (_, i) => ({ name: `t${i}`, inputSchema: { type: 'object' } })) },
      null,
      2,
    );
    expect(needsLightMode(measureShape(ordinary))).toBe(false);
    expect(
      needsLightMode(measureShape('['.repeat(LIGHT_MODE_LIMITS.nesting) + ']'.repeat(LIGHT_MODE_LIMITS.nesting))),
    ).toBe(false);
    expect(needsLightMode(measureShape('['.repeat(LIGHT_MODE_LIMITS.nesting + 1)))).toBe(true);
  });

  it('pathological shapes and very large texts are shown as bracket-free plain text; others in their format', () => {
    expect(languageFor('json', measureShape('['.repeat(200)))).toBe(LIGHT_LANGUAGE);
    expect(languageFor('yaml', measureShape('a: 1\n'))).toBe('yaml');
    // Large but ordinary: still highlighted up to 1.5 M characters (light mode by size keeps the language).
    expect(languageFor('json', measureShape('{"a": 1}\n'.repeat(130_000)))).toBe('json');
    expect(languageFor('json', measureShape('{"a": 1}\n'.repeat(200_000)))).toBe(LIGHT_LANGUAGE);
  });

  it('light mode switches off bracket colours, guides, bracket matching and folding, and the normal mode has them', () => {
    const light = loadOptions(true, 1000);
    expect(light).toMatchObject({
      bracketPairColorization: { enabled: false },
      matchBrackets: 'never',
      folding: false,
      occurrencesHighlight: 'off',
      editContext: false,
    });
    expect(light.guides).toMatchObject({ bracketPairs: false, indentation: false });
    const normal = loadOptions(false, 1000);
    expect(normal).toMatchObject({
      bracketPairColorization: { enabled: true },
      matchBrackets: 'always',
      folding: true,
    });
    expect(loadOptions(false, 500_000).folding).toBe(false);
  });
});
