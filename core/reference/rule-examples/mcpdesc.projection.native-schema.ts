// Rule reference of mcpdesc.projection.native-schema: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcpdesc.projection.native-schema',
  area: '4',
  checks:
    'Native projection produces a value that the pinned MCP schema of the version accepts, without repairing or inventing data.',
  why: 'A projected list must be exactly what a conforming server returns; this rule binds projection tools, not documents.',
  valid: [],
  invalid: [],
  withoutExamples:
    "This rule states what projection and merge tools must do, so no document violates it. The playground's own Protocol views and Native lists follow it.",
};

export default reference;
