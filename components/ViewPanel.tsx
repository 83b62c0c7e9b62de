// Effective Protocol View (spec 4.12): the document as one protocol version sees it, validated for that version.
import { useStore } from '../src/store.ts';
import { requestView } from '../src/live-validation.ts';
import { effectiveVersion, formatTab } from '../src/tabs.ts';
import { VersionPicker } from './VersionPicker.tsx';
import { OutputView } from './OutputView.tsx';
import { useWorkerResult } from './useWorkerResult.ts';
import { SyntaxErrorNotice } from './SyntaxErrorNotice.tsx';
import { countOf } from '../core/lib/plural.ts';

export function ViewPanel({ wanted }: { wanted: string | undefined }) {
  const declared = useStore((s) => s.protocolVersions);
  const setTab = useStore((s) => s.setTab);
  const version = effectiveVersion(wanted, declared);
  const loaded = useWorkerResult('view', version ? () => requestView(version) : undefined, [version]);
  const syntaxError = useStore((s) => s.syntaxError !== undefined);

  if (!version) {
    return syntaxError ? (
      <SyntaxErrorNotice />
    ) : (
      <p className="panel-empty">The document declares no supported protocol version to view.</p>
    );
  }
  // Until the answer for this version and text arrives, the previous one stays visibly marked as outdated.
  const busy = loaded.state === 'loading' || loaded.stale;
  return (
    <div className="projection" data-testid="view-panel">
      <SyntaxErrorNotice kept={loaded.state === 'loading' ? undefined : 'view'} />
      <VersionPicker
        versions={declared}
        value={version}
        onChange={(v) => setTab(formatTab({ kind: 'view', version: v }))}
        testId="view-versions"
      />
      <p className="projection-help">
        Only the declarations whose protocol scope includes {version}, with <code>protocolVersions</code> removed and
        emptied collections omitted (spec 4.12). Read-only.
      </p>
      {busy && !syntaxError && (
        <p className="panel-empty" role="status" data-testid="view-loading">
          Projecting {version}…
        </p>
      )}
      <div className={busy ? 'stale' : undefined} aria-busy={busy} data-testid="view-result" data-stale={busy}>
        {loaded.state === 'failed' && (
          <p className="projection-error" role="alert">
            {loaded.message}
          </p>
        )}
        {loaded.state === 'done' && !loaded.value.ok && (
          <p className="projection-error" role="alert" data-testid="view-error">
            {loaded.value.message}
          </p>
        )}
        {loaded.state === 'done' && loaded.value.ok && (
          <>
            <p className="projection-verdict" data-testid="view-verdict">
              {loaded.value.diagnostics.some((d) => d.severity === 'error')
                ? `The ${version} view has ${countOf(loaded.value.diagnostics.filter((d) => d.severity === 'error').length, 'error')}`
                : `The ${version} view is a valid document`}
            </p>
            <OutputView
              text={loaded.value.text}
              language={loaded.value.format}
              label={`Protocol view ${version}`}
              fileName={`view-${version}.mcpdesc.${loaded.value.format}`}
              testId="view-text"
            />
          </>
        )}
      </div>
    </div>
  );
}
