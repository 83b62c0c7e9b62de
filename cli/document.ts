// The one document that format, view and native read: decoded strictly as UTF-8 (15.2), its format from
// --input-format, the file name or the text, and the parts of the core it can need installed.
import type { DocumentFormat } from '../core/diagnostics.ts';
import { decodeDocumentBytes, detectFormat } from '../core/validation/pipeline.ts';
import { installParts } from '../core/validation/parts.ts';
import { CliFailure } from './args.ts';
import { formatFromName } from './file-names.ts';
import { readInput, type Io } from './io.ts';

export interface InputDocument {
  text: string;
  format: DocumentFormat;
}

/** `version`: a protocol version the command names (view, native), whose MCP types it may need. */
/** `everyVersion`: the command may validate any version (fix verifies its fixes), so every part is installed. */
export async function readDocument(
  io: Io,
  file: string,
  inputFormat: DocumentFormat | undefined,
  version?: string,
  everyVersion = false,
): Promise<InputDocument> {
  const input = readInput(io, file);
  const decoded = typeof input === 'string' ? { ok: true as const, text: input } : decodeDocumentBytes(input);
  if (!decoded.ok) throw new CliFailure(`${file}: ${decoded.diagnostic.message}`, 1);
  const format = inputFormat ?? formatFromName(file) ?? detectFormat(decoded.text);
  await installParts({ texts: [decoded.text], version, everyVersion, format });
  return { text: decoded.text, format };
}

/** Several inputs (merge, import), each decoded; every part of the core installed (they may use any version). */
export async function readInputs(
  io: Io,
  files: readonly string[],
): Promise<{ name: string; text: string; format?: DocumentFormat }[]> {
  const inputs = files.map((file) => {
    const input = readInput(io, file);
    const decoded = typeof input === 'string' ? { ok: true as const, text: input } : decodeDocumentBytes(input);
    if (!decoded.ok) throw new CliFailure(`${file}: ${decoded.diagnostic.message}`, 2);
    return { name: file, text: decoded.text, format: formatFromName(file) };
  });
  // The YAML reader too: --input-format may read any of them as YAML.
  await installParts({ texts: inputs.map((i) => i.text), everyVersion: true, format: 'yaml' });
  return inputs;
}
