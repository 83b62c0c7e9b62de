// Compare two declared protocol versions: their Effective Protocol Views (4.12) or native lists (4.14) in a diff
// editor, every difference explained in one line (click: the source location), and the availability matrix.
import { useState } from 'react';
import { useStore } from '../src/store.ts';
import { requestCompare } from '../src/live-validation.ts';
import { formatTab, nativeKinds, nativeMethods, type NativeKind } from '../src/tabs.ts';
import type { ComparisonResult } from '../core/index.ts';
import type { DifferenceReason } from '../core/learn/compare.ts';
import type { CellStatus } from '../core/learn/matrix.ts';
import { VersionPicker } from './VersionPicker.tsx';
import { RadioGroup } from './RadioGroup.tsx';
import { useWorkerResult } from './useWorkerResult.ts';
import { SyntaxErrorNotice } from './SyntaxErrorNotice.tsx';
import { onDemand } from './on-demand.tsx';
import { countOf } from '../core/lib/plural.ts';

const DiffView = onDemand(
  () => import('./DiffView.tsx').then((m) => m.DiffView),
  () => <p className="panel-empty">Loading the diff editor…</p>,
);

type Subject = 'view' | NativeKind;

const reasonLabels: Record<DifferenceReason, string> = {
  'declaration-scope': 'scope',
  variant: 'variant',
  'field-availability': 'field availability',
  capability: 'capability',
  deprecated: 'deprecated',
};

const cellSymbols: Record<CellStatus, string> = { available: '✓', 'not-available': '—', deprecated: '⚠' };

export function ComparePanel({
  wantedFrom,
  wantedTo,
}: {
  wantedFrom: string | undefined;
  wantedTo: string | undefined;
}) {
  const declared = useStore((s) => s.protocolVersions);
  const setTab = useStore((s) => s.setTab);
  const revealRange = useStore((s) => s.revealRange);
  const layout = useStore((s) => s.layout);
  const setLayout = useStore((s) => s.setLayout);
  const [subject, setSubject] = useState<Subject>('view');
  const [diffLayout, setDiffLayout] = useState<'side' | 'inline'>('side');
  const from = wantedFrom && declared.includes(wantedFrom) ? wantedFrom : declared[0];
  const to = wantedTo && declared.includes(wantedTo) ? wantedTo : declared.at(-1);
  const loaded = useWorkerResult<ComparisonResult>('compare', from && to ? () => requestCompare(from, to) : undefined, [
    from,
    to,
  ]);
  const syntaxError = useStore((s) => s.syntaxError !== undefined);

  if (declared.length < 2 || !from || !to) {
    if (syntaxError) return <SyntaxErrorNotice />;
    return (
      <p className="panel-empty">
        Comparing needs a document that declares at least two supported protocol versions in root protocolVersions.
      </p>
    );
  }
  const pick = (next: { from?: string; to?: string }) =>
    setTab(formatTab({ kind: 'compare', from: next.from ?? from, to: next.to ?? to }));
  const result = loaded.state === 'done' ? loaded.value : undefined;
  // The last comparison stays on screen, visibly marked, until the one for the chosen versions and text arrives.
  const current = result?.ok ? result : undefined;
  const busy =
    loaded.state === 'loading' ||
    loaded.stale ||
    (current !== undefined && (current.from !== from || current.to !== to));

  return (
    <div className="projection compare" data-testid="compare-panel">
      <SyntaxErrorNotice kept={current ? 'comparison' : undefined} />
      <div className="compare-pickers">
        <span className="compare-label">Compare</span>
        <VersionPicker
          versions={declared}
          value={from}
          onChange={(v) => pick({ from: v })}
          testId="compare-from"
          label="First protocol version"
        />
        <span className="compare-label">with</span>
        <VersionPicker
          versions={declared}
          value={to}
          onChange={(v) => pick({ to: v })}
          testId="compare-to"
          label="Second protocol version"
        />
      </div>
      <RadioGroup<Subject>
        label="What to compare"
        options={[
          { value: 'view', label: 'Protocol view (4.12)' },
          ...nativeKinds.map((k) => ({ value: k, label: nativeMethods[k] })),
        ]}
        value={subject}
        onChange={setSubject}
        testId="compare-subject"
      />
      {loaded.state === 'failed' && (
        <p className="projection-error" role="alert">
          {loaded.message}
        </p>
      )}
      {result && !result.ok && (
        <p className="projection-error" role="alert" data-testid="compare-error">
          {result.message}
        </p>
      )}
      {busy && !syntaxError && (
        <p className="panel-empty" role="status" data-testid="compare-loading">
          Comparing {from} with {to}…
        </p>
      )}
      {current && (
        <div className={busy ? 'stale' : undefined} aria-busy={busy} data-testid="compare-result" data-stale={busy}>
          <h3 className="compare-heading">
            {current.differences.length === 0
              ? `The ${current.from} and ${current.to} views declare the same things`
              : `${countOf(current.differences.length, 'difference')} between ${current.from} and ${current.to}, explained`}
          </h3>
          <ul className="compare-differences" data-testid="compare-differences">
            {current.differences.map((d, i) => (
              <li key={i} data-testid="difference" data-reason={d.reason} data-side={d.side}>
                <button
                  type="button"
                  className="difference"
                  onClick={() => d.range && revealRange(d.range)}
                  disabled={!d.range}
                  title={d.range ? `Show ${d.path} in the editor` : d.path}
                >
                  <span className={`reason reason-${d.reason}`}>{reasonLabels[d.reason]}</span>{' '}
                  <span className="difference-side">
                    {d.side === 'both' ? 'both' : `only ${d.side === 'from' ? current.from : current.to}`}
                  </span>{' '}
                  <span className="difference-message">{d.message}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="compare-diff-bar">
            <p className="projection-help">
              {subject === 'view'
                ? `Effective Protocol Views of ${current.from} and ${current.to}`
                : `${nativeMethods[subject]} of ${current.from} and ${current.to}`}
              {diffLayout === 'side' ? ' (left and right)' : ' (removed and added lines)'}. Read-only.
            </p>
            <RadioGroup<'side' | 'inline'>
              label="Diff layout"
              options={[
                { value: 'side', label: 'Side by side' },
                { value: 'inline', label: 'Inline' },
              ]}
              value={diffLayout}
              onChange={setDiffLayout}
              testId="compare-diff-layout"
            />
            <button
              type="button"
              className="tb-button compare-full"
              aria-pressed={layout === 'results'}
              data-testid="compare-full-window"
              onClick={() => setLayout(layout === 'results' ? 'side' : 'results')}
              title={
                layout === 'results'
                  ? 'Show the editor again'
                  : 'Give the comparison the whole window (your text stays in the editor)'
              }
            >
              {layout === 'results' ? 'Show the editor' : 'Whole window'}
            </button>
          </div>
          <DiffView
            original={subject === 'view' ? current.views.from : current.native[subject].from}
            modified={subject === 'view' ? current.views.to : current.native[subject].to}
            language={subject === 'view' ? current.format : 'json'}
            label={subject === 'view' ? 'Protocol view' : nativeMethods[subject]}
            inline={diffLayout === 'inline'}
          />
          <h3 className="compare-heading" id="availability-matrix">
            Availability matrix
          </h3>
          <p className="projection-help">
            What a client of each declared version sees: ✓ available, — not available, ⚠ deprecated. Hover a cell for
            the reason.
          </p>
          <div className="matrix-scroll">
            <table className="matrix" aria-labelledby="availability-matrix" data-testid="availability-matrix">
              <thead>
                <tr>
                  <th scope="col">Declaration or field</th>
                  {current.matrix.versions.map((v) => (
                    <th scope="col" key={v}>
                      {v}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {current.matrix.rows.map((row, i) => (
                  <tr key={i} className={`matrix-${row.kind}`} data-testid="matrix-row" data-label={row.label}>
                    <th scope="row" style={{ paddingLeft: `${0.4 + row.depth}rem` }}>
                      <button
                        type="button"
                        className="matrix-label"
                        onClick={() => row.range && revealRange(row.range)}
                        title={row.path}
                      >
                        {row.label}
                      </button>
                    </th>
                    {current.matrix.versions.map((v) => {
                      const cell = row.cells[v]!;
                      return (
                        <td
                          key={v}
                          className={`cell-${cell.status}`}
                          title={cell.reason}
                          data-status={cell.status}
                          data-version={v}
                        >
                          <span aria-hidden="true">{cellSymbols[cell.status]}</span>
                          <span className="visually-hidden">
                            {cell.status}: {cell.reason}
                          </span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </div>
  );
}
