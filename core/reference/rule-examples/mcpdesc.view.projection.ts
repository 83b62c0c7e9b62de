// Rule reference of mcpdesc.view.projection: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.view.projection',
  area: '4',
  checks:
    'Projection to an Effective Protocol View keeps every applicable declaration and every significant empty value (e.g. security: []).',
  why: 'The view must describe the same server for that version; this rule binds projection tools, not documents.',
  valid: [],
  invalid: [],
  withoutExamples:
    "This rule states what projection and merge tools must do, so no document violates it. The playground's own Protocol views and Native lists follow it.",
};

export default reference;
