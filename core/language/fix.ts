// Fix everything that is safe, as `eslint --fix` does (`mcpdesc fix`): a finding is fixed without asking when exactly
// one of its verified fixes is automatic (a close rename, a coercion the text makes unambiguous, a duplicate or empty
// entry removed, a re-indentation, ...: see Candidate.automatic) and that fix causes no new finding at all. Fixes are
// applied to the text as it then is, round after round, until none applies; since each round removes findings and
// adds none, this ends. Only the edited spans change: comments, extension members, flow style and member order elsewhere
// stay as written. Ambiguous faults (an undeclared security scheme, a missing version) are left for the user.
import type { Diagnostic, DocumentFormat } from '../diagnostics.ts';
import { validateParsed } from '../validation/pipeline.ts';
import { candidates } from './code-actions.ts';
import { openDocument, type LanguageDocument } from './document.ts';
import { applyEdits } from './text.ts';
import { createVerifier, onlySafeFix, type VerifiedFix } from './fix-verify.ts';

export interface AppliedFix {
  title: string;
  rule: string;
  path: string;
}

export interface FixResult {
  /** The fixed text (the input when nothing applied). */
  text: string;
  format: DocumentFormat;
  /** The fixes applied, in order. */
  applied: AppliedFix[];
  /** The findings of the fixed text. */
  diagnostics: Diagnostic[];
  /** No error remains. */
  valid: boolean;
}

/** Most candidate verifications (one validation each) one run of fixText spends; what is left is listed, not fixed. */
export const maxVerifications = 400;

/**
 * The safe fix of each finding of this text that has exactly one (distinct edits, none overlapping an earlier one),
 * in document order. `budget.left` counts down the verifications spent.
 */
export function safeFixes(
  doc: LanguageDocument,
  found: readonly Diagnostic[],
  budget: { left: number },
): VerifiedFix[] {
  if (!doc.parsed.ok) return [];
  const verifier = createVerifier(doc, found);
  const chosen: VerifiedFix[] = [];
  const taken: [number, number][] = [];
  for (const diagnostic of found) {
    if (budget.left <= 0) break;
    const automatic = candidates(doc, diagnostic, found).filter((c) => c.automatic);
    if (automatic.length === 0) continue;
    const verified: VerifiedFix[] = [];
    for (const candidate of automatic) {
      budget.left--;
      const fix = verifier.verify(candidate);
      if (fix) verified.push(fix);
    }
    const only = onlySafeFix(verified);
    if (!only) continue;
    const spans = only.candidate.edits.map(
      (e) => [doc.index.offset(e.range.start), doc.index.offset(e.range.end)] as [number, number],
    );
    if (chosen.some((c) => c.text === only.text) || spans.some(([a, b]) => taken.some(([c, d]) => a <= d && c <= b)))
      continue;
    chosen.push(only);
    taken.push(...spans);
  }
  return chosen;
}

/** Findings counted by rule and severity. */
function counts(diagnostics: readonly Diagnostic[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const d of diagnostics) found.set(`${d.rule} ${d.severity}`, (found.get(`${d.rule} ${d.severity}`) ?? 0) + 1);
  return found;
}

/**
 * Apply every safe fix until none applies. Each round applies the safe fixes of all findings together (their edits
 * do not overlap) when the result has, for every rule and severity, as many fewer findings as fixes target it and no
 * other change; otherwise the first alone (verified by itself). Each round removes findings and adds none, so this
 * ends; a document with very many findings stops after `maxVerifications` and lists the rest.
 */
export function fixText(text: string, options: { format?: DocumentFormat } = {}): FixResult {
  let doc = openDocument(text, options);
  let result = validateParsed(doc.parsed);
  const applied: AppliedFix[] = [];
  const budget = { left: maxVerifications };
  for (let round = 0, limit = result.diagnostics.length; round < limit && budget.left > 0; round++) {
    const fixes = safeFixes(doc, result.diagnostics, budget);
    if (fixes.length === 0) break;
    let chosen = fixes.slice(0, 1);
    let next = openDocument(fixes[0]!.text, { format: doc.format });
    if (fixes.length > 1) {
      const together = openDocument(
        applyEdits(
          doc.text,
          fixes.flatMap((f) => f.candidate.edits),
        ),
        { format: doc.format },
      );
      const after = counts(validateParsed(together.parsed).diagnostics);
      const expected = counts(result.diagnostics);
      for (const f of fixes)
        expected.set(
          `${f.candidate.diagnostic.rule} ${f.candidate.diagnostic.severity}`,
          (expected.get(`${f.candidate.diagnostic.rule} ${f.candidate.diagnostic.severity}`) ?? 0) - 1,
        );
      if (together.parsed.ok && [...after].every(([k, n]) => n <= (expected.get(k) ?? 0))) {
        chosen = fixes;
        next = together;
      }
    }
    for (const fix of chosen)
      applied.push({
        title: fix.candidate.title,
        rule: fix.candidate.diagnostic.rule,
        path: fix.candidate.diagnostic.path,
      });
    doc = next;
    result = validateParsed(doc.parsed);
  }
  return { text: doc.text, format: doc.format, applied, diagnostics: result.diagnostics, valid: result.valid };
}
