// The whole pipeline as the playground and the CLI run it (parse, schema, every rule check, ranges), against
// JSON.parse of the same text: what a user waits for after an edit. Target: 12x on the 1 MB JSON document.
import { serialize } from '../../core/document/index.ts';
import { utf8Length } from '../../core/document/limits.ts';
import { validateText } from '../../core/index.ts';
import { mcpDescriptionOfSize } from '../generate.ts';
import type { BenchCase, BenchSuite } from '../types.ts';

const sizes: [string, number][] = [
  ['10KB', 10 * 1024],
  ['100KB', 100 * 1024],
  ['1MB', 1024 * 1024],
];

const suite: BenchSuite = {
  name: 'pipeline',
  cases() {
    const cases: BenchCase[] = [];
    for (const [label, target] of sizes) {
      const value = mcpDescriptionOfSize(target);
      for (const format of ['json', 'yaml'] as const) {
        const text = serialize(value, format);
        const json = serialize(value, 'json');
        const result = validateText(text, { format });
        if (!result.valid) throw new Error(`benchmark document is invalid: ${result.diagnostics[0]?.message}`);
        cases.push({
          name: `pipeline ${format} ${label}: validateText`,
          bytes: utf8Length(text),
          // Issue 12: the whole pipeline within 12x JSON.parse on the 1 MB JSON document.
          ...(format === 'json' && label === '1MB' ? { target: 12 } : {}),
          run: () => validateText(text, { format }),
          baseline: { name: 'JSON.parse', run: () => JSON.parse(json) },
        });
      }
    }
    return cases;
  },
};

export default suite;
