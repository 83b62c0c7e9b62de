// Fix everything that is safe, as `eslint --fix` does (`mcpdesc fix`): a finding is fixed without asking when exactly
// one of its verified fixes is automatic (a close rename, a coercion the text makes unambiguous, a duplicate or empty
// entry removed, a re-indentation, ...: see Candidate.automatic) and that fix causes no new finding at all. One fix is
// applied at a time, to the text as it then is, until none applies; since each removes at least one finding and adds
// none, this ends. Only the edited spans change: comments, extension members, flow style and member order elsewhere
// stay as written. Ambiguous faults (an undeclared security scheme, a missing version) are left for the user.
import type { Diagnostic, DocumentFormat } from '../diagnostics.ts';
import { validateParsed } from '../validation/pipeline.ts';
import { candidates } from './code-actions.ts';
import { openDocument, type LanguageDocument } from './document.ts';
import { createVerifier, type VerifiedFix } from './fix-verify.ts';

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

/** The one safe fix of some finding of this text, or undefined when no finding has exactly one. */
export function safeFix(doc: LanguageDocument, found: readonly Diagnostic[]): VerifiedFix | undefined {
  if (!doc.parsed.ok) return undefined;
  const verifier = createVerifier(doc, found);
  for (const diagnostic of found) {
    const automatic = candidates(doc, diagnostic, found).filter((c) => c.automatic);
    if (automatic.length === 0) continue;
    const verified = new Map<string, VerifiedFix>();
    for (const candidate of automatic) {
      const fix = verifier.verify(candidate);
      if (fix) verified.set(JSON.stringify(candidate.edits), fix);
    }
    const [only, ...others] = verified.values();
    if (only && others.length === 0 && only.introduced.length === 0 && only.pending === 0) return only;
  }
  return undefined;
}

/** Apply every safe fix, one at a time, until none applies. */
export function fixText(text: string, options: { format?: DocumentFormat } = {}): FixResult {
  let doc = openDocument(text, options);
  let result = validateParsed(doc.parsed);
  const applied: AppliedFix[] = [];
  // Each fix removes a finding and adds none: at most as many rounds as there were findings.
  for (let round = 0, limit = result.diagnostics.length; round < limit; round++) {
    const fix = safeFix(doc, result.diagnostics);
    if (!fix) break;
    applied.push({ title: fix.candidate.title, rule: fix.candidate.diagnostic.rule, path: fix.candidate.diagnostic.path });
    doc = openDocument(fix.text, { format: doc.format });
    result = validateParsed(doc.parsed);
  }
  return { text: doc.text, format: doc.format, applied, diagnostics: result.diagnostics, valid: result.valid };
}
