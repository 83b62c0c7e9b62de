// Merge (4.13) over texts: built on the validation pipeline, loaded when used.
import type { Diagnostic, DocumentFormat } from '../diagnostics.ts';
import { organize, serialize } from '../document/index.ts';
import { mergeDocuments, type MergeConflict } from './merge.ts';
import { analyze, validateText } from '../validation/pipeline.ts';
import { countOf } from '../lib/plural.ts';

export type { MergeConflict, MergeConflictKind, ConflictLocation } from './merge.ts';
export { mergeConflictRequirements } from './merge.ts';

export type MergeTextResult =
  | { ok: true; text: string; format: DocumentFormat; diagnostics: Diagnostic[] }
  | { ok: false; conflicts: MergeConflict[] };

/**
 * Merge (4.13) of several documents given as text: validates every input, merges their Effective Protocol Views and
 * validates the aggregate. The result is in `format`, or the first input's format (YAML in, YAML out), with its
 * members in the order of spec section 18: the aggregate is a newly generated document, and no single input's order
 * applies to it (a variant gains `protocolVersions`, root members come from several inputs). Conflicts name their
 * kind, the protocol versions and the place in every input concerned.
 */
export function mergeTexts(
  inputs: readonly { name: string; text: string; format?: DocumentFormat }[],
  options: { format?: DocumentFormat } = {},
): MergeTextResult {
  if (inputs.length === 0)
    return {
      ok: false,
      conflicts: [
        {
          kind: 'input-invalid',
          message: 'Nothing to merge: give at least one document (4.13).',
          protocolVersions: [],
          locations: [],
        },
      ],
    };
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
  const text = serialize(organize(merged.document), format);
  // The aggregate is validated (4.13); a failure here is a defect of the merge, reported rather than returned.
  const check = validateText(text, { format });
  const errors = check.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    return {
      ok: false,
      conflicts: [
        {
          kind: 'aggregate-invalid',
          message: `The merged document does not validate (${countOf(errors.length, 'error')}); first: ${errors[0]!.message}`,
          protocolVersions: check.protocolVersions,
          locations: errors
            .slice(0, 20)
            .map((e) => ({ input: '(merged)', path: e.path, ...(e.range ? { range: e.range } : {}), note: e.message })),
        },
      ],
    };
  }
  return { ok: true, text, format, diagnostics: check.diagnostics };
}
