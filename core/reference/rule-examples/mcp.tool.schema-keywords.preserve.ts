// Rule reference of mcp.tool.schema-keywords.preserve: what it checks and why, with examples checked by test/rules/examples.test.ts.
import type { RuleReference } from './types.ts';

const reference: RuleReference = {
  rule: 'mcp.tool.schema-keywords.preserve',
  area: '9',
  checks: 'Keywords of tool schemas are kept as written, and every keyword of the dialect is accepted.',
  why: "A description must not change a tool's schema: clients validate arguments with exactly what the server declared.",
  valid: [],
  invalid: [],
  withoutExamples: 'This validator does not check this rule yet, so it has no checked example.',
};

export default reference;
