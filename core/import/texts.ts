// Import of captured MCP results over texts: a description built from them, validated by the pipeline; loaded when used.
import type { Diagnostic, DocumentFormat } from '../diagnostics.ts';
import { serialize } from '../document/index.ts';
import { importCaptures, type ImportProblem, type ServerIdentity } from './import.ts';
import { validateText } from '../validation/pipeline.ts';

export type { ImportProblem, ImportProblemCode, ServerIdentity } from './import.ts';

export type ImportTextResult =
  | {
      ok: true;
      text: string;
      format: DocumentFormat;
      protocolVersions: string[];
      notes: ImportProblem[];
      diagnostics: Diagnostic[];
    }
  | { ok: false; problems: ImportProblem[] };

/**
 * A description built from captured MCP results (initialize, tools/list, resources/list, resources/templates/list,
 * prompts/list; bare or as JSON-RPC responses) whose native projection returns exactly the captured lists; several
 * versions are imported each and merged (4.13). `protocolVersion` applies to captures no initialize result precedes;
 * `server` (name and version) is the description's info when no capture names the server.
 */
export function importTexts(
  captures: readonly { name: string; text: string }[],
  options: { protocolVersion?: string; server?: ServerIdentity; format?: DocumentFormat } = {},
): ImportTextResult {
  const format = options.format ?? 'json';
  // Each built description is validated as the text that is returned, so a single version's is validated once.
  const validated = new Map<unknown, { text: string; diagnostics: Diagnostic[] }>();
  const validate = (document: unknown) => {
    const text = serialize(document, format);
    const diagnostics = validateText(text, { format }).diagnostics;
    validated.set(document, { text, diagnostics });
    return diagnostics;
  };
  const imported = importCaptures(captures, {
    protocolVersion: options.protocolVersion,
    server: options.server,
    validate,
  });
  if (!imported.ok) return imported;
  const { text, diagnostics } = validated.get(imported.document) ?? {
    text: serialize(imported.document, format),
    diagnostics: [],
  };
  const final = validated.has(imported.document) ? diagnostics : validateText(text, { format }).diagnostics;
  return {
    ok: true,
    text,
    format,
    protocolVersions: imported.protocolVersions,
    notes: imported.notes,
    diagnostics: final,
  };
}
