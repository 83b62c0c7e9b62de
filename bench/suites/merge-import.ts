// Merge (spec 4.13) of two 1,000-tool descriptions of different protocol versions, and import of a captured
// 1,000-tool tools/list (with its initialize result), each against JSON.parse of the same inputs. Both include what
// the user waits for: validating every input, and validating the result.
import { utf8Length } from '../../core/document/limits.ts';
import { importTexts, mergeTexts } from '../../core/index.ts';
import type { BenchCase, BenchSuite } from '../types.ts';

const count = 1000;

/** A realistic tool: title, description, a schema with a few typed properties, annotations. */
function tool(i: number, variant: string): Record<string, unknown> {
  return {
    name: `tool_${i}`,
    title: `Tool ${i}`,
    description: `Does task number ${i} of the ${variant} release and returns a summary.`,
    inputSchema: {
      type: 'object',
      properties: {
        id: { type: 'string', description: 'Identifier' },
        limit: { type: 'integer', minimum: 1, maximum: 100 },
        verbose: { type: 'boolean' },
      },
      required: ['id'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: i % 2 === 0, openWorldHint: false },
  };
}

function description(version: string, variant: (i: number) => string): string {
  const tools = Array.from({ length: count }, (_, i) => tool(i, variant(i)));
  return JSON.stringify(
    { mcpdesc: '0.9.0', info: { name: 'bench', version: '1.0.0' }, protocolVersions: [version], tools },
    null,
    2,
  );
}

const suite: BenchSuite = {
  name: 'merge-import',
  cases() {
    // Nine tools in ten are the same in both versions (collapsed), one in ten differs (two scoped variants).
    const a = description('2025-06-18', (i) => (i % 10 === 0 ? 'old' : 'same'));
    const b = description('2025-11-25', (i) => (i % 10 === 0 ? 'new' : 'same'));
    const inputs = [
      { name: 'a.json', text: a },
      { name: 'b.json', text: b },
    ];
    const merged = mergeTexts(inputs);
    if (!merged.ok) throw new Error(`benchmark merge failed: ${merged.conflicts[0]?.message}`);

    const initialize = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      result: {
        protocolVersion: '2025-06-18',
        capabilities: { tools: { listChanged: true } },
        serverInfo: { name: 'bench', version: '1.0.0' },
      },
    });
    const tools = JSON.stringify(
      { jsonrpc: '2.0', id: 2, result: { tools: Array.from({ length: count }, (_, i) => tool(i, 'same')) } },
      null,
      2,
    );
    const captures = [
      { name: 'initialize.json', text: initialize },
      { name: 'tools.json', text: tools },
    ];
    const imported = importTexts(captures);
    if (!imported.ok) throw new Error(`benchmark import failed: ${imported.problems[0]?.message}`);

    return [
      {
        name: `merge two ${count}-tool documents: mergeTexts`,
        bytes: utf8Length(a) + utf8Length(b),
        run: () => mergeTexts(inputs),
        baseline: { name: 'JSON.parse of both', run: () => [JSON.parse(a), JSON.parse(b)] },
      },
      {
        name: `import a ${count}-tool tools/list: importTexts`,
        bytes: utf8Length(initialize) + utf8Length(tools),
        run: () => importTexts(captures),
        baseline: { name: 'JSON.parse of the captures', run: () => [JSON.parse(initialize), JSON.parse(tools)] },
      },
    ] satisfies BenchCase[];
  },
};

export default suite;
