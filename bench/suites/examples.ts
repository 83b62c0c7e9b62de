// The built-in examples (src/examples/), as written and in the other format: the small documents people write and
// revalidate on every keystroke. The whole pipeline against JSON.parse of the same document's JSON text. Targets
// (issue 31): every JSON example within 15x JSON.parse, every YAML one within 40x.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument, serialize } from '../../core/document/index.ts';
import { utf8Length } from '../../core/document/limits.ts';
import { validateText } from '../../core/index.ts';
import type { BenchCase, BenchSuite } from '../types.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../../src/examples');
const targets = { json: 15, yaml: 40 };

const suite: BenchSuite = {
  name: 'examples',
  cases() {
    const cases: BenchCase[] = [];
    for (const file of readdirSync(dir).filter((f) => /\.mcpdesc\.(json|yaml)$/.test(f))) {
      const written = readFileSync(join(dir, file), 'utf8');
      const parsed = parseDocument(written);
      if (!parsed.ok) throw new Error(`example ${file} does not parse: ${parsed.diagnostics[0]?.message}`);
      const json = serialize(parsed.value, 'json');
      const other = parsed.format === 'json' ? 'yaml' : 'json';
      const texts: [string, 'json' | 'yaml', string][] = [
        [file, parsed.format, written],
        [`${file} as ${other}`, other, serialize(parsed.value, other)],
      ];
      for (const [name, format, text] of texts)
        cases.push({
          name: `example ${name}: validateText`,
          bytes: utf8Length(text),
          target: targets[format],
          run: () => validateText(text, { format }),
          baseline: { name: 'JSON.parse', run: () => JSON.parse(json) },
        });
    }
    return cases;
  },
};

export default suite;
