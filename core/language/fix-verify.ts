// Verified before offered: a candidate fix is applied to the text and the result validated. It is kept only when the
// finding it targets is gone and no new error appears (an error at a value the user is to complete, a snippet's
// hole, is expected); the warnings it introduces are named. Findings are compared by rule, severity, protocol
// version, path and detail (not by message), the paths of the text before mapped through what the fix renamed, moved
// or removed, so that a shifted array index is not mistaken for a new finding.
import type { Diagnostic } from '../diagnostics.ts';
import { findingsOf, findingsOfValue } from '../validation/pipeline.ts';
import { appendPointer } from '../lib/pointer.ts';
import type { LanguageDocument } from './document.ts';
import { valueAfterLocalEdit } from './partial-parse.ts';
import { applyEdits } from './text.ts';
import type { TextEdit } from './types.ts';

/**
 * What a fix does, from the most to the least likely intent: ranks fixes that remove as many errors alike
 * (fix-verify.ts), and says which may be applied without asking (`mcpdesc fix`).
 */
export type FixKind =
  | 'rename'
  | 'move'
  | 'coerce'
  | 'dedupe'
  | 'remove-empty'
  | 'change'
  | 'add-version'
  | 'narrow'
  | 'insert'
  | 'declare'
  | 'remove';

/** A fix of one finding as generated, before it is verified. */
export interface Candidate {
  title: string;
  diagnostic: Diagnostic;
  kind: FixKind;
  /** The edits as plain text (holes written as values that do not validate). */
  edits: TextEdit[];
  /** The single edit as a snippet with tab stops, when the user completes values. */
  snippet?: string;
  /** Where in `edits[0].text` the first value the user completes is (offset and length). */
  firstHole?: { offset: number; length: number };
  /** Pointers (in the fixed text) of the values the user completes: findings at or below them are expected. */
  holes: string[];
  /** How pointers of the text before map to the text after (renamed, moved or removed members and items). */
  moves: Move[];
  /**
   * Likely intent that keeps what the user wrote and needs no input from them: applied by `mcpdesc fix` when it is
   * the only such fix of its finding. Removing written content, declaring new names, inserting values and narrowing
   * a scope are always the user's choice.
   */
  automatic: boolean;
  /** Generation order within the finding (closest names and unused values first). */
  order: number;
}

/** How a fix relocates pointers: a member (subtree) renamed or moved (`to`), or removed (no `to`); an array item removed. */
export type Move = { from: string; to?: string } | { array: string; removed: number };

/** Where a pointer of the text before the fix is in the text after it (undefined: it was removed). */
export function relocate(pointer: string, moves: readonly Move[]): string | undefined {
  let current: string | undefined = pointer;
  for (const move of moves) {
    if (current === undefined) return undefined;
    if ('from' in move) {
      if (current === move.from || current.startsWith(`${move.from}/`))
        current = move.to === undefined ? undefined : move.to + current.slice(move.from.length);
      continue;
    }
    if (!current.startsWith(`${move.array}/`)) continue;
    const rest = current.slice(move.array.length + 1);
    const slash = rest.indexOf('/');
    const index = Number(slash < 0 ? rest : rest.slice(0, slash));
    if (!Number.isInteger(index)) continue;
    if (index === move.removed) current = undefined;
    else if (index > move.removed)
      current = appendPointer(move.array, index - 1) + (slash < 0 ? '' : rest.slice(slash));
  }
  return current;
}

function key(d: Diagnostic, path: string): string {
  const detail = d.detail as { kind?: string; member?: unknown } | undefined;
  return `${d.rule}\u0000${d.severity}\u0000${d.protocolVersion ?? ''}\u0000${path}\u0000${detail?.kind ?? ''}\u0000${typeof detail?.member === 'string' ? detail.member : ''}`;
}

function within(pointer: string, holes: readonly string[]): boolean {
  return holes.some((h) => pointer === h || pointer.startsWith(`${h}/`));
}

export interface VerifiedFix {
  candidate: Candidate;
  /** The text with the fix applied. */
  text: string;
  /** Findings of the text before that the fix removes (the target among them). */
  resolved: Diagnostic[];
  /** New findings, other than at values the user completes. */
  introduced: Diagnostic[];
  /** New errors at values the user completes (a snippet's holes). */
  pending: number;
}

/**
 * The fix `mcpdesc fix` applies to one finding, among the verified fixes of that finding: the only automatic one
 * (fixes with the same edits count once), when it causes no new finding at all.
 */
export function onlySafeFix(fixes: readonly VerifiedFix[]): VerifiedFix | undefined {
  const distinct = new Map<string, VerifiedFix>();
  for (const fix of fixes) if (fix.candidate.automatic) distinct.set(JSON.stringify(fix.candidate.edits), fix);
  const [only, ...others] = distinct.values();
  return only && others.length === 0 && only.introduced.length === 0 && only.pending === 0 ? only : undefined;
}

/** The comparison of one edited text with the findings before it (shared by candidates with the same edits). */
interface Outcome {
  text: string;
  parsed: boolean;
  resolved: Diagnostic[];
  introduced: Diagnostic[];
  pending: number;
}

/** The findings of the document's text with `edits` applied (`after`): YAML re-parsed only where it changed, when that is sure. */
function validateEdited(
  doc: LanguageDocument,
  edits: readonly TextEdit[],
  after: string,
): { parsed: boolean; diagnostics: Diagnostic[] } {
  const local = valueAfterLocalEdit(doc, edits, after);
  return local
    ? { parsed: true, diagnostics: findingsOfValue(local.value) }
    : findingsOf(after, { format: doc.format });
}

/** Verifies candidates of one text; each distinct edit is validated once. */
export function createVerifier(doc: LanguageDocument, before: readonly Diagnostic[]) {
  const outcomes = new Map<string, Outcome>();
  const outcome = (candidate: Candidate): Outcome => {
    const id = JSON.stringify([candidate.edits, candidate.moves, candidate.holes]);
    let found = outcomes.get(id);
    if (!found) {
      found = compare(doc, before, candidate);
      outcomes.set(id, found);
    }
    return found;
  };
  return {
    /** The verified fix, or undefined when the target stays, the text no longer parses, or an error appears. */
    verify(candidate: Candidate): VerifiedFix | undefined {
      const result = outcome(candidate);
      const target = key(candidate.diagnostic, candidate.diagnostic.path);
      if (!result.parsed || !result.resolved.some((d) => d === candidate.diagnostic || key(d, d.path) === target))
        return undefined;
      if (result.introduced.some((d) => d.severity === 'error')) return undefined;
      return {
        candidate,
        text: result.text,
        resolved: result.resolved,
        introduced: result.introduced,
        pending: result.pending,
      };
    },
  };
}

function compare(doc: LanguageDocument, before: readonly Diagnostic[], candidate: Candidate): Outcome {
  const fixed = applyEdits(doc.text, candidate.edits);
  const after = validateEdited(doc, candidate.edits, fixed);
  if (!after.parsed) return { text: fixed, parsed: false, resolved: [], introduced: [], pending: 0 };
  // Findings before, at their place after the fix; those the fix removed with their member are resolved.
  const waiting = new Map<string, Diagnostic[]>();
  const resolved = new Set<Diagnostic>();
  for (const d of before) {
    const moved = relocate(d.path, candidate.moves);
    if (moved === undefined) {
      resolved.add(d);
      continue;
    }
    const k = key(d, moved);
    const list = waiting.get(k);
    if (list) list.push(d);
    else waiting.set(k, [d]);
  }
  const introduced: Diagnostic[] = [];
  let pending = 0;
  // Past the cap on findings (15.8), the list after a fix shows findings the list before left out: there, a finding
  // is new only when its rule and severity have more findings than before.
  const capped = before.some((d) => d.detail?.kind === 'further-findings');
  const tally = (list: readonly Diagnostic[]) =>
    list.reduce(
      (m, d) => m.set(`${d.rule} ${d.severity}`, (m.get(`${d.rule} ${d.severity}`) ?? 0) + 1),
      new Map<string, number>(),
    );
  const countsBefore = capped ? tally(before) : undefined;
  const countsAfter = capped ? tally(after.diagnostics) : undefined;
  for (const d of after.diagnostics) {
    const list = waiting.get(key(d, d.path));
    if (list && list.length > 0) {
      list.pop();
      continue;
    }
    if (
      countsBefore &&
      (countsAfter!.get(`${d.rule} ${d.severity}`) ?? 0) <= (countsBefore.get(`${d.rule} ${d.severity}`) ?? 0)
    )
      continue;
    if (within(d.path, candidate.holes)) {
      if (d.severity === 'error') pending++;
      continue;
    }
    introduced.push(d);
  }
  for (const list of waiting.values()) for (const d of list) resolved.add(d);
  return { text: fixed, parsed: true, resolved: before.filter((d) => resolved.has(d)), introduced, pending };
}

const kindRank: Record<FixKind, number> = {
  rename: 0,
  move: 0,
  coerce: 0,
  dedupe: 0,
  'remove-empty': 1,
  change: 1,
  'add-version': 2,
  narrow: 3,
  insert: 4,
  declare: 4,
  remove: 5,
};

/**
 * Most likely intent first: the fix that removes the most errors (less the values left for the user to complete),
 * then the kind of fix (a rename to a close member before inserting a missing one), then fewer new warnings, then the
 * generation order (closest names, values not yet used).
 */
export function rankFixes(fixes: readonly VerifiedFix[]): VerifiedFix[] {
  const score = (f: VerifiedFix) => f.resolved.filter((d) => d.severity === 'error').length - f.pending;
  return [...fixes].sort(
    (a, b) =>
      score(b) - score(a) ||
      kindRank[a.candidate.kind] - kindRank[b.candidate.kind] ||
      a.introduced.length - b.introduced.length ||
      a.candidate.order - b.candidate.order,
  );
}
