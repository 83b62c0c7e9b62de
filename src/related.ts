// Related locations of diagnostics (spec 16.5) for people and for Monaco markers' related information.
import type { Diagnostic } from '../core/diagnostics.ts';
import type { monaco } from './monaco.ts';

const labels: Record<string, string> = {
  'component-definition': 'In the component',
  'client-requirements': 'Client requirements',
  'elicitation-declaration': 'Elicitation Declaration',
  'first-occurrence': 'First occurrence',
  'overlapping-declaration': 'Overlapping declaration',
  'root-protocol-version': 'Root protocol version',
};

/** `component-definition` → "In the component"; an unknown relation is shown as written. */
export function relationLabel(relation: string): string {
  return labels[relation] ?? relation;
}

/** Monaco `relatedInformation` of a marker: each located related location, in the same model (clickable in the hover). */
export function relatedInformation(
  d: Diagnostic,
  resource: monaco.Uri,
): { relatedInformation?: monaco.editor.IRelatedInformation[] } {
  const located = (d.relatedLocations ?? []).filter((r) => r.range);
  if (located.length === 0) return {};
  return {
    relatedInformation: located.map((r) => ({
      resource,
      message: `${relationLabel(r.relation)}: ${r.path}`,
      startLineNumber: r.range!.start.line,
      startColumn: r.range!.start.column,
      endLineNumber: r.range!.end.line,
      endColumn: r.range!.end.column,
    })),
  };
}
