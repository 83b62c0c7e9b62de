// A validation rule of the catalogue (spec 16.5, docs/development.md "Adding a rule"): metadata beside its check.
import type { Finding, Severity } from '../diagnostics.ts';
import type { RuleContext } from '../model/run-context.ts';
import type { ConcernPattern } from './concerns.ts';

// A check reports Findings over a RuleContext; both live below the rules (model helpers find on the rules' behalf),
// and are re-exported here so that a rule module imports everything it defines itself with from one place.
export type { Finding, RuleContext };

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
  /**
   * The requirement of each structural finding the rule owns: the `req-*` anchor of the member or constraint that a
   * failing schema location expresses, by the longest prefix (whole tokens) of the failing keyword's location, which
   * for `required` and `additionalProperties` ends with the member concerned (`/$defs/Tool/required/inputSchema`,
   * `/$defs/Info/additionalProperties/protocolVersions`). Every one of `schemaPointers` has an entry
   * (test/rules/catalogue.test.ts). Where parts of the document share one definition, the anchor is chosen by the
   * innermost member of the finding's path that the entry names, else its `*` (`{ elicitations: …, '*': … }`).
   */
  schemaRequirements?: Readonly<Record<string, string | Readonly<Record<string, string>>>>;
  /**
   * What the rule concerns in a document (16.5 rule results): JSON Pointer patterns into the document, `*` for any
   * one member or index and `**` for any depth (see ./concerns.ts). A document with no part at any of them is one
   * the rule does not apply to (`not-applicable`), however its checks ran. Every rule with a check or schema
   * pointers declares it (test/rules/catalogue.test.ts); `['']` is the whole document.
   */
  appliesTo?: ConcernPattern[];
}

export interface Rule extends RuleMeta {
  /**
   * 'written' for a check whose findings are pointers into `context.written` (not mapped through provenance); by
   * default a check reads `context.document`, the resolved document.
   */
  reads?: 'written';
  /**
   * Top-level members of the document (`tools`, `transports`, …) without which `check` cannot find anything: the
   * runner skips the check when the document, as written and resolved, has none of them. Declared from a review of
   * everything the check reads (not from `appliesTo`), so that skipping changes no finding and no rule result
   * (test/rules/needs.property.test.ts); absent for a check that reads the whole document.
   */
  needs?: readonly string[];
  /** Semantic check beyond the document schema; absent while the rule is checked by the schema alone or not yet implemented. */
  check?: (context: RuleContext) => Finding[];
}

export function defineRule(rule: Rule): Rule {
  return rule;
}
