// The learning views as the worker serves them, against JSON.parse of the same text: comparing two protocol versions
// (both views, four native lists per version, explained differences, availability matrix) and the documentation
// preview of one version. Each includes the validation it starts with. No target: reported for tracking.
import { serialize } from '../../core/document/index.ts';
import { utf8Length } from '../../core/document/limits.ts';
import { compareText, docsText } from '../../core/index.ts';
import { mcpDescriptionOfSize } from '../generate.ts';
import type { BenchCase, BenchSuite } from '../types.ts';

const sizes: [string, number][] = [
  ['10KB', 10 * 1024],
  ['100KB', 100 * 1024],
];

/** The generated document, declaring two versions with every third tool scoped to the newer one. */
function twoVersions(target: number): unknown {
  const value = mcpDescriptionOfSize(target) as { protocolVersions: string[]; tools: Record<string, unknown>[] };
  value.protocolVersions = ['2025-06-18', '2025-11-25'];
  value.tools.forEach((tool, i) => {
    if (i % 3 === 0) tool.protocolVersions = ['2025-11-25'];
  });
  return value;
}

const suite: BenchSuite = {
  name: 'learn',
  cases() {
    const cases: BenchCase[] = [];
    for (const [label, target] of sizes) {
      const text = serialize(twoVersions(target), 'json');
      const compared = compareText(text, '2025-06-18', '2025-11-25');
      if (!compared.ok) throw new Error(`benchmark document cannot be compared: ${compared.message}`);
      if (!docsText(text, '2025-11-25').ok) throw new Error('benchmark document has no documentation preview');
      const baseline = { name: 'JSON.parse', run: () => JSON.parse(text) };
      cases.push({
        name: `learn json ${label}: compareText`,
        bytes: utf8Length(text),
        run: () => compareText(text, '2025-06-18', '2025-11-25'),
        baseline,
      });
      cases.push({
        name: `learn json ${label}: docsText`,
        bytes: utf8Length(text),
        run: () => docsText(text, '2025-11-25'),
        baseline,
      });
    }
    return cases;
  },
};

export default suite;
