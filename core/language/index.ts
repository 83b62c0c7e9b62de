// The language service: editor features computed by the core from the same parse, source map, document schema and
// component resolver the validator uses. Each feature is its own module; a session caches the parse of the last text
// and remembers the last text that parsed, so completion and hover keep working on incomplete text.
import type { Diagnostic, DocumentFormat } from '../diagnostics.ts';
import { validateParsed } from '../validation/pipeline.ts';
import { completions } from './completion.ts';
import { codeActions, codeActionSteps } from './code-actions.ts';
import { createDocumentCache } from './document.ts';
import { hover } from './hover.ts';
import { definition, references, rename, renameTarget } from './navigation.ts';
import { foldingRanges } from './folding.ts';
import { documentSymbols } from './symbols.ts';
import type { SourcePosition, SourceRange } from './types.ts';

export type * from './types.ts';
export {
  completions,
  codeActions,
  codeActionSteps,
  hover,
  definition,
  references,
  rename,
  renameTarget,
  documentSymbols,
  foldingRanges,
};
export { openDocument, type LanguageDocument } from './document.ts';
export { applyEdits } from './text.ts';

export interface LanguageSession {
  completion(text: string, position: SourcePosition, format?: DocumentFormat): ReturnType<typeof completions>;
  hover(text: string, position: SourcePosition, format?: DocumentFormat): ReturnType<typeof hover>;
  codeActions(
    text: string,
    range: SourceRange,
    format?: DocumentFormat,
    diagnostics?: Diagnostic[],
  ): ReturnType<typeof codeActions>;
  /** The same, one verified candidate per step (the worker stops between steps when a newer request arrives). */
  codeActionSteps(text: string, range: SourceRange, format?: DocumentFormat): ReturnType<typeof codeActionSteps>;
  definition(text: string, position: SourcePosition, format?: DocumentFormat): SourceRange[];
  references(text: string, position: SourcePosition, format?: DocumentFormat): SourceRange[];
  renameTarget(text: string, position: SourcePosition, format?: DocumentFormat): ReturnType<typeof renameTarget>;
  rename(text: string, position: SourcePosition, newName: string, format?: DocumentFormat): ReturnType<typeof rename>;
  symbols(text: string, format?: DocumentFormat): ReturnType<typeof documentSymbols>;
  folding(text: string, format?: DocumentFormat): ReturnType<typeof foldingRanges>;
  /**
   * Idle time: parse the latest text if completion or hover did not (large YAML), refreshing the fallback value, and
   * find its findings (texts up to 200 KB) for the quick fixes.
   */
  settle(): void;
}

/** Texts up to this many characters are validated in idle time (settle). */
const settleValidationLimit = 200_000;

export function createLanguageSession(): LanguageSession {
  const cache = createDocumentCache();
  let latest: { text: string; format?: DocumentFormat } | undefined;
  const open = (text: string, format?: DocumentFormat, typing = false) => {
    latest = { text, format };
    return cache.open(text, format, typing);
  };
  // Quick fixes need the validator's findings for the text: computed once per text, from the parse the cache holds.
  let validated: { text: string; format?: DocumentFormat; diagnostics: Diagnostic[] } | undefined;
  const findings = (text: string, format?: DocumentFormat) => {
    if (!validated || validated.text !== text || validated.format !== format)
      validated = { text, format, diagnostics: validateParsed(open(text, format).parsed).diagnostics };
    return validated.diagnostics;
  };
  return {
    completion: (text, position, format) => completions(open(text, format, true), position),
    hover: (text, position, format) => hover(open(text, format, true), position),
    codeActions: (text, range, format, diagnostics) =>
      codeActions(open(text, format), range, diagnostics ?? findings(text, format)),
    codeActionSteps: (text, range, format) => codeActionSteps(open(text, format), range, findings(text, format)),
    definition: (text, position, format) => definition(open(text, format), position),
    references: (text, position, format) => references(open(text, format), position),
    renameTarget: (text, position, format) => renameTarget(open(text, format), position),
    rename: (text, position, newName, format) => rename(open(text, format), position, newName),
    symbols: (text, format) => documentSymbols(open(text, format)),
    folding: (text, format) => foldingRanges(open(text, format)),
    settle: () => {
      cache.settle();
      // The findings of the latest text too, so that the first Ctrl+. on it only verifies fixes (not for huge texts,
      // whose validation would hold up the next completion).
      if (latest && latest.text.length <= settleValidationLimit && open(latest.text, latest.format).parsed.ok)
        findings(latest.text, latest.format);
    },
  };
}
