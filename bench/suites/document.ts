// Document layer (issue 3): parse time against JSON.parse and the yaml library on the same text.
import { parseDocument as yamlParseDocument } from 'yaml';
import { parseDocument, serialize } from '../../core/document/index.ts';
import { utf8Length } from '../../core/document/limits.ts';
import { allPointers, mcpDescriptionOfSize } from '../generate.ts';
import type { BenchCase, BenchSuite } from '../types.ts';

const sizes: [string, number][] = [
  ['10KB', 10 * 1024],
  ['100KB', 100 * 1024],
  ['1MB', 1024 * 1024],
  ['5MB', 5 * 1024 * 1024],
];

function fullSourceMap(text: string, format: 'json' | 'yaml', pointers: string[]): () => void {
  return () => {
    const r = parseDocument(text, { format });
    if (!r.ok) throw new Error(`benchmark document did not parse: ${r.diagnostics[0]?.message}`);
    for (const p of pointers) {
      if (!r.sourceMap.rangeOf(p)) throw new Error(`no range for ${p}`);
    }
  };
}

const suite: BenchSuite = {
  name: 'document',
  cases() {
    const cases: BenchCase[] = [];
    for (const [label, target] of sizes) {
      const value = mcpDescriptionOfSize(target);
      const json = serialize(value, 'json');
      const yaml = serialize(value, 'yaml');
      const jsonBytes = utf8Length(json);
      const yamlBytes = utf8Length(yaml);
      const pointers = allPointers(value);
      const jsonParse = { name: 'JSON.parse', run: () => JSON.parse(json) };
      const yamlLibrary = { name: 'yaml.parseDocument', run: () => yamlParseDocument(yaml) };
      const jsonParseOfSameModel = { name: 'JSON.parse (same model)', run: () => JSON.parse(json) };
      const parseJson = () => {
        const r = parseDocument(json, { format: 'json' });
        if (!r.ok) throw new Error('benchmark document did not parse');
        return r;
      };
      const parseYaml = () => {
        const r = parseDocument(yaml, { format: 'yaml' });
        if (!r.ok) throw new Error('benchmark document did not parse');
        return r;
      };
      cases.push(
        { name: `json ${label}: parseDocument`, bytes: jsonBytes, run: parseJson, baseline: jsonParse, target: 3 },
        {
          name: `json ${label}: parseDocument + full source map`,
          bytes: jsonBytes,
          run: () => parseJson().sourceMap.prepare?.(),
          baseline: jsonParse,
          target: 5,
        },
        {
          name: `json ${label}: parseDocument + rangeOf x${pointers.length}`,
          bytes: jsonBytes,
          run: fullSourceMap(json, 'json', pointers),
          baseline: jsonParse,
        },
        { name: `yaml ${label}: parseDocument`, bytes: yamlBytes, run: parseYaml, baseline: yamlLibrary, target: 1.2 },
        {
          name: `yaml ${label}: parseDocument (with source map)`,
          bytes: yamlBytes,
          run: parseYaml,
          baseline: jsonParseOfSameModel,
        },
        {
          name: `yaml ${label}: parseDocument + rangeOf x${pointers.length}`,
          bytes: yamlBytes,
          run: fullSourceMap(yaml, 'yaml', pointers),
          baseline: jsonParseOfSameModel,
        },
      );
    }
    return cases;
  },
};

export default suite;
