// Native MCP projection (spec 4.14): the exact value a server returns from tools/list and friends for one version.
import { useStore } from '../src/store.ts';
import { requestNative } from '../src/pipeline.ts';
import { effectiveVersion, formatTab, nativeKinds, nativeMethods, type NativeKind } from '../src/tabs.ts';
import { VersionPicker } from './VersionPicker.tsx';
import { RadioGroup } from './RadioGroup.tsx';
import { OutputView } from './OutputView.tsx';
import { useWorkerResult } from './useWorkerResult.ts';

export function NativePanel({ wanted, list }: { wanted: string | undefined; list: NativeKind }) {
  const declared = useStore((s) => s.protocolVersions);
  const setTab = useStore((s) => s.setTab);
  const version = effectiveVersion(wanted, declared);
  const loaded = useWorkerResult(version ? () => requestNative(version, list) : undefined, [version, list]);

  if (!version) return <p className="panel-empty">The document declares no supported protocol version to project.</p>;
  // Until the answer for this version, list and text arrives, the previous one stays visibly marked as outdated.
  const busy = loaded.state === 'loading' || loaded.stale;
  return (
    <div className="projection" data-testid="native-panel">
      <VersionPicker versions={declared} value={version} onChange={(v) => setTab(formatTab({ kind: 'native', version: v, list }))} testId="native-versions" />
      <RadioGroup
        label="MCP list method"
        options={nativeKinds.map((k) => ({ value: k, label: nativeMethods[k] }))}
        value={list}
        onChange={(k) => setTab(formatTab({ kind: 'native', version, list: k }))}
        testId="native-kinds"
      />
      {busy && (
        <p className="panel-empty" role="status" data-testid="native-loading">
          Projecting {nativeMethods[list]} for {version}…
        </p>
      )}
      <div className={busy ? 'stale' : undefined} aria-busy={busy} data-testid="native-result" data-stale={busy}>
        {loaded.state === 'failed' && <p className="projection-error" role="alert">{loaded.message}</p>}
        {loaded.state === 'done' && !loaded.value.ok && (
          <p className="projection-error" role="alert" data-testid="native-error">
            <code>{loaded.value.code}</code>: {loaded.value.message}
          </p>
        )}
        {loaded.state === 'done' && loaded.value.ok && (
          <>
            <p className="projection-help">
              The result of <code>{loaded.value.method}</code> for MCP {version}, validated against that version&apos;s schema.
            </p>
            <OutputView
              text={loaded.value.text ?? JSON.stringify(loaded.value.value, null, 2)}
              language="json"
              label={`${loaded.value.method} ${version}`}
              fileName={`${list}-${version}.json`}
              testId="native-text"
            />
          </>
        )}
      </div>
    </div>
  );
}
