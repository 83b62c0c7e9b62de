// The one document that format, view and native read: decoded strictly as UTF-8 (15.2), its format from
// --input-format, the file name or the text, and the parts of the core it can need installed.
import type { DocumentFormat } from '../core/diagnostics.ts';
import { declaredProtocolVersions, decodeDocumentBytes, detectFormat } from '../core/validation/pipeline.ts';
import { installParts } from '../core/validation/parts.ts';
import { CliFailure, UsageError } from './args.ts';
import { formatFromName } from './file-names.ts';
import { readInput, type Io } from './io.ts';
import { byteOrderMark, startsWithByteOrderMark } from './text-file.ts';

export interface InputDocument {
  text: string;
  format: DocumentFormat;
  /** The text as the file holds it, with the byte order mark the decoder drops (./text-file.ts); readDocument sets it. */
  original?: string;
}

/**
 * The text of `input` read from `file`, or a CliFailure (exit 1) naming the first byte that is not UTF-8. Such a file
 * is read but is not a conforming MCP Description (15.2, rule mcpdesc.serialization.conforming): validate reports it as
 * an error of the document (exit 1), so every command that takes a document fails on it as on an invalid one (exit 1);
 * exit 2 stays for the command line and the file system.
 */
export function decodeInput(file: string, input: Uint8Array | string): string {
  if (typeof input === 'string') return input;
  const decoded = decodeDocumentBytes(input);
  if (decoded.ok) return decoded.text;
  const { range, detail, rule } = decoded.diagnostic;
  const offset = detail && 'byteOffset' in detail ? Number(detail.byteOffset) : 0;
  const hex = `0x${input[offset]!.toString(16).toUpperCase().padStart(2, '0')}`;
  const at = `line ${range!.start.line}, column ${range!.start.column} (offset ${offset}, ${hex})`;
  const name = file === '-' ? 'standard input' : file;
  throw new CliFailure(
    `${name} is not UTF-8 text: the byte at ${at} is not valid UTF-8 (${rule}, 15.2); save it as UTF-8`,
    1,
  );
}

/** How a command reads its one document. */
export interface ReadOptions {
  /** --input-format; otherwise the file name's, else detected from the text. */
  inputFormat?: DocumentFormat;
  /** A protocol version the command names (view, native, docs), whose MCP types it may need. */
  version?: string;
  /** The command may validate any version (fix verifies its fixes; docs of every version), so every part is installed. */
  everyVersion?: boolean;
  /** The command's name, for the message when FILE is a folder ("specs is a folder; view takes one file, …"). */
  command?: string;
}

export async function readDocument(
  io: Io,
  file: string,
  { inputFormat, version, everyVersion = false, command }: ReadOptions = {},
): Promise<InputDocument> {
  const input = readInput(io, file, command ? { name: command, takes: 'one file' } : undefined);
  const text = decodeInput(file, input);
  const format = inputFormat ?? formatFromName(file) ?? detectFormat(text);
  await installParts({ texts: [text], version, everyVersion, format });
  const original = typeof input !== 'string' && startsWithByteOrderMark(input) ? byteOrderMark + text : text;
  return { text, format, original };
}

/** Several inputs (merge, import: `command`), each decoded; every part of the core installed (they may use any version). */
export async function readInputs(
  io: Io,
  files: readonly string[],
  command: string,
): Promise<{ name: string; text: string; format?: DocumentFormat }[]> {
  const inputs = files.map((file) => ({
    name: file,
    text: decodeInput(file, readInput(io, file, { name: command, takes: 'files' })),
    format: formatFromName(file),
  }));
  // The YAML reader too: --input-format may read any of them as YAML.
  await installParts({ texts: inputs.map((i) => i.text), everyVersion: true, format: 'yaml' });
  return inputs;
}

/**
 * The protocol version a command works on: `given` (--protocol-version), else the only supported version the
 * document declares in root protocolVersions; with several, a usage error listing them.
 */
export function protocolVersion(file: string, document: InputDocument, given: string | undefined): string {
  if (given !== undefined) return given;
  const declared = declaredProtocolVersions(document.text, { format: document.format });
  if (declared === undefined)
    throw new CliFailure(`${file} cannot be read as a document (run mcpdesc validate ${file} to see why)`, 1);
  if (declared.length === 1) return declared[0]!;
  throw new UsageError(
    declared.length === 0
      ? `${file} declares no protocol version this CLI knows: give --protocol-version V`
      : severalVersions(file, declared),
  );
}

/** The usage error of a command that needs one protocol version of a document that declares several. */
export function severalVersions(file: string, declared: readonly string[]): string {
  return `${file} declares ${declared.join(', ')}: give --protocol-version V`;
}
