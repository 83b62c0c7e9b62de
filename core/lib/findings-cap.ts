// Bounded diagnostics (spec 15.8 req-serialization-untrusted, 16.2 item 9): a hostile document can make any producer
// (the parser, the document schema, a rule) report one finding per entry. Each producer reports at most maxFindings,
// then one `info` summary saying how many more there are, so that the work after it (locating, sorting, rendering)
// stays bounded whatever the input.
import type { Diagnostic } from '../diagnostics.ts';

/** Most findings one producer (the parser, the document schema, one rule) reports for a document. */
export const maxFindings = 1000;

/** The summary that replaces the findings past the cap (no range: it is about the document; listed last). */
export function furtherFindings(rule: string, omitted: number, what: string): Diagnostic {
  return {
    rule,
    severity: 'info',
    path: '',
    message: `${omitted} further ${what} are not shown; fix the ones above first.`,
    detail: { kind: 'further-findings', omitted },
  };
}

export function isFurtherFindings(d: Diagnostic): boolean {
  return d.detail?.kind === 'further-findings';
}

/** The first `max` findings of each rule, and for each rule that had more, one summary of the rest. */
export function capPerRule(diagnostics: Diagnostic[], max = maxFindings): Diagnostic[] {
  if (diagnostics.length <= max) return diagnostics;
  const counts = new Map<string, number>();
  const kept: Diagnostic[] = [];
  for (const d of diagnostics) {
    const n = (counts.get(d.rule) ?? 0) + 1;
    counts.set(d.rule, n);
    if (n <= max) kept.push(d);
  }
  for (const [rule, n] of counts) if (n > max) kept.push(furtherFindings(rule, n - max, 'findings of this rule'));
  return kept;
}
