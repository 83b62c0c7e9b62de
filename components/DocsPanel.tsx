// Documentation preview (Docs tab): the description as one protocol version's clients see it, rendered as server
// documentation. Everything from the document is text; only `data:image/…` icons are shown as images, and no URL of
// the document is ever fetched. Clicking an item selects its source in the editor.
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from '../src/store.ts';
import { requestDocs } from '../src/pipeline.ts';
import { effectiveVersion, formatTab } from '../src/tabs.ts';
import type { DocsResult, SourceRange } from '../core/index.ts';
import type { DocsIcon, DocsParameter } from '../core/projection/docs.ts';
import { VersionPicker } from './VersionPicker.tsx';
import { useWorkerResult } from './useWorkerResult.ts';
import { SyntaxErrorNotice } from './SyntaxErrorNotice.tsx';

export function DocsPanel({ wanted }: { wanted: string | undefined }) {
  const declared = useStore((s) => s.protocolVersions);
  const setTab = useStore((s) => s.setTab);
  const version = effectiveVersion(wanted, declared);
  const loaded = useWorkerResult<DocsResult>('docs', version ? () => requestDocs(version) : undefined, [version]);
  const syntaxError = useStore((s) => s.syntaxError !== undefined);

  if (!version) {
    return syntaxError ? <SyntaxErrorNotice /> : <p className="panel-empty">The document declares no supported protocol version to document.</p>;
  }
  const result = loaded.state === 'done' ? loaded.value : undefined;
  // The last preview stays on screen, visibly marked, until the one for the chosen version and text arrives.
  const current = result?.ok ? result : undefined;
  const busy = loaded.state === 'loading' || loaded.stale || (current !== undefined && current.model.version !== version);
  return (
    <div className="projection docs" data-testid="docs-panel">
      <SyntaxErrorNotice kept={current ? 'documentation' : undefined} />
      <VersionPicker versions={declared} value={version} onChange={(v) => setTab(formatTab({ kind: 'docs', version: v }))} testId="docs-versions" />
      {loaded.state === 'failed' && <p className="projection-error" role="alert">{loaded.message}</p>}
      {result && !result.ok && (
        <p className="projection-error" role="alert" data-testid="docs-error">
          {result.message}
        </p>
      )}
      {busy && !syntaxError && (
        <p className="panel-empty" role="status" data-testid="docs-loading">
          Preparing the {version} documentation…
        </p>
      )}
      {current && (
        <div className={busy ? 'stale' : undefined} aria-busy={busy} data-stale={busy}>
          <Docs result={current} />
        </div>
      )}
    </div>
  );
}

const Ranges = createContext<Record<string, SourceRange>>({});

/** A heading or label that selects its source in the editor. */
function Source({ path, children }: { path: string; children: ReactNode }) {
  const revealRange = useStore((s) => s.revealRange);
  const range: SourceRange | undefined = useContext(Ranges)[path];
  return (
    <button type="button" className="docs-source" onClick={() => range && revealRange(range)} disabled={!range} title={range ? `Show ${path || 'the document'} in the editor` : undefined}>
      {children}
    </button>
  );
}

function Docs({ result }: { result: Extract<DocsResult, { ok: true }> }) {
  const { model, ranges } = result;
  const { server } = model;
  return (
    <Ranges.Provider value={ranges}>
      <article className="docs-body" data-testid="docs-body">
        {result.errors > 0 && (
          <p className="projection-error" role="note">
            The document has {result.errors} error(s): this preview shows what it declares, but clients may see something else.
          </p>
        )}
        <header className="docs-server" data-testid="docs-server">
          <h2>
            <Icons icons={server.icons} />
            <Source path={server.path}>{server.title ?? server.name}</Source> {server.version && <span className="docs-version">v{server.version}</span>}
          </h2>
          {server.title && <p className="docs-muted">{server.name}</p>}
          {server.description && <p>{server.description}</p>}
          <Facts facts={server.facts} />
          {server.instructions && (
            <>
              <h4>Instructions for the model</h4>
              <p className="docs-pre">{server.instructions}</p>
            </>
          )}
        </header>

        <section aria-labelledby="docs-transports">
          <h3 id="docs-transports">Transports</h3>
          {model.transports.length === 0 && <p className="docs-muted">No transports declared for this version.</p>}
          <ul>
            {model.transports.map((t) => (
              <li key={t.path}>
                <Source path={t.path}>
                  <code>{t.type}</code> {t.target}
                </Source>
                <Facts facts={t.facts} />
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="docs-security">
          <h3 id="docs-security">Security</h3>
          <p>Required: {model.security.requirement}</p>
          <ul>
            {model.security.schemes.map((s) => (
              <li key={s.name}>
                <Source path={s.path}>
                  <code>{s.name}</code>
                </Source>{' '}
                {s.summary}
                {s.description ? ` — ${s.description}` : ''}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="docs-tools">
          <h3 id="docs-tools">Tools ({model.tools.length})</h3>
          {model.tools.map((tool) => (
            <section key={tool.path} className="docs-item" data-testid="docs-tool" data-name={tool.name} aria-label={`Tool ${tool.name}`}>
              <h4>
                <Icons icons={tool.icons} />
                <Source path={tool.path}>{tool.title ?? tool.name}</Source> {tool.title && <code className="docs-muted">{tool.name}</code>}
                {tool.deprecated && <span className="badge badge-deprecated">deprecated</span>}
                {tool.badges.map((b) => (
                  <span key={b} className={`badge badge-${b}`} data-testid="docs-badge">
                    {b}
                  </span>
                ))}
              </h4>
              {tool.description && <p className="docs-pre">{tool.description}</p>}
              {tool.security && <p className="docs-muted">Security: {tool.security}</p>}
              <h5>Parameters</h5>
              <Parameters rows={tool.parameters} testId="docs-parameters" />
              {tool.output && (
                <>
                  <h5>Output (structuredContent)</h5>
                  {tool.output.parameters.length > 0 ? <Parameters rows={tool.output.parameters} testId="docs-output" /> : <pre className="projection-text">{tool.output.schema}</pre>}
                </>
              )}
              {tool.examples.length > 0 && <h5>Examples</h5>}
              {tool.examples.map((e) => (
                <div key={e.path} className="docs-example">
                  <Source path={e.path}>{e.name}</Source>
                  <div className="docs-example-io">
                    {e.input !== undefined && <pre className="projection-text" aria-label="input">{e.input}</pre>}
                    <span aria-hidden="true">→</span>
                    {e.result !== undefined && <pre className="projection-text" aria-label="result">{e.result}</pre>}
                  </div>
                </div>
              ))}
            </section>
          ))}
        </section>

        <Entries id="docs-resources" title="Resources" entries={model.resources} />
        <Entries id="docs-templates" title="Resource templates" entries={model.templates} />
        <Entries id="docs-prompts" title="Prompts" entries={model.prompts} />
      </article>
    </Ranges.Provider>
  );
}

function Parameters({ rows, testId }: { rows: DocsParameter[]; testId: string }) {
  if (rows.length === 0) return <p className="docs-muted">No parameters.</p>;
  return (
    <table className="docs-table" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Required</th>
          <th scope="col">Description</th>
          <th scope="col">Constraints</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.path} data-testid="docs-parameter" data-name={p.name}>
            <th scope="row">
              <Source path={p.path}>
                <code>{p.name}</code>
              </Source>
            </th>
            <td>{p.type}</td>
            <td>{p.required ? 'yes' : 'no'}</td>
            <td>{p.description ?? ''}</td>
            <td>{p.constraints.join('; ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Entries({
  id,
  title,
  entries,
}: {
  id: string;
  title: string;
  entries: { heading: string; title?: string; description?: string; deprecated: boolean; icons: DocsIcon[]; facts: [string, string][]; path: string; variables?: string[]; arguments?: { name: string; title?: string; description?: string; required: boolean; path: string }[] }[];
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>
        {title} ({entries.length})
      </h3>
      {entries.map((e) => (
        <section key={e.path} className="docs-item" aria-label={`${title}: ${e.heading}`} data-testid={`${id}-item`}>
          <h4>
            <Icons icons={e.icons} />
            <Source path={e.path}>{e.title ?? e.heading}</Source> {e.title && <code className="docs-muted">{e.heading}</code>}
            {e.deprecated && <span className="badge badge-deprecated">deprecated</span>}
          </h4>
          {e.description && <p className="docs-pre">{e.description}</p>}
          <Facts facts={e.facts} />
          {e.variables && (
            <p>
              URI template variables: {e.variables.length === 0 ? 'none' : e.variables.map((v) => <code key={v}>{`{${v}}`} </code>)}
            </p>
          )}
          {e.arguments && (
            <>
              <h5>Arguments</h5>
              {e.arguments.length === 0 ? (
                <p className="docs-muted">No arguments.</p>
              ) : (
                <ul>
                  {e.arguments.map((a) => (
                    <li key={a.path}>
                      <Source path={a.path}>
                        <code>{a.name}</code>
                      </Source>
                      {a.required ? ' (required)' : ' (optional)'}
                      {a.title ? ` ${a.title}` : ''}
                      {a.description ? ` — ${a.description}` : ''}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </section>
      ))}
    </section>
  );
}

function Facts({ facts }: { facts: [string, string][] }) {
  if (facts.length === 0) return null;
  return (
    <dl className="docs-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `data:image/…` icons as images; any other icon URL is shown as text and never fetched. */
function Icons({ icons }: { icons: DocsIcon[] }) {
  if (icons.length === 0) return null;
  return (
    <span className="docs-icons">
      {icons.map((icon, i) =>
        icon.inline ? (
          <img key={i} src={icon.src} alt="" className="docs-icon" width={20} height={20} />
        ) : (
          <span key={i} className="docs-icon-url" title={`Icon not loaded (only data: icons are shown): ${icon.src}`}>
            [icon]
          </span>
        ),
      )}
    </span>
  );
}
