// Editor language features (issue 7): completion and hover on a 100 KB document, against JSON.parse of the same text.
// The goal is a median of at most 30 ms per request in the worker (read the "median ms" column; ratios vary by machine).
// Each run opens the text afresh (parse included), as the language worker does for every new text; "while typing"
// cases run on text made incomplete by a half-typed member name, recovering from the last text that parsed.
import { serialize } from '../../core/document/index.ts';
import { utf8Length } from '../../core/document/limits.ts';
import { completions, createLanguageSession, hover, openDocument } from '../../core/language/index.ts';
import { indexText } from '../../core/language/text.ts';
import { mcpDescriptionOfSize } from '../generate.ts';
import type { BenchCase, BenchSuite } from '../types.ts';

const size = 100 * 1024;

/** 1-based position `delta` characters after the last occurrence of `needle`. */
function positionAfter(text: string, needle: string, delta = 0) {
  const at = text.lastIndexOf(needle);
  if (at < 0) throw new Error(`benchmark text lacks ${needle}`);
  return indexText(text).position(at + delta);
}

function check<T>(value: T | undefined, what: string): T {
  if (value === undefined || (Array.isArray(value) && value.length === 0))
    throw new Error(`benchmark ${what} found nothing`);
  return value;
}

const suite: BenchSuite = {
  name: 'language',
  cases() {
    const value = mcpDescriptionOfSize(size);
    const cases: BenchCase[] = [];
    for (const format of ['json', 'yaml'] as const) {
      const text = serialize(value, format);
      const bytes = utf8Length(text);
      const baseline = { name: 'JSON.parse', run: () => JSON.parse(serialize(value, 'json')) };
      const jsonText = serialize(value, 'json');
      baseline.run = () => JSON.parse(jsonText);
      const key = format === 'json' ? '"annotations"' : 'annotations:';
      const hoverAt = positionAfter(text, key, 3);
      // A half-typed member name in the last tool: the text no longer parses.
      const anchor = format === 'json' ? '"title": "Tool number' : 'title: Tool number';
      const at = text.lastIndexOf(anchor);
      const lineStart = text.lastIndexOf('\n', at) + 1;
      const indent = at - lineStart;
      const typing =
        text.slice(0, lineStart) +
        ' '.repeat(indent) +
        (format === 'json' ? '"de' : 'de') +
        '\n' +
        text.slice(lineStart);
      const typingAt = indexText(typing).position(lineStart + indent + (format === 'json' ? 3 : 2));
      const typingHoverAt = positionAfter(typing, key, 3);
      const fallback = openDocument(text, { format }).parsed.value;
      cases.push(
        {
          name: `${format} 100KB: completion (members of the last tool)`,
          bytes,
          run: () => check(completions(openDocument(text, { format }), positionAfter(text, key, 1)), 'completion'),
          baseline,
        },
        {
          name: `${format} 100KB: completion while typing (incomplete text)`,
          bytes,
          run: () => check(completions(openDocument(typing, { format, fallback }), typingAt), 'completion'),
          baseline,
        },
        {
          name: `${format} 100KB: hover on a member`,
          bytes,
          run: () => check(hover(openDocument(text, { format }), hoverAt), 'hover'),
          baseline,
        },
      );
      // In the worker: one session, a keystroke changes the text each time (alternating two texts defeats the cache).
      const session = createLanguageSession();
      session.symbols(text, format);
      const texts = [typing, typing.replace(format === 'json' ? '"de' : 'de', format === 'json' ? '"des' : 'des')];
      let turn = 0;
      cases.push({
        name: `${format} 100KB: worker session, completion per keystroke`,
        bytes,
        run: () => check(session.completion(texts[turn++ % 2]!, typingAt, format), 'completion'),
        baseline,
      });
      cases.push({
        name: `${format} 100KB: worker session, hover per keystroke`,
        bytes,
        run: () => check(session.hover(texts[turn++ % 2]!, typingHoverAt, format), 'hover'),
        baseline,
      });
    }
    return cases;
  },
};

export default suite;
