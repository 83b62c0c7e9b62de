// Diagnostics as spec 16.5 defines them: rule, severity, location in the document as written.

/** 1-based line and column (column counts UTF-16 code units, as editors do). */
export interface SourcePosition {
  line: number;
  column: number;
}

export interface SourceRange {
  start: SourcePosition;
  end: SourcePosition;
}

export type Severity = 'error' | 'warning' | 'info';

/** Factual detail of a schema-derived finding (validation result format 1.4.0). */
export type DiagnosticDetail =
  | { kind: 'missing-member'; member: string }
  | { kind: 'unexpected-member'; member: string; allowedMembers?: string[] }
  | { kind: 'invalid-value'; allowedValues?: unknown[] }
  | { kind: 'type-mismatch'; expectedTypes: string[] }
  | { kind: 'conflicting-members'; members: string[]; selector?: string }
  | { kind: 'missing-alternative' }
  | { kind: 'constraint'; keyword: string; [fact: string]: unknown }
  | { kind: string; [fact: string]: unknown };

export interface RelatedLocation {
  relation: string;
  path: string;
  range?: SourceRange;
}

export interface Diagnostic {
  /** Registered rule id, e.g. `mcpdesc.document.schema`. */
  rule: string;
  severity: Severity;
  /** JSON Pointer into the document as written ('' is the root). */
  path: string;
  /**
   * The `req-*` anchor of the specification sentence the finding violates, always one the catalogue lists for `rule`.
   * Absent only on summaries of findings left out and on the playground's own notes (no catalogue rule).
   */
  requirement?: string;
  message: string;
  /** The MCP protocol version the finding depends on, when it depends on one. */
  protocolVersion?: string;
  range?: SourceRange;
  detail?: DiagnosticDetail;
  relatedLocations?: RelatedLocation[];
}

/**
 * One finding of a rule's check, before the runner turns it into a Diagnostic (adding the rule id, its severity
 * unless given, provenance and the source range). Shared by the rules and the model helpers that find on their behalf.
 */
export interface Finding {
  /**
   * JSON Pointer of the value or member concerned, in the document the check reads: the resolved document by default
   * (the runner maps it back to the document as written through provenance, 16.5), or the document as written for a
   * rule that `reads: 'written'`.
   */
  path: string;
  /**
   * The `req-*` anchor whose sentence this finding violates: one of the rule's `anchors`, chosen where the finding is
   * made (test/rules/requirements.test.ts checks every emitted one against the catalogue).
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

export type DocumentFormat = 'json' | 'yaml';

export const severityOrder: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
