// 4.14 step 3 req-native-projection-declaration-applicable: N_V(D, k, i) selects the declaration of kind k with
// identifier i in P_V(D), otherwise fails with projection-declaration-not-applicable.
import { testToolRule } from './rule-tester.ts';
import { native, nativeDocument as text } from './native-cases.ts';

testToolRule('mcpdesc.projection.declaration-applicable', {
  valid: [
    { name: 'a Tool in the view of the version', run: () => native(text, '2026-07-28', 'tools', 'search') },
    { name: 'a Resource by uri', run: () => native(text, '2025-11-25', 'resources', 'file:///a.txt') },
  ],
  invalid: [
    {
      name: 'a Tool scoped to another version',
      run: () => native(text, '2026-07-28', 'tools', 'old'),
      message: 'projection-declaration-not-applicable: No Tool with name "old" applies to MCP 2026-07-28',
    },
    {
      name: 'no declaration with that identifier',
      run: () => native(text, '2025-11-25', 'prompts', 'missing'),
      message: 'projection-declaration-not-applicable',
      requirement: 'req-native-projection-declaration-applicable',
    },
    {
      name: 'a Resource named by its name instead of its uri',
      run: () => native(text, '2025-11-25', 'resources', 'a'),
      message: 'with uri "a"',
    },
  ],
});
