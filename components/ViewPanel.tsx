// Effective Protocol View (spec 4.12): the document as one protocol version sees it, validated for that version.
import { useStore } from '../src/store.ts';
import { requestView } from '../src/pipeline.ts';
import { effectiveVersion, formatTab } from '../src/tabs.ts';
import { VersionPicker } from './VersionPicker.tsx';
import { useWorkerResult } from './useWorkerResult.ts';

export function ViewPanel({ wanted }: { wanted: string | undefined }) {
  const declared = useStore((s) => s.protocolVersions);
  const setTab = useStore((s) => s.setTab);
  const version = effectiveVersion(wanted, declared);
  const loaded = useWorkerResult(version ? () => requestView(version) : undefined, [version]);

  if (!version) return <p className="panel-empty">The document declares no supported protocol version to view.</p>;
  return (
    <div className="projection" data-testid="view-panel">
      <VersionPicker versions={declared} value={version} onChange={(v) => setTab(formatTab({ kind: 'view', version: v }))} testId="view-versions" />
      <p className="projection-help">
        Only the declarations whose protocol scope includes {version}, with <code>protocolVersions</code> removed and emptied
        collections omitted (spec 4.12). Read-only.
      </p>
      {loaded.state === 'loading' && <p className="panel-empty">Projecting…</p>}
      {loaded.state === 'failed' && <p className="projection-error" role="alert">{loaded.message}</p>}
      {loaded.state === 'done' && !loaded.value.ok && (
        <p className="projection-error" role="alert" data-testid="view-error">{loaded.value.message}</p>
      )}
      {loaded.state === 'done' && loaded.value.ok && (
        <>
          <p className="projection-verdict" data-testid="view-verdict">
            {loaded.value.diagnostics.some((d) => d.severity === 'error')
              ? `The ${version} view has ${loaded.value.diagnostics.filter((d) => d.severity === 'error').length} error(s)`
              : `The ${version} view is a valid document`}
          </p>
          <pre className="projection-text" data-testid="view-text">{loaded.value.text}</pre>
        </>
      )}
    </div>
  );
}
