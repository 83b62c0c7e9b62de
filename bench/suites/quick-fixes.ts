// Quick fixes (issue 18): the time of one Ctrl+. on a 20 KB document, from a text the language worker has not seen
// (so the validation of the text is included) to the verified, ranked list: every candidate fix is applied and the
// result validated. Target: the first list in at most 150 ms (read the "median ms" column). The baseline is one
// validation of the same document without the fault, so the ratio says how many validations' worth one Ctrl+. costs
// (one for the text, one per candidate; YAML candidates re-parse only the block they edit).
import { serialize } from '../../core/document/index.ts';
import { utf8Length } from '../../core/document/limits.ts';
import { validateText } from '../../core/index.ts';
import { createLanguageSession } from '../../core/language/index.ts';
import { mcpDescriptionOfSize } from '../generate.ts';
import type { BenchCase, BenchSuite } from '../types.ts';

const size = 20 * 1024;

/** A fault planted in the valid text, and the line (of the faulty text) the cursor is on. */
interface Fault {
  name: string;
  plant(text: string, format: 'json' | 'yaml'): string;
  needle(format: 'json' | 'yaml'): string;
}

const faults: Fault[] = [
  {
    name: 'misspelled root protocolVersion',
    plant: (text, format) =>
      text.replace(
        format === 'json' ? '"protocolVersions":' : 'protocolVersions:',
        format === 'json' ? '"protocolVersion":' : 'protocolVersion:',
      ),
    needle: (format) => (format === 'json' ? '"protocolVersion"' : 'protocolVersion:'),
  },
  {
    name: 'string for a boolean in the last tool',
    plant: (text, format) => {
      const at = text.lastIndexOf(format === 'json' ? '"readOnlyHint": ' : 'readOnlyHint: ');
      return (
        text.slice(0, at) +
        text
          .slice(at)
          .replace(
            /readOnlyHint(")?: (true|false)/,
            (_, q: string | undefined, v: string) => `readOnlyHint${q ?? ''}: "${v === 'true' ? 'yes' : 'no'}"`,
          )
      );
    },
    needle: (format) => (format === 'json' ? '"readOnlyHint": "' : 'readOnlyHint: "'),
  },
  {
    name: 'unsupported protocol version',
    plant: (text) => text.replace('2025-11-25', '2025-09-01'),
    needle: () => '2025-09-01',
  },
];

function lineRange(text: string, needle: string) {
  const at = text.lastIndexOf(needle);
  if (at < 0) throw new Error(`benchmark text lacks ${needle}`);
  const line = text.slice(0, at).split('\n').length;
  const column = at - text.lastIndexOf('\n', at - 1);
  return { start: { line, column }, end: { line, column: column + needle.length } };
}

const suite: BenchSuite = {
  name: 'quick-fixes',
  cases() {
    const value = mcpDescriptionOfSize(size);
    const cases: BenchCase[] = [];
    for (const format of ['json', 'yaml'] as const) {
      const valid = serialize(value, format);
      for (const fault of faults) {
        const text = fault.plant(valid, format);
        if (text === valid) throw new Error(`benchmark fault "${fault.name}" was not planted`);
        const range = lineRange(text, fault.needle(format));
        const check = createLanguageSession().codeActions(text, range, format);
        if (check.length === 0) throw new Error(`benchmark ${format} "${fault.name}": no quick fix`);
        cases.push({
          name: `${format} 20KB: first Ctrl+. (${fault.name}, ${check.length} fixes)`,
          bytes: utf8Length(text),
          // A new session: nothing cached, as for the first Ctrl+. on a text.
          run: () => createLanguageSession().codeActions(text, range, format),
          baseline: { name: 'validateText (no fault)', run: () => validateText(valid, { format }) },
        });
      }
    }
    return cases;
  },
};

export default suite;
