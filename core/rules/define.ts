// A validation rule of the catalogue (spec 16.5, ../README "Adding a rule"): metadata beside its check.
import type { Diagnostic, Severity } from '../diagnostics.ts';

export interface RuleMeta {
  /** Registered rule id, exactly as the spec's catalogue spells it. */
  id: string;
  /** One-line human title. */
  title: string;
  /** Spec sections where the checked requirements stand, e.g. ['9.1', '9.2']. */
  sections: string[];
  /** The `req-*` anchors the rule checks. */
  anchors: string[];
  /** Severity of the rule's findings (a rule that only warns says 'warning'). */
  severity: Severity;
  /** Whether the rule's applicability depends on the MCP protocol version. */
  protocolVersionDependent: boolean;
  /**
   * Absolute JSON Pointers into the document schema that this rule owns (16.5 rule attribution):
   * a schema finding is attributed to the rule with the longest pointer that is a prefix of the
   * failing keyword's subschema location.
   */
  schemaPointers: string[];
}

/** What a semantic check sees: the decoded document. More context is added as checks need it. */
export interface RuleContext {
  document: unknown;
}

export interface Rule extends RuleMeta {
  /** Semantic check beyond the document schema; absent while the rule is checked by the schema alone or not yet implemented. */
  check?: (context: RuleContext) => Diagnostic[];
}

export function defineRule(rule: Rule): Rule {
  return rule;
}
