import { describe, expect, it } from 'vitest';
import { foldingRanges } from '../../core/language/index.ts';
import { maxFoldingRanges } from '../../core/language/folding.ts';
import { doc } from './fixtures.ts';

const json = `{
  "mcpdesc": "0.9.0",
  "info": {
    "name": "x",
    "version": "1"
  },
  "protocolVersions": ["2025-11-25"],
  "tools": [
    {
      "name": "a",
      "inputSchema": { "type": "object" }
    }
  ]
}
`;

const yaml = `mcpdesc: "0.9.0"
info:
  name: x
  version: "1"
protocolVersions: ["2025-11-25"]
tools:
  - name: a
    inputSchema:
      type: object
      properties:
        q:
          type: string
`;

describe('folding ranges', () => {
  it('JSON: every object and array over several lines, from its member name; closing brackets stay visible', () => {
    expect(foldingRanges(doc(json, 'json'))).toEqual([
      { start: 1, end: 13 },
      { start: 3, end: 5 },
      { start: 8, end: 12 },
      { start: 9, end: 11 },
    ]);
  });

  it('YAML: every block over several lines, from the line of its member name to its last line', () => {
    expect(foldingRanges(doc(yaml, 'yaml'))).toEqual([
      { start: 1, end: 12 },
      { start: 2, end: 4 },
      { start: 6, end: 12 },
      { start: 7, end: 12 },
      { start: 8, end: 12 },
      { start: 10, end: 12 },
      { start: 11, end: 12 },
    ]);
  });

  it('a text that does not parse has none; a huge document is cut at the bound', () => {
    expect(foldingRanges(doc('{ "info": {\n', 'json'))).toEqual([]);
    const many = `{"tools": [\n${Array.from({ length: maxFoldingRanges + 10 }, () => '{\n"name": "a"\n}').join(',\n')}\n]}`;
    expect(foldingRanges(doc(many, 'json'))).toHaveLength(maxFoldingRanges);
  });
});
