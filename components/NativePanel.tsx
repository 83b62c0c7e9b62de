// Native MCP projection (spec 4.14): the exact value a server returns from tools/list and friends for one version.
import { useState } from 'react';
import { useStore } from '../src/store.ts';
import { requestNative } from '../src/pipeline.ts';
import { effectiveVersion, formatTab, nativeKinds, nativeMethods, type NativeKind } from '../src/tabs.ts';
import { VersionPicker } from './VersionPicker.tsx';
import { useWorkerResult } from './useWorkerResult.ts';

export function NativePanel({ wanted, list }: { wanted: string | undefined; list: NativeKind }) {
  const declared = useStore((s) => s.protocolVersions);
  const setTab = useStore((s) => s.setTab);
  const version = effectiveVersion(wanted, declared);
  // One declaration of the kind (4.14 N_V(D, k, i)), or '' for the whole list; reset when the kind changes.
  const [picked, setPicked] = useState<{ list: NativeKind; identifier: string }>({ list, identifier: '' });
  const identifier = picked.list === list ? picked.identifier : '';
  const loaded = useWorkerResult(version ? () => requestNative(version, list, identifier === '' ? undefined : identifier) : undefined, [version, list, identifier]);
  const [known, setKnown] = useState<{ list: NativeKind; declarations: string[] }>({ list, declarations: [] });
  const fresh = loaded.state === 'done' ? loaded.value.declarations : undefined;
  if (fresh && (known.list !== list || fresh.join('\u0000') !== known.declarations.join('\u0000'))) setKnown({ list, declarations: fresh });
  const declarations = known.list === list ? known.declarations : [];

  if (!version) return <p className="panel-empty">The document declares no supported protocol version to project.</p>;
  return (
    <div className="projection" data-testid="native-panel">
      <VersionPicker versions={declared} value={version} onChange={(v) => setTab(formatTab({ kind: 'native', version: v, list }))} testId="native-versions" />
      <div className="version-picker" role="radiogroup" aria-label="MCP list method" data-testid="native-kinds">
        {nativeKinds.map((k) => (
          <button key={k} type="button" role="radio" aria-checked={k === list} className="version" onClick={() => setTab(formatTab({ kind: 'native', version, list: k }))}>
            {nativeMethods[k]}
          </button>
        ))}
      </div>
      <label className="native-declaration">
        Declaration{' '}
        <select data-testid="native-declaration" value={identifier} onChange={(e) => setPicked({ list, identifier: e.target.value })}>
          <option value="">every one ({nativeMethods[list]})</option>
          {[...new Set([...declarations, ...(identifier === '' ? [] : [identifier])])].map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
      {loaded.state === 'loading' && <p className="panel-empty">Projecting…</p>}
      {loaded.state === 'failed' && <p className="projection-error" role="alert">{loaded.message}</p>}
      {loaded.state === 'done' && !loaded.value.ok && (
        <p className="projection-error" role="alert" data-testid="native-error">
          <code>{loaded.value.code}</code>
          {loaded.value.rule !== undefined && (
            <>
              {' '}(<code>{loaded.value.rule}</code>)
            </>
          )}
          : {loaded.value.message}
        </p>
      )}
      {loaded.state === 'done' && loaded.value.ok && (
        <>
          <p className="projection-help">
            {'method' in loaded.value ? (
              <>
                The result of <code>{loaded.value.method}</code> for MCP {version}, validated against that version&apos;s schema.
              </>
            ) : (
              <>
                The MCP value of {identifier} for MCP {version}, as <code>{nativeMethods[list]}</code> lists it, validated against that version&apos;s schema.
              </>
            )}
          </p>
          <pre className="projection-text" data-testid="native-text">{JSON.stringify(loaded.value.value, null, 2)}</pre>
        </>
      )}
    </div>
  );
}
