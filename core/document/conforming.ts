// Diagnostics of the document layer: all under mcpdesc.serialization.conforming (spec 3.1, 15).
import type { Diagnostic, SourceRange } from '../diagnostics.ts';

export const conformingRule = 'mcpdesc.serialization.conforming';

export function conformingError(message: string, path: string, range: SourceRange | undefined): Diagnostic {
  const d: Diagnostic = { rule: conformingRule, severity: 'error', path, message };
  if (range) d.range = range;
  return d;
}
