// Rule reference of mcpdesc.view.merge: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.view.merge',
  area: '4',
  checks: "Merging documents keeps every input's protocol view intact.",
  why: 'A merge must not change what any client sees; this rule binds merge tools, not documents.',
  valid: [],
  invalid: [],
  withoutExamples:
    "This rule states what projection and merge tools must do, so no document violates it. The playground's own Protocol views and Native lists follow it.",
};

export default reference;
