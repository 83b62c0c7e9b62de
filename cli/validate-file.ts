// Validating one file's content: what the main thread does for a few files and each worker thread for many. Only the
// parts of the core the text can need are installed first (core/validation/parts.ts).
import type { DocumentFormat } from '../core/diagnostics.ts';
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
}

export async function validateJob({ file, input, inputFormat, ruleResults }: ValidateJob): Promise<FileReport> {
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
  };
}
