// What one validation run knows about a document (spec 16.2 item 10, 17.3, 4.10): the document as written, the
// resolved document and where they differ, and the effective protocol scopes, computed once per run and passed down.
import { resolveAll, type Provenance, type ResolvedDocument } from './components.ts';
import { indexScopes, type ScopeIndex } from './scopes.ts';

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

/**
 * The context of one run over a decoded document: references resolved and scopes indexed once, then passed to the
 * document schema, every rule check and the rule results.
 */
export function createRunContext(written: unknown, resolved: ResolvedDocument = resolveAll(written)): RuleContext {
  return { document: resolved.document, written, provenance: resolved.provenance, scopes: indexScopes(resolved.document) };
}
