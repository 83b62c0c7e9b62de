// Embedded Tool schemas (spec 9.2, 9.3): every Tool's example input and structuredContent validated against its
// inputSchema/outputSchema (the two example rules' checks), and every schema checked under its dialect, on a
// generated document with many tools; against JSON.parse of the same text. Each run decodes the text afresh (the
// timed work includes that JSON.parse, so ratio - 1 is the validation cost): per-schema caches start cold, as they
// do for every document the playground validates.
import { serialize } from '../../core/document/index.ts';
import { utf8Length } from '../../core/document/limits.ts';
import { ruleById } from '../../core/rules/index.ts';
import type { Rule } from '../../core/rules/define.ts';
import { ruleContext } from '../../core/rules/run.ts';
import { mcpDescriptionOfSize } from '../generate.ts';
import type { BenchCase, BenchSuite } from '../types.ts';

const sizes: [string, number][] = [
  ['100KB', 100 * 1024],
  ['1MB', 1024 * 1024],
];

function ruleCheck(id: string): NonNullable<Rule['check']> {
  const check = ruleById(id)?.check;
  if (!check) throw new Error(`rule ${id} has no check`);
  return check;
}

const suite: BenchSuite = {
  name: 'embedded-schema',
  cases() {
    const inputs = ruleCheck('mcpdesc.tool.example.schema-conformance');
    const outputs = ruleCheck('mcp.tool.structured-content.output-schema');
    const schemas = ruleCheck('json-schema.tool-schema.valid');
    const cases: BenchCase[] = [];
    for (const [label, target] of sizes) {
      const document = mcpDescriptionOfSize(target);
      const json = serialize(document, 'json');
      const bytes = utf8Length(json);
      const fresh = () => {
        const value: unknown = JSON.parse(json);
        return ruleContext(value);
      };
      const tools = (document as { tools: unknown[] }).tools.length;
      const jsonParse = { name: 'JSON.parse', run: () => JSON.parse(json) };
      cases.push(
        {
          name: `embedded-schema ${label} (${tools} tools): JSON.parse + example input and structuredContent`,
          bytes,
          run: () => {
            const context = fresh();
            return [inputs(context), outputs(context)];
          },
          baseline: jsonParse,
        },
        {
          name: `embedded-schema ${label} (${tools} tools): JSON.parse + schemas under their dialect`,
          bytes,
          run: () => schemas(fresh()),
          baseline: jsonParse,
        },
      );
    }
    return cases;
  },
};

export default suite;
