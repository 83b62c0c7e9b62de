// The shape of a rule's reference entry (core/reference/rule-examples/<rule-id>.ts): plain data, no test framework.
import type { DocumentFormat } from '../../diagnostics.ts';

export interface RuleExample {
  /** What the example shows, in a few words. */
  title: string;
  format: DocumentFormat;
  /** A whole document, as a user would write it. */
  text: string;
}

export interface InvalidRuleExample extends RuleExample {
  /** The rule's first finding for `text`: JSON Pointer, 1-based line and, where it depends on one, the protocol version. */
  finding: { path: string; line: number; protocolVersion?: string };
}

export interface RuleReference {
  rule: string;
  /** Top-level spec section the index groups the rule under ('9' for Tools). */
  area: string;
  /** What the rule checks, in the project's own words. */
  checks: string;
  /** Why the specification asks for it. */
  why: string;
  /** Documents without the rule's findings. */
  valid: RuleExample[];
  /** Documents with at least one finding of the rule. */
  invalid: InvalidRuleExample[];
  /** Why the rule has no examples (a rule on tools rather than documents, or one this validator does not check). */
  withoutExamples?: string;
}
