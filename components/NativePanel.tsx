// Native MCP projection (spec 4.14): the exact value a server returns from tools/list and friends for one version.
import { useState } from 'react';
import { useStore } from '../src/store.ts';
import { requestNative } from '../src/live-validation.ts';
import { effectiveVersion, formatTab, nativeKinds, nativeMethods, type NativeKind } from '../src/tabs.ts';
import { VersionPicker } from './VersionPicker.tsx';
import { RadioGroup } from './RadioGroup.tsx';
import { OutputView } from './OutputView.tsx';
import { useWorkerResult } from './useWorkerResult.ts';
import { SyntaxErrorNotice } from './SyntaxErrorNotice.tsx';

export function NativePanel({ wanted, list }: { wanted: string | undefined; list: NativeKind }) {
  const declared = useStore((s) => s.protocolVersions);
  const setTab = useStore((s) => s.setTab);
  const version = effectiveVersion(wanted, declared);
  // One declaration of the kind (4.14 N_V(D, k, i)), or '' for the whole list; reset when the kind changes.
  const [picked, setPicked] = useState<{ list: NativeKind; identifier: string }>({ list, identifier: '' });
  const identifier = picked.list === list ? picked.identifier : '';
  const loaded = useWorkerResult(
    'native',
    version ? () => requestNative(version, list, identifier === '' ? undefined : identifier) : undefined,
    [version, list, identifier],
  );
  const [known, setKnown] = useState<{ list: NativeKind; declarations: string[] }>({ list, declarations: [] });
  const fresh = loaded.state === 'done' ? loaded.value.declarations : undefined;
  if (fresh && (known.list !== list || fresh.join('\u0000') !== known.declarations.join('\u0000')))
    setKnown({ list, declarations: fresh });
  const declarations = known.list === list ? known.declarations : [];

  const syntaxError = useStore((s) => s.syntaxError !== undefined);
  if (!version) {
    return syntaxError ? (
      <SyntaxErrorNotice />
    ) : (
      <p className="panel-empty">The document declares no supported protocol version to project.</p>
    );
  }
  // Until the answer for this version, list and text arrives, the previous one stays visibly marked as outdated.
  const busy = loaded.state === 'loading' || loaded.stale;
  return (
    <div className="projection" data-testid="native-panel">
      <SyntaxErrorNotice kept={loaded.state === 'loading' ? undefined : 'result'} />
      <VersionPicker
        versions={declared}
        value={version}
        onChange={(v) => setTab(formatTab({ kind: 'native', version: v, list }))}
        testId="native-versions"
      />
      <RadioGroup
        label="MCP list method"
        options={nativeKinds.map((k) => ({ value: k, label: nativeMethods[k] }))}
        value={list}
        onChange={(k) => setTab(formatTab({ kind: 'native', version, list: k }))}
        testId="native-kinds"
      />
      <label className="native-declaration">
        Declaration{' '}
        <select
          data-testid="native-declaration"
          value={identifier}
          onChange={(e) => setPicked({ list, identifier: e.target.value })}
        >
          <option value="">every one ({nativeMethods[list]})</option>
          {[...new Set([...declarations, ...(identifier === '' ? [] : [identifier])])].map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
      {busy && !syntaxError && (
        <p className="panel-empty" role="status" data-testid="native-loading">
          Projecting {identifier === '' ? nativeMethods[list] : identifier} for {version}…
        </p>
      )}
      <div className={busy ? 'stale' : undefined} aria-busy={busy} data-testid="native-result" data-stale={busy}>
        {loaded.state === 'failed' && (
          <p className="projection-error" role="alert">
            {loaded.message}
          </p>
        )}
        {loaded.state === 'done' && !loaded.value.ok && (
          <p className="projection-error" role="alert" data-testid="native-error">
            <code>{loaded.value.code}</code>
            {loaded.value.rule !== undefined && (
              <>
                {' '}
                (<code>{loaded.value.rule}</code>)
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
                  The result of <code>{loaded.value.method}</code> for MCP {version}, validated against that
                  version&apos;s schema.
                </>
              ) : (
                <>
                  The MCP value of {identifier} for MCP {version}, as <code>{nativeMethods[list]}</code> lists it,
                  validated against that version&apos;s schema.
                </>
              )}
            </p>
            <OutputView
              text={
                ('text' in loaded.value ? loaded.value.text : undefined) ?? JSON.stringify(loaded.value.value, null, 2)
              }
              language="json"
              label={`${'method' in loaded.value ? loaded.value.method : identifier} ${version}`}
              fileName={`${list}-${version}.json`}
              testId="native-text"
            />
          </>
        )}
      </div>
    </div>
  );
}
