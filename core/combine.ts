// Merge (4.13) and import of captured MCP results, over texts: built on the validation pipeline, loaded when used.
import type { Diagnostic, DocumentFormat } from './diagnostics.ts';
import { serialize } from './document/index.ts';
import { mergeDocuments, type MergeConflict } from './merge/merge.ts';
import { importCaptures, type ImportProblem } from './import/import.ts';
import { analyze, validateText } from './pipeline.ts';

export type { MergeConflict, MergeConflictKind, ConflictLocation } from './merge/merge.ts';
export { mergeConflictRequirements } from './merge/merge.ts';
export type { ImportProblem, ImportProblemCode } from './import/import.ts';

export type MergeTextResult =
  | { ok: true; text: string; format: DocumentFormat; diagnostics: Diagnostic[] }
  | { ok: false; conflicts: MergeConflict[] };

/**
 * Merge (4.13) of several documents given as text: validates every input, merges their Effective Protocol Views and
 * validates the aggregate. The result is in `format`, or the first input's format. Conflicts name their kind, the
 * protocol versions and the place in every input concerned.
 */
export function mergeTexts(inputs: readonly { name: string; text: string; format?: DocumentFormat }[], options: { format?: DocumentFormat } = {}): MergeTextResult {
  if (inputs.length === 0) return { ok: false, conflicts: [{ kind: 'input-invalid', message: 'Nothing to merge: give at least one document (4.13).', protocolVersions: [], locations: [] }] };
  const analyzed = inputs.map((input) => ({ input, ...analyze(input.text, { format: input.format }) }));
  const merged = mergeDocuments(
    analyzed.map(({ input, parsed, result }) => ({
      name: input.name,
      document: parsed.value,
      errors: result.diagnostics.filter((d) => d.severity === 'error'),
      rangeOf: (pointer: string) => parsed.sourceMap.rangeOf(pointer),
    })),
  );
  if (!merged.ok) return merged;
  const format = options.format ?? analyzed[0]!.parsed.format;
  const text = serialize(merged.document, format);
  // The aggregate is validated (4.13); a failure here is a defect of the merge, reported rather than returned.
  const check = validateText(text, { format });
  const errors = check.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    return {
      ok: false,
      conflicts: [
        {
          kind: 'aggregate-invalid',
          message: `The merged document does not validate (${errors.length} error(s)); first: ${errors[0]!.message}`,
          protocolVersions: check.protocolVersions,
          locations: errors.slice(0, 20).map((e) => ({ input: '(merged)', path: e.path, ...(e.range ? { range: e.range } : {}), note: e.message })),
        },
      ],
    };
  }
  return { ok: true, text, format, diagnostics: check.diagnostics };
}

export type ImportTextResult =
  | { ok: true; text: string; format: DocumentFormat; protocolVersions: string[]; notes: ImportProblem[]; diagnostics: Diagnostic[] }
  | { ok: false; problems: ImportProblem[] };

/**
 * A description built from captured MCP results (initialize, tools/list, resources/list, resources/templates/list,
 * prompts/list; bare or as JSON-RPC responses) whose native projection returns exactly the captured lists; several
 * versions are imported each and merged (4.13). `protocolVersion` applies to captures no initialize result precedes.
 */
export function importTexts(captures: readonly { name: string; text: string }[], options: { protocolVersion?: string; format?: DocumentFormat } = {}): ImportTextResult {
  const format = options.format ?? 'json';
  // Each built description is validated as the text that is returned, so a single version's is validated once.
  const validated = new Map<unknown, { text: string; diagnostics: Diagnostic[] }>();
  const validate = (document: unknown) => {
    const text = serialize(document, format);
    const diagnostics = validateText(text, { format }).diagnostics;
    validated.set(document, { text, diagnostics });
    return diagnostics;
  };
  const imported = importCaptures(captures, { protocolVersion: options.protocolVersion, validate });
  if (!imported.ok) return imported;
  const { text, diagnostics } = validated.get(imported.document) ?? { text: serialize(imported.document, format), diagnostics: [] };
  const final = validated.has(imported.document) ? diagnostics : validateText(text, { format }).diagnostics;
  return { ok: true, text, format, protocolVersions: imported.protocolVersions, notes: imported.notes, diagnostics: final };
}
