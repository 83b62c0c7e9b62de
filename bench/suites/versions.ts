// The whole pipeline on a description of 1,000 tools that declares three protocol versions and has an example on
// every tool: the per-version rules (availability, example fidelity, embedded schemas) run three times per tool.
// Against JSON.parse of the same text.
import { serialize } from '../../core/document/index.ts';
import { utf8Length } from '../../core/document/limits.ts';
import { validateText } from '../../core/index.ts';
import { mcpDescriptionOfSize } from '../generate.ts';
import type { BenchSuite } from '../types.ts';

export const threeVersions = ['2025-06-18', '2025-11-25', '2026-07-28'];

/** 1,000 tools (the generator's, each with an input and output schema and one example), three root versions. */
export function thousandToolsThreeVersions(): unknown {
  const doc = mcpDescriptionOfSize(1024 * 1024) as { protocolVersions: string[]; tools: Record<string, unknown>[] };
  const tools = Array.from({ length: 1000 }, (_, i) => {
    const tool = structuredClone(doc.tools[i % doc.tools.length]!) as {
      name: string;
      examples: { basic: { result: Record<string, unknown> } };
    };
    tool.name = `tool_${i}`;
    tool.examples.basic.result.resultType = 'complete'; // required by 2026-07-28
    return tool;
  });
  return { ...doc, protocolVersions: threeVersions, tools };
}

const suite: BenchSuite = {
  name: 'versions',
  cases() {
    const value = thousandToolsThreeVersions();
    const text = serialize(value, 'json');
    const result = validateText(text, { format: 'json' });
    if (!result.valid)
      throw new Error(
        `benchmark document is invalid: ${result.diagnostics.find((d) => d.severity === 'error')?.message}`,
      );
    return [
      {
        name: 'pipeline json 1,000 tools × 3 versions with examples: validateText',
        bytes: utf8Length(text),
        target: 12,
        run: () => validateText(text, { format: 'json' }),
        baseline: { name: 'JSON.parse', run: () => JSON.parse(text) },
      },
    ];
  },
};

export default suite;
