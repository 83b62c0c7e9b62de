// 4.13 req-merge-algorithm, req-merge-inputs, req-merge-equivalence, req-merge-security: a merge keeps every input
// view, and fails (never guesses) on invalid inputs and on views of one version that are not equivalent.
// The example tests of every conflict kind and the round-trip property are in test/merge/.
import { mergeConflictRequirements, mergeTexts } from '../../core/index.ts';
import { testToolRule } from './rule-tester.ts';

type Json = Record<string, unknown>;
const base = (versions: string[], extra: Json = {}): Json => ({
  mcpdesc: '0.9.0',
  info: { name: 'srv', version: '1.0.0' },
  protocolVersions: versions,
  ...extra,
});
const tool = (name: string, extra: Json = {}): Json => ({ name, inputSchema: { type: 'object' }, ...extra });

const merge = (...documents: Json[]) => {
  const result = mergeTexts(documents.map((d, i) => ({ name: `in${i + 1}.json`, text: JSON.stringify(d, null, 2) })));
  return result.ok
    ? { ok: true }
    : {
        ok: false,
        rule: 'mcpdesc.view.merge',
        requirement: mergeConflictRequirements[result.conflicts[0]!.kind],
        message: result.conflicts.map((c) => `${c.kind}: ${c.message}`).join('\n'),
      };
};

testToolRule('mcpdesc.view.merge', {
  valid: [
    {
      name: 'two versions with one differing tool',
      run: () =>
        merge(
          base(['2025-06-18'], { tools: [tool('a')] }),
          base(['2025-11-25'], { tools: [tool('a', { title: 'A' })] }),
        ),
    },
    {
      name: 'two inputs with equivalent views of one version',
      run: () => merge(base(['2025-11-25'], { tools: [tool('a')] }), base(['2025-11-25'], { tools: [tool('a')] })),
    },
  ],
  invalid: [
    {
      name: 'an invalid input',
      run: () => merge(base(['2025-11-25'], { tools: [{ name: 'a' }] }), base(['2025-06-18'])),
      message: 'input-invalid',
      requirement: 'req-merge-inputs',
    },
    {
      name: 'the same version described differently',
      run: () =>
        merge(
          base(['2025-11-25'], { tools: [tool('a')] }),
          base(['2025-11-25'], { tools: [tool('a', { title: 'other' })] }),
        ),
      message: 'protocol-view',
      requirement: 'req-merge-equivalence',
    },
    {
      name: 'different server identity',
      run: () => merge(base(['2025-11-25']), { ...base(['2025-06-18']), info: { name: 'other', version: '1.0.0' } }),
      message: 'server-identity',
    },
  ],
});
