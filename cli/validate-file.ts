// Validating one file's content: what the main thread does for a few files and each worker thread for many. Only the
// parts of the core the text can need are installed first (core/validation/parts.ts). For the stylish report, an
// invalid file's fixes are also run (core/language/fix.ts, loaded then) to count what `mcpdesc fix` would repair.
import type { Diagnostic, DocumentFormat } from '../core/diagnostics.ts';
import { decodeDocumentBytes, detectFormat, validateBytes, validateText } from '../core/validation/pipeline.ts';
import { installParts } from '../core/validation/parts.ts';
import { formatFromName } from './file-names.ts';
import type { FileReport } from './reports/types.ts';

export interface ValidateJob {
  file: string;
  /** The file's bytes (decoded strictly as UTF-8 here), or its text. */
  input: Uint8Array | string;
  /** --input-format; otherwise the file name's, else detected from the text. */
  inputFormat?: DocumentFormat;
  ruleResults: boolean;
  /** Count what `mcpdesc fix` would remove when the file is invalid (the stylish report's fixable line). */
  fixable?: boolean;
}

export async function validateJob({
  file,
  input,
  inputFormat,
  ruleResults,
  fixable,
}: ValidateJob): Promise<FileReport> {
  const decoded = typeof input === 'string' ? { ok: true as const, text: input } : decodeDocumentBytes(input);
  const format = inputFormat ?? formatFromName(file) ?? (decoded.ok ? detectFormat(decoded.text) : undefined);
  let result;
  if (decoded.ok) {
    await installParts({ texts: [decoded.text], format });
    result = validateText(decoded.text, { format });
  } else result = validateBytes(input as Uint8Array, { format });
  return {
    file,
    valid: result.valid,
    diagnostics: result.diagnostics,
    ...(ruleResults ? { ruleResults: result.ruleResults } : {}),
    ...(fixable && !result.valid && decoded.ok
      ? { fixable: await fixableCounts(decoded.text, format, result.diagnostics) }
      : {}),
  };
}

/**
 * How many errors and warnings `mcpdesc fix` would remove: the findings before and after running its fixes on the
 * same text (fixing adds no finding of any rule and severity, so the difference is what it repaired).
 */
async function fixableCounts(
  text: string,
  format: DocumentFormat | undefined,
  before: readonly Diagnostic[],
): Promise<{ errors: number; warnings: number }> {
  // Verifying a fix may validate any protocol version, as `mcpdesc fix` does (cli/document.ts, everyVersion).
  await installParts({ texts: [text], everyVersion: true });
  // Loaded only here: a validation that counts no fixes does not load the language service.
  const { fixText } = await import('../core/language/fix.ts');
  const after = fixText(text, { format }).diagnostics;
  const count = (list: readonly Diagnostic[], severity: Diagnostic['severity']) =>
    list.filter((d) => d.severity === severity).length;
  return {
    errors: count(before, 'error') - count(after, 'error'),
    warnings: count(before, 'warning') - count(after, 'warning'),
  };
}
