// Documentation preview (Docs tab): the description as one protocol version's clients see it, rendered as server
// documentation. Descriptions are Markdown rendered without raw HTML (./Markdown.tsx); everything else from the
// document is text; only `data:image/…` icons are shown as images, and no URL of the document is ever fetched.
// Clicking an item selects its source in the editor; while the editor has the focus, the preview follows it to the
// declaration being edited. Sections the document does not have are left out.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '../src/store.ts';
import { requestDocs, requestDocsExport } from '../src/live-validation.ts';
import { downloadText } from '../src/files.ts';
import { effectiveVersion, formatTab } from '../src/tabs.ts';
import type { DocsResult, SourceRange } from '../core/index.ts';
import type {
  DocsAccess,
  DocsElicitation,
  DocsEntry,
  DocsIcon,
  DocsModel,
  DocsParameter,
  DocsTemplate,
  DocsTool,
} from '../core/learn/docs.ts';
import { VersionPicker } from './VersionPicker.tsx';
import { useWorkerResult } from './useWorkerResult.ts';
import { SyntaxErrorNotice } from './SyntaxErrorNotice.tsx';
import { Markdown, MarkdownInline } from './Markdown.tsx';
import { countOf } from '../core/lib/plural.ts';

export function DocsPanel({ wanted }: { wanted: string | undefined }) {
  const declared = useStore((s) => s.protocolVersions);
  const setTab = useStore((s) => s.setTab);
  const version = effectiveVersion(wanted, declared);
  const loaded = useWorkerResult<DocsResult>('docs', version ? () => requestDocs(version) : undefined, [version]);
  const syntaxError = useStore((s) => s.syntaxError !== undefined);

  if (!version) {
    return syntaxError ? (
      <SyntaxErrorNotice />
    ) : (
      <p className="panel-empty">The document declares no supported protocol version to document.</p>
    );
  }
  const result = loaded.state === 'done' ? loaded.value : undefined;
  // The last preview stays on screen, visibly marked, until the one for the chosen version and text arrives.
  const current = result?.ok ? result : undefined;
  const busy =
    loaded.state === 'loading' || loaded.stale || (current !== undefined && current.model.version !== version);
  return (
    <div className="projection docs" data-testid="docs-panel">
      <SyntaxErrorNotice kept={current ? 'documentation' : undefined} />
      <VersionPicker
        versions={declared}
        value={version}
        onChange={(v) => setTab(formatTab({ kind: 'docs', version: v }))}
        testId="docs-versions"
      />
      {current && !syntaxError && <DocsExport key={version} version={version} />}
      {loaded.state === 'failed' && (
        <p className="projection-error" role="alert">
          {loaded.message}
        </p>
      )}
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

/**
 * The documentation of the chosen version to publish: a self-contained HTML page to download, or Markdown to copy.
 * The worker writes both (core/learn/docs-export.ts); the panel only hands the text on.
 */
function DocsExport({ version }: { version: string }) {
  const setNotice = useStore((s) => s.setNotice);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const exported = async (to: 'html' | 'markdown') => {
    setBusy(true);
    try {
      const result = await requestDocsExport(version, to);
      if (!result.ok) throw new Error(result.message);
      return result.pages[0]!;
    } finally {
      setBusy(false);
    }
  };
  const failed = (what: string) => (error: unknown) =>
    setNotice({ kind: 'error', message: `${what}: ${error instanceof Error ? error.message : String(error)}` });
  const download = () =>
    exported('html').then((page) => {
      downloadText(page.text, page.fileName, 'text/html');
      setStatus(`Downloaded ${page.fileName}.`);
    }, failed('The HTML page could not be made'));
  const copy = () =>
    exported('markdown').then(
      (page) =>
        navigator.clipboard.writeText(page.text).then(
          () => setStatus(`The ${version} documentation is on the clipboard as Markdown.`),
          () => failed('Not copied')(new Error('the browser did not allow copying to the clipboard')),
        ),
      failed('The Markdown could not be made'),
    );
  return (
    <div className="output-actions docs-export" role="toolbar" aria-label="Publish the documentation">
      <button type="button" onClick={() => void download()} disabled={busy} data-testid="docs-download-html">
        Download HTML
      </button>
      <button type="button" onClick={() => void copy()} disabled={busy} data-testid="docs-copy-markdown">
        Copy Markdown
      </button>
      <span className="output-status" role="status" data-testid="docs-export-status">
        {status}
      </span>
    </div>
  );
}

const Ranges = createContext<Record<string, SourceRange>>({});

/** A heading or label that selects its source in the editor. */
function Source({ path, children }: { path: string; children: ReactNode }) {
  const revealRange = useStore((s) => s.revealRange);
  const range: SourceRange | undefined = useContext(Ranges)[path];
  return (
    <button
      type="button"
      className="docs-source"
      onClick={() => range && revealRange(range)}
      disabled={!range}
      title={range ? `Show ${path || 'the document'} in the editor` : undefined}
    >
      {children}
    </button>
  );
}

/** The id of an item's documentation, for in-page links (tags, security, scopes). */
const anchor = (path: string) => `docs-item${path.replaceAll('/', '-')}`;

function ItemLink({ path, children }: { path: string; children: ReactNode }) {
  return (
    <a
      href={`#${anchor(path)}`}
      className="docs-item-link"
      onClick={(event) => {
        // In-page: the address keeps its fragment (a share link or a rule page), only the view scrolls.
        event.preventDefault();
        const target = document.getElementById(anchor(path));
        target?.scrollIntoView({ block: 'start' });
        target?.focus({ preventScroll: true });
      }}
    >
      {children}
    </a>
  );
}

/** While the editor has the focus, the item whose source holds the cursor is scrolled into view and marked. */
function useFollowEditor(model: DocsModel, ranges: Record<string, SourceRange>): string | undefined {
  const line = useStore((s) => s.cursorLine);
  const followed = useRef<string | undefined>(undefined);
  const items = [
    ...model.tools.map((t) => t.path),
    ...model.resources.map((r) => r.path),
    ...model.templates.map((t) => t.path),
    ...model.prompts.map((p) => p.path),
    ...model.transports.map((t) => t.path),
  ];
  const hit =
    line === undefined
      ? undefined
      : items.find((path) => ranges[path] && ranges[path].start.line <= line && line <= ranges[path].end.line);
  useEffect(() => {
    if (!hit || hit === followed.current) return;
    followed.current = hit;
    document.getElementById(anchor(hit))?.scrollIntoView({ block: 'nearest' });
  }, [hit]);
  return hit;
}

const Following = createContext<string | undefined>(undefined);
/** Whether the document declares any security: without any, no item repeats "no requirement declared". */
const ShowAccess = createContext(false);

function Docs({ result }: { result: Extract<DocsResult, { ok: true }> }) {
  const { model, ranges } = result;
  const { server } = model;
  const [byTag, setByTag] = useState(false);
  const following = useFollowEditor(model, ranges);
  const hasSecurity = model.sections.some((s) => s.id === 'security');
  const present = model.sections.map(({ id, title }) => [`docs-${id}`, title] as const);
  const groups = byTag ? tagGroups(model) : undefined;
  return (
    <Ranges.Provider value={ranges}>
      <Following.Provider value={following}>
        <ShowAccess.Provider value={hasSecurity}>
          <article className="docs-body" data-testid="docs-body">
            {result.errors > 0 && (
              <p className="projection-error" role="note">
                The document has {countOf(result.errors, 'error')}: this preview shows what it declares, but clients may
                see something else.
              </p>
            )}
            <header className="docs-server" data-testid="docs-server">
              <h2>
                <Icons icons={server.icons} />
                <Source path={server.path}>{server.title ?? server.name}</Source>{' '}
                {server.version && <span className="docs-version">v{server.version}</span>}
              </h2>
              {server.title && <p className="docs-muted">{server.name}</p>}
              {server.description && <Markdown source={server.description} />}
              <Facts facts={server.facts} />
              {server.instructions && (
                <section className="docs-instructions" aria-label="Instructions for the model">
                  <h4>Instructions for the model</h4>
                  <Markdown source={server.instructions} />
                </section>
              )}
            </header>

            {present.length > 1 && (
              <nav className="docs-contents" aria-label="Sections">
                {present.map(([id, label]) => (
                  <a
                    key={id}
                    href={`#${id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(id)?.scrollIntoView({ block: 'start' });
                    }}
                  >
                    {label}
                  </a>
                ))}
                {model.tags.length > 0 && (
                  <label className="docs-group-toggle">
                    <input
                      type="checkbox"
                      checked={byTag}
                      onChange={(e) => setByTag(e.target.checked)}
                      data-testid="docs-group-by-tag"
                    />{' '}
                    Group by tag
                  </label>
                )}
              </nav>
            )}

            {model.transports.length > 0 && (
              <section aria-labelledby="docs-transports" data-testid="docs-section-transports">
                <h3 id="docs-transports">Transports</h3>
                <ul className="docs-list">
                  {model.transports.map((t) => (
                    <li key={t.path} id={anchor(t.path)} data-following={following === t.path || undefined}>
                      <Source path={t.path}>
                        <code>{t.type}</code> {t.target}
                      </Source>
                      <Facts facts={t.facts} />
                    </li>
                  ))}
                </ul>
              </section>
            )}

            {hasSecurity && <Security model={model} />}
            {model.tags.length > 0 && <Tags model={model} />}

            {model.tools.length > 0 && (
              <section aria-labelledby="docs-tools" data-testid="docs-section-tools">
                <h3 id="docs-tools">Tools ({model.tools.length})</h3>
                <Grouped groups={groups} items={model.tools} render={(tool, key) => <Tool key={key} tool={tool} />} />
              </section>
            )}
            <Entries id="docs-resources" title="Resources" entries={model.resources} groups={groups} />
            <Entries id="docs-templates" title="Resource templates" entries={model.templates} groups={groups} />
            <Entries id="docs-prompts" title="Prompts" entries={model.prompts} groups={groups} />
          </article>
        </ShowAccess.Provider>
      </Following.Provider>
    </Ranges.Provider>
  );
}

/** Tag groups in catalogue order (13: display priority), then the operations without a tag. */
function tagGroups(model: DocsModel): { name: string; description?: string }[] {
  return [
    ...model.tags.map((t) => ({ name: t.name, ...(t.description ? { description: t.description } : {}) })),
    { name: '' },
  ];
}

/** Items under one heading per tag (an item with two tags is under both), or as they are when not grouped. */
function Grouped<T extends { tags: string[]; path: string }>({
  groups,
  items,
  render,
}: {
  groups: { name: string }[] | undefined;
  items: T[];
  render(item: T, key: string): ReactNode;
}) {
  if (!groups) return items.map((item) => render(item, item.path));
  return groups.map((group) => {
    const members = items.filter((item) =>
      group.name === '' ? item.tags.length === 0 : item.tags.includes(group.name),
    );
    if (members.length === 0) return null;
    return (
      <div key={group.name} className="docs-tag-group" data-testid="docs-tag-group" data-tag={group.name}>
        <h4 className="docs-tag-heading">
          {group.name === '' ? 'Without a tag' : <span className="tag">{group.name}</span>}
        </h4>
        {members.map((item) => render(item, `${group.name}|${item.path}`))}
      </div>
    );
  });
}

function Security({ model }: { model: DocsModel }) {
  const { security } = model;
  return (
    <section aria-labelledby="docs-security" data-testid="docs-section-security">
      <h3 id="docs-security">Security</h3>
      {security.schemes.length > 0 && (
        <dl className="docs-schemes">
          {security.schemes.map((s) => (
            <div key={s.name} data-testid="docs-scheme" data-name={s.name}>
              <dt>
                <Source path={s.path}>
                  <code>{s.name}</code>
                </Source>{' '}
                <span className="docs-muted">{s.summary}</span>
              </dt>
              <dd>
                {s.description && <Markdown source={s.description} />}
                {s.scopes.length > 0 && (
                  <ul className="docs-scopes">
                    {s.scopes.map(([scope, description]) => (
                      <li key={scope}>
                        <code>{scope}</code>
                        {description && <> — {description}</>}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p>
        Default requirement (root <code>security</code>):{' '}
        <span data-testid="docs-root-security">{security.requirement}</span>
      </p>
      {security.operations.length > 0 && (
        <>
          <h4>What each operation requires</h4>
          <table className="docs-table docs-table-stack docs-access-table" data-testid="docs-access">
            <thead>
              <tr>
                <th scope="col">Operation</th>
                <th scope="col">Requires</th>
              </tr>
            </thead>
            <tbody>
              {security.operations.map((op) => (
                <tr key={op.path} data-testid="docs-access-row" data-name={op.name}>
                  <th scope="row" data-label="Operation">
                    <span className="docs-muted">{op.kind}</span>{' '}
                    <ItemLink path={op.path}>
                      <code>{op.name}</code>
                    </ItemLink>
                  </th>
                  <td data-label="Requires">
                    <Access access={op.access} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {security.scopes.length > 0 && (
        <>
          <h4>Scopes and the operations that need them</h4>
          <ul className="docs-list" data-testid="docs-scope-index">
            {security.scopes.map((s) => (
              <li key={`${s.scheme} ${s.scope}`} data-scope={s.scope}>
                <code>{s.scope}</code> <span className="docs-muted">({s.scheme})</span>
                {s.description && <> — {s.description}</>}:{' '}
                {s.operations.map((o, i) => (
                  <span key={o.path}>
                    {i > 0 && ', '}
                    <ItemLink path={o.path}>{o.name}</ItemLink>
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Access({ access }: { access: DocsAccess }) {
  if (access.cases.length === 1 && access.cases[0]!.via === undefined) {
    const only = access.cases[0]!;
    return (
      <span>
        {only.requirement}{' '}
        <span className="docs-muted">
          {only.from === 'primitive'
            ? '(its own security, on every transport)'
            : only.from === 'root'
              ? '(root security)'
              : ''}
        </span>
      </span>
    );
  }
  return (
    <ul className="docs-access-cases">
      {access.cases.map((c) => (
        <li key={c.via}>
          via <code>{c.via}</code>: {c.requirement}{' '}
          <span className="docs-muted">
            ({c.from === 'transport' ? 'transport security' : c.from === 'root' ? 'root security' : 'nothing declared'})
          </span>
        </li>
      ))}
    </ul>
  );
}

function AccessLine({ access }: { access: DocsAccess }) {
  if (!useContext(ShowAccess)) return null;
  return (
    <div className="docs-access-line" data-testid="docs-access-line">
      <span className="docs-muted">Access:</span> <Access access={access} />
    </div>
  );
}

function Tags({ model }: { model: DocsModel }) {
  return (
    <section aria-labelledby="docs-tags" data-testid="docs-section-tags">
      <h3 id="docs-tags">Tags</h3>
      <dl className="docs-tags">
        {model.tags.map((tag) => (
          <div key={tag.name} data-testid="docs-tag" data-name={tag.name}>
            <dt>
              {tag.path ? (
                <Source path={tag.path}>
                  <span className="tag">{tag.name}</span>
                </Source>
              ) : (
                <span className="tag">{tag.name}</span>
              )}
              {!tag.declared && <span className="docs-muted"> (not in a root tags catalogue)</span>}
            </dt>
            <dd>
              {tag.description && <Markdown source={tag.description} />}
              {tag.operations.length === 0 ? (
                <span className="docs-muted">No operation of this version carries it.</span>
              ) : (
                <span>
                  {tag.operations.map((o, i) => (
                    <span key={o.path}>
                      {i > 0 && ', '}
                      <span className="docs-muted">{o.kind}</span> <ItemLink path={o.path}>{o.name}</ItemLink>
                    </span>
                  ))}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function TagChips({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <span className="docs-tag-chips" aria-label="Tags">
      {tags.map((t) => (
        <span key={t} className="tag">
          {t}
        </span>
      ))}
    </span>
  );
}

function Tool({ tool }: { tool: DocsTool }) {
  const following = useContext(Following);
  return (
    <section
      className="docs-item"
      id={anchor(tool.path)}
      tabIndex={-1}
      data-testid="docs-tool"
      data-name={tool.name}
      aria-label={`Tool ${tool.name}`}
      data-following={following === tool.path || undefined}
    >
      <h4>
        <Icons icons={tool.icons} />
        <Source path={tool.path}>{tool.title ?? tool.name}</Source>{' '}
        {tool.title && <code className="docs-muted">{tool.name}</code>}
        {tool.deprecated && <span className="badge badge-deprecated">deprecated</span>}
        {tool.badges.map((b) => (
          <span key={b} className={`badge badge-${b}`} data-testid="docs-badge">
            {b}
          </span>
        ))}
        <TagChips tags={tool.tags} />
      </h4>
      {tool.description && <Markdown source={tool.description} />}
      <AccessLine access={tool.access} />
      <h5>Parameters</h5>
      <Parameters rows={tool.parameters} testId="docs-parameters" />
      {tool.output && (
        <>
          <h5>Output (structuredContent)</h5>
          {tool.output.parameters.length > 0 ? (
            <Parameters rows={tool.output.parameters} testId="docs-output" />
          ) : (
            <pre className="projection-text">{tool.output.schema}</pre>
          )}
        </>
      )}
      <Elicitations items={tool.elicitations} />
      {tool.examples.length > 0 && <h5>Examples</h5>}
      {tool.examples.map((e) => (
        <div key={e.path} className="docs-example">
          <Source path={e.path}>{e.name}</Source>
          <div className="docs-example-io">
            {e.input !== undefined && (
              <pre className="projection-text" aria-label="input">
                {e.input}
              </pre>
            )}
            <span aria-hidden="true">→</span>
            {e.result !== undefined && (
              <pre className="projection-text" aria-label="result">
                {e.result}
              </pre>
            )}
          </div>
        </div>
      ))}
    </section>
  );
}

function Elicitations({ items }: { items: DocsElicitation[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h5>May ask the user (elicitations)</h5>
      {items.map((e) => (
        <div key={e.path} className="docs-elicitation" data-testid="docs-elicitation" data-name={e.name}>
          <p>
            <Source path={e.path}>
              <code>{e.name}</code>
            </Source>{' '}
            <span className="badge">{e.mode} mode</span>
            {e.scope && <span className="docs-muted"> only for {e.scope.join(', ')}</span>}
          </p>
          <dl className="docs-facts">
            <div>
              <dt>Message</dt>
              <dd className="docs-pre">{e.message}</dd>
            </div>
            {e.when && (
              <div>
                <dt>When</dt>
                <dd className="docs-pre">{e.when}</dd>
              </div>
            )}
            {e.url && (
              <div>
                <dt>URL</dt>
                {/* 12.4: a declaration's URL is never retrieved nor offered for automatic navigation. */}
                <dd>
                  <code>{e.url}</code>
                </dd>
              </div>
            )}
            {e.onDecline && (
              <div>
                <dt>If declined</dt>
                <dd className="docs-pre">{e.onDecline}</dd>
              </div>
            )}
            {e.onCancel && (
              <div>
                <dt>If cancelled</dt>
                <dd className="docs-pre">{e.onCancel}</dd>
              </div>
            )}
          </dl>
          {e.fields.length > 0 && (
            <Parameters rows={e.fields} testId="docs-elicitation-fields" caption="Requested fields" />
          )}
        </div>
      ))}
    </>
  );
}

const parameterColumns = ['Name', 'Type', 'Required', 'Description', 'Constraints'] as const;

/** Columns on wide panes; on narrow ones each row becomes a small card with labelled lines (CSS container query). */
function Parameters({ rows, testId, caption }: { rows: DocsParameter[]; testId: string; caption?: string }) {
  if (rows.length === 0) return <p className="docs-muted">No parameters.</p>;
  return (
    <table className="docs-table docs-table-stack docs-parameters" data-testid={testId}>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {parameterColumns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.path} data-testid="docs-parameter" data-name={p.name}>
            <th scope="row" data-label="Name">
              <Source path={p.path}>
                <code>{p.name}</code>
              </Source>
            </th>
            <td data-label="Type">{p.type}</td>
            <td data-label="Required">{p.required ? 'yes' : 'no'}</td>
            <td data-label="Description">{p.description ? <MarkdownInline source={p.description} /> : ''}</td>
            <td data-label="Constraints">{p.constraints.join('; ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Entry = DocsEntry &
  Partial<Pick<DocsTemplate, 'variables' | 'examples'>> & {
    arguments?: { name: string; title?: string; description?: string; required: boolean; path: string }[];
  };

function Entries({
  id,
  title,
  entries,
  groups,
}: {
  id: string;
  title: string;
  entries: Entry[];
  groups: { name: string }[] | undefined;
}) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id} data-testid={`${id.replace('docs-', 'docs-section-')}`}>
      <h3 id={id}>
        {title} ({entries.length})
      </h3>
      <Grouped
        groups={groups}
        items={entries}
        render={(e, key) => <EntryItem key={key} id={id} title={title} entry={e} />}
      />
    </section>
  );
}

function EntryItem({ id, title, entry: e }: { id: string; title: string; entry: Entry }) {
  const following = useContext(Following);
  return (
    <section
      className="docs-item"
      id={anchor(e.path)}
      tabIndex={-1}
      aria-label={`${title}: ${e.heading}`}
      data-testid={`${id}-item`}
      data-following={following === e.path || undefined}
    >
      <h4>
        <Icons icons={e.icons} />
        <Source path={e.path}>{e.title ?? e.heading}</Source>{' '}
        {e.title && <code className="docs-muted">{e.heading}</code>}
        {e.deprecated && <span className="badge badge-deprecated">deprecated</span>}
        <TagChips tags={e.tags} />
      </h4>
      {e.description && <Markdown source={e.description} />}
      <Facts facts={e.facts} />
      <AccessLine access={e.access} />
      {e.variables && (
        <p>
          URI template variables:{' '}
          {e.variables.length === 0 ? 'none' : e.variables.map((v) => <code key={v}>{`{${v}}`} </code>)}
        </p>
      )}
      {e.examples && e.examples.length > 0 && (
        <>
          <h5>Worked examples</h5>
          <ul className="docs-list" data-testid="docs-template-examples">
            {e.examples.map((x) => (
              <li key={x.path} data-testid="docs-template-example" data-name={x.name}>
                <Source path={x.path}>{x.name}</Source>:{' '}
                {x.bindings ? (
                  <>
                    {x.bindings.map(([name, value], i) => (
                      <span key={name}>
                        {i > 0 && ', '}
                        <code>{name}</code> = <code>{JSON.stringify(value)}</code>
                      </span>
                    ))}{' '}
                    → <code>{x.uri}</code>
                  </>
                ) : (
                  <>
                    <code>{x.uri}</code>{' '}
                    <span className="docs-muted">(its variable values cannot be read back from this template)</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {e.arguments && (
        <>
          <h5>Arguments</h5>
          {e.arguments.length === 0 ? (
            <p className="docs-muted">No arguments.</p>
          ) : (
            <ul className="docs-list">
              {e.arguments.map((a) => (
                <li key={a.path} data-testid="docs-argument" data-name={a.name}>
                  <Source path={a.path}>
                    <code>{a.name}</code>
                  </Source>
                  {a.required ? ' (required)' : ' (optional)'}
                  {a.title ? ` ${a.title}` : ''}
                  {a.description && (
                    <>
                      {' — '}
                      <MarkdownInline source={a.description} />
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <Elicitations items={e.elicitations} />
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
