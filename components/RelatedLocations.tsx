// The related locations of one diagnostic (spec 16.5), e.g. where a component reached through `$componentRef` is
// defined: one button each, which selects that place in the editor. All text is rendered as text.
import type { Diagnostic } from '../core/diagnostics.ts';
import { relationLabel } from '../src/related.ts';
import { useStore } from '../src/store.ts';
import { Pointer } from './Pointer.tsx';

export function RelatedLocations({ diagnostic }: { diagnostic: Diagnostic }) {
  const revealRange = useStore((s) => s.revealRange);
  const related = diagnostic.relatedLocations ?? [];
  if (related.length === 0) return null;
  return (
    <ul className="diagnostic-related" aria-label="Related locations">
      {related.map((r, index) => (
        <li key={`${r.relation}|${r.path}|${index}`}>
          <button
            type="button"
            className="diagnostic-related-location"
            data-testid="related-location"
            data-relation={r.relation}
            onClick={() => r.range && revealRange(r.range)}
            disabled={!r.range}
            title={r.range ? 'Select in the editor' : undefined}
          >
            {relationLabel(r.relation)}:{' '}
            {r.range ? `line ${r.range.start.line}, column ${r.range.start.column}` : 'no position'} ·{' '}
            <Pointer path={r.path} />
          </button>
        </li>
      ))}
    </ul>
  );
}
