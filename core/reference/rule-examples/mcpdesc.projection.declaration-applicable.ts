// Rule reference of mcpdesc.projection.declaration-applicable: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.projection.declaration-applicable',
  area: '4',
  checks:
    'A tool that projects a declaration for a protocol version checks that the declaration applies to that version.',
  why: 'Projecting a declaration outside its scope would invent something the server does not offer; this rule binds projection tools, not documents.',
  valid: [],
  invalid: [],
  withoutExamples:
    "This rule states what projection and merge tools must do, so no document violates it. The playground's own Protocol views and Native lists follow it.",
};

export default reference;
