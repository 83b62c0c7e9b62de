// Rule reference of mcpdesc.projection.source-valid: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.projection.source-valid',
  area: '4',
  checks: 'Projection starts only from a valid document that declares the requested protocol version.',
  why: 'Projecting an invalid document would yield undefined output; this rule binds projection tools, not documents.',
  valid: [],
  invalid: [],
  withoutExamples:
    "This rule states what projection and merge tools must do, so no document violates it. The playground's own Protocol views and Native lists follow it.",
};

export default reference;
