// A validation rule of the catalogue (spec 16.5, ../README "Adding a rule"): metadata beside its check.
import type { DiagnosticDetail, RelatedLocation, Severity } from '../diagnostics.ts';
import type { Provenance } from '../components.ts';
import type { ScopeIndex } from '../scopes.ts';
import type { ConcernPattern } from './concerns.ts';

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

/** What a semantic check sees. Checks must be defensive: the document may also have structural errors. */
export interface RuleContext {
  /**
   * The resolved document (16.2 item 10, 17.3): the decoded document (data model of spec 3.1) with every resolvable
   * Reference Object replaced by its final target. Paths of findings are pointers into it; the runner maps them back
   * to the document as written through `provenance` (16.5).
   */
  document: unknown;
  /** The decoded document exactly as written (Reference Objects in place), for checks of the references themselves. */
  written: unknown;
  /** Where `document` differs from `written`: one entry per substituted Reference Object. */
  provenance: readonly Provenance[];
  /** Effective protocol scopes of every scoped declaration (4.10), computed once per run. */
  scopes: ScopeIndex;
}

/** One semantic finding; the runner adds the rule id, its severity (unless given) and the source range. */
export interface Finding {
  /** JSON Pointer of the value or member the finding concerns, in the document as written. */
  path: string;
  /**
   * The `req-*` anchor whose sentence this finding violates: one of the rule's `anchors`, chosen where the finding is
   * made (test/rules/catalogue.test.ts checks every emitted one against the catalogue).
   */
  requirement: string;
  message: string;
  /** Defaults to the rule's severity. */
  severity?: Severity;
  /** The MCP protocol version the finding depends on (16.5: SHOULD be identified). */
  protocolVersion?: string;
  detail?: DiagnosticDetail;
  relatedLocations?: RelatedLocation[];
}

export interface Rule extends RuleMeta {
  /**
   * 'written' for a check whose findings are pointers into `context.written` (not mapped through provenance); by
   * default a check reads `context.document`, the resolved document.
   */
  reads?: 'written';
  /** Semantic check beyond the document schema; absent while the rule is checked by the schema alone or not yet implemented. */
  check?: (context: RuleContext) => Finding[];
}

export function defineRule(rule: Rule): Rule {
  return rule;
}
