// Structural validation (issue 4): the precompiled document schema on the parsed value, against JSON.parse of the same text.
import { serialize } from '../../core/document/index.ts';
import { utf8Length } from '../../core/document/limits.ts';
import { validateStructure } from '../../core/rules/structural.ts';
import { mcpDescriptionOfSize } from '../generate.ts';
import type { BenchCase, BenchSuite } from '../types.ts';

const sizes: [string, number][] = [
  ['10KB', 10 * 1024],
  ['100KB', 100 * 1024],
  ['1MB', 1024 * 1024],
  ['5MB', 5 * 1024 * 1024],
];

/** The same document with one unknown member on every tool: a realistic worst case of many findings. */
function withUnknownMembers(value: unknown): unknown {
  const copy = structuredClone(value) as { tools?: Record<string, unknown>[] };
  for (const tool of copy.tools ?? []) tool.unexpected = true;
  return copy;
}

const suite: BenchSuite = {
  name: 'structure',
  cases() {
    const cases: BenchCase[] = [];
    for (const [label, target] of sizes) {
      const value = mcpDescriptionOfSize(target);
      const findings = validateStructure(value);
      if (findings.length > 0) throw new Error(`benchmark document is not structurally valid: ${findings[0]!.message}`);
      const json = serialize(value, 'json');
      const bytes = utf8Length(json);
      const invalid = withUnknownMembers(value);
      const jsonParse = { name: 'JSON.parse', run: () => JSON.parse(json) };
      cases.push(
        {
          name: `structure ${label}: valid document`,
          bytes,
          run: () => validateStructure(value),
          baseline: jsonParse,
          target: 1.5,
        },
        {
          name: `structure ${label}: one unknown member per tool`,
          bytes,
          run: () => validateStructure(invalid),
          baseline: jsonParse,
        },
      );
    }
    return cases;
  },
};

export default suite;
