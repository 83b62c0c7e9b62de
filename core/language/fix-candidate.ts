// A quick fix as generated (core/language/code-actions.ts), before it is verified (fix-verify.ts).
import type { Diagnostic } from '../diagnostics.ts';
import type { TextEdit } from './types.ts';

/** How a fix relocates pointers: a member (subtree) renamed or moved (`to`), or removed (no `to`); an array item removed. */
export type Move = { from: string; to?: string } | { array: string; removed: number };

/**
 * What a fix does, from the most to the least likely intent: ranks fixes that remove as many errors alike
 * (fix-verify.ts), and says which may be applied without asking (`mcpdesc fix`).
 */
export type FixKind = 'rename' | 'move' | 'coerce' | 'dedupe' | 'remove-empty' | 'change' | 'add-version' | 'narrow' | 'insert' | 'declare' | 'remove';

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
