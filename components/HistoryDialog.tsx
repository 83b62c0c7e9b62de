// Local history (IndexedDB): the last 20 documents and the last 50 states of each. Every entry shows a preview (its
// first lines, format, size and verdict) and how it differs from the current text, so entries with one name are told
// apart; "Compare" shows the line diff against the current text before anything is replaced; one click restores a
// document (or an older state of it) as an undoable replacement. All document text is shown as text.
import { useEffect, useMemo, useRef, useState } from 'react';
import { currentPersistence } from '../src/persistence-start.ts';
import { replaceDocument } from '../src/replace.ts';
import { documentName, formatBytes } from '../src/files.ts';
import { validateOther } from '../src/live-validation.ts';
import { useStore } from '../src/store.ts';
import { countOf } from '../core/lib/plural.ts';
import { diffCounts, diffLines, withContext, type DiffLine } from '../src/line-diff.ts';
import type { HistoryDocument, HistoryState } from '../src/history.ts';
import '../src/styles/toolbar.css';
import '../src/styles/history.css';

const when = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
/** Texts longer than this are previewed, but neither diffed nor validated here. */
const MAX_COMPARED_LENGTH = 2 * 1024 * 1024;
const PREVIEW_LINES = 4;

type Verdict = { state: 'checking' } | { state: 'done'; errors: number; warnings: number } | { state: 'skipped' };

/** Validations of history texts, one at a time, remembered by text for the dialog's life. */
function useVerdicts() {
  const [verdicts, setVerdicts] = useState<Map<string, Verdict>>(new Map());
  const queue = useRef<{ text: string; format: HistoryState['format'] }[]>([]);
  const running = useRef(false);
  const known = useRef(new Set<string>());
  const pump = () => {
    if (running.current) return;
    const next = queue.current.shift();
    if (!next) return;
    running.current = true;
    validateOther(next.text, next.format)
      .then(
        (result) => {
          const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
          const warnings = result.diagnostics.filter((d) => d.severity === 'warning').length;
          setVerdicts((prev) => new Map(prev).set(next.text, { state: 'done', errors, warnings }));
        },
        () => setVerdicts((prev) => new Map(prev).set(next.text, { state: 'skipped' })),
      )
      .finally(() => {
        running.current = false;
        pump();
      });
  };
  const request = (text: string, format: HistoryState['format']) => {
    if (known.current.has(text)) return;
    known.current.add(text);
    if (text.length > MAX_COMPARED_LENGTH) {
      setVerdicts((prev) => new Map(prev).set(text, { state: 'skipped' }));
      return;
    }
    setVerdicts((prev) => new Map(prev).set(text, { state: 'checking' }));
    queue.current.push({ text, format });
    pump();
  };
  return { verdicts, request };
}

export function HistoryDialog({ onClose }: { onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const persistence = currentPersistence();
  const history = persistence?.history;
  const current = useStore((s) => s.text);
  const [documents, setDocuments] = useState<HistoryDocument[] | undefined>(undefined);
  const [latest, setLatest] = useState<Map<string, HistoryState>>(new Map());
  const [expanded, setExpanded] = useState<{ id: string; states: HistoryState[] } | undefined>(undefined);
  /** The entry whose diff against the current text is open: `doc:<id>` or `state:<seq>`. */
  const [comparing, setComparing] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(
    history ? undefined : 'This browser does not let the playground keep a history (storage is disabled or blocked).',
  );
  const { verdicts, request } = useVerdicts();
  /** The info.name of each document's versions, by document id (read once the list is shown): found by a search. */
  const [versionNames, setVersionNames] = useState<Map<string, string[]>>(new Map());
  const [query, setQuery] = useState('');

  useEffect(() => {
    dialog.current?.showModal();
    if (!history) return;
    history.documents().then(
      async (docs) => {
        setDocuments(docs);
        const states = await Promise.all(docs.map((d) => history.latest(d.id).catch(() => undefined)));
        setLatest(new Map(states.flatMap((s, i) => (s ? [[docs[i]!.id, s] as const] : []))));
        // Only the names are kept, not the texts of every version.
        const names = await Promise.all(
          docs.map((d) =>
            history.states(d.id).then(
              (all) => [...new Set(all.flatMap((state) => documentName(state.text) ?? []))],
              () => [],
            ),
          ),
        );
        setVersionNames(new Map(docs.map((d, i) => [d.id, names[i]!])));
      },
      () => setError('The history could not be read.'),
    );
  }, [history]);

  const wanted = query.trim().toLowerCase();
  const shown = documents?.filter(
    (doc) =>
      wanted === '' ||
      (doc.name ?? 'untitled document').toLowerCase().includes(wanted) ||
      (versionNames.get(doc.id) ?? []).some((name) => name.toLowerCase().includes(wanted)) ||
      (latest.get(doc.id)?.text.toLowerCase().includes(wanted) ?? false),
  );

  useEffect(() => {
    for (const state of latest.values()) request(state.text, state.format);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `request` only queues texts not seen before
  }, [latest]);

  const restore = (id: string, state: HistoryState | undefined) => {
    const pick = state ? Promise.resolve(state) : history!.latest(id);
    void pick.then((s) => {
      if (!s) return;
      const doc = documents?.find((d) => d.id === id);
      const label = `${doc?.name ? `“${doc.name}”` : 'a document'} from History (${when(s.savedAt)})`;
      if (replaceDocument({ text: s.text, format: s.format, tab: s.tab }, label)) onClose();
    });
  };

  const toggleVersions = (id: string) => {
    if (expanded?.id === id) return setExpanded(undefined);
    void history?.states(id).then((states) => {
      setExpanded({ id, states });
      for (const s of states.slice(0, 10)) request(s.text, s.format);
    });
  };

  const open = persistence?.documentId();
  return (
    <dialog
      ref={dialog}
      className="share-dialog history-dialog"
      data-testid="history-dialog"
      aria-labelledby="history-dialog-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="share-body">
        <h2 id="history-dialog-title" className="share-title">
          History
        </h2>
        <p className="share-explain">
          Saved in this browser only: the last 20 documents and the last 50 versions of each. Compare an entry with your
          current text before restoring it; restoring can be undone.
        </p>
        {error && <p role="alert">{error}</p>}
        {documents && documents.length === 0 && (
          <p data-testid="history-empty">Nothing saved yet: documents are saved as you edit them.</p>
        )}
        {documents && documents.length > 0 && (
          <label className="history-search">
            <span>Search</span>
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Name or text"
              data-testid="history-search"
            />
          </label>
        )}
        {shown && documents && shown.length < documents.length && (
          <p className="history-search-result" role="status" data-testid="history-search-result">
            {shown.length === 0
              ? `No document matches “${query.trim()}”.`
              : `${countOf(shown.length, 'document')} of ${documents.length} match “${query.trim()}”.`}
          </p>
        )}
        <ol className="history-list">
          {shown?.map((doc) => {
            const state = latest.get(doc.id);
            const key = `doc:${doc.id}`;
            const otherNames = (versionNames.get(doc.id) ?? []).filter((name) => name !== doc.name);
            return (
              <li
                key={doc.id}
                className="history-item"
                data-testid="history-document"
                data-current={doc.id === open || undefined}
              >
                <div className="history-row">
                  <span className="history-name">{doc.name ?? 'Untitled document'}</span>
                  {otherNames.length > 0 && (
                    <span className="history-other-names" data-testid="history-other-names">
                      earlier named {otherNames.map((name) => `“${name}”`).join(', ')}
                    </span>
                  )}
                  <span className="history-meta">
                    {doc.format.toUpperCase()} · {formatBytes(doc.length)} · {when(doc.updatedAt)}
                    {doc.id === open && ' · open in this tab'}
                  </span>
                </div>
                {state && <Preview state={state} current={current} verdict={verdicts.get(state.text)} />}
                <div className="history-row history-actions">
                  <button
                    type="button"
                    className="tb-button tb-button-primary"
                    data-testid="history-restore"
                    onClick={() => restore(doc.id, undefined)}
                  >
                    Restore
                  </button>
                  <button
                    type="button"
                    className="tb-button"
                    aria-expanded={comparing === key}
                    data-testid="history-compare"
                    disabled={!state}
                    onClick={() => setComparing(comparing === key ? undefined : key)}
                  >
                    Compare with current
                  </button>
                  <button
                    type="button"
                    className="tb-button"
                    aria-expanded={expanded?.id === doc.id}
                    data-testid="history-versions"
                    onClick={() => toggleVersions(doc.id)}
                  >
                    Versions
                  </button>
                </div>
                {comparing === key && state && <Diff before={current} after={state.text} />}
                {expanded?.id === doc.id && (
                  <ol className="history-states">
                    {expanded.states.map((s) => {
                      const stateKey = `state:${s.seq}`;
                      const name = documentName(s.text);
                      return (
                        <li key={s.seq} className="history-state" data-testid="history-state">
                          <div className="history-row">
                            {name !== doc.name && (
                              <span className="history-name" data-testid="history-state-name">
                                {name ?? 'Untitled document'}
                              </span>
                            )}
                            <span className="history-meta">
                              {when(s.savedAt)} · {formatBytes(s.text.length)} ·{' '}
                              <ChangeSummary before={current} after={s.text} /> ·{' '}
                              <VerdictText verdict={verdicts.get(s.text)} />
                            </span>
                            <button
                              type="button"
                              className="tb-button"
                              aria-expanded={comparing === stateKey}
                              data-testid="history-compare-state"
                              onClick={() => setComparing(comparing === stateKey ? undefined : stateKey)}
                            >
                              Compare
                            </button>
                            <button
                              type="button"
                              className="tb-button"
                              data-testid="history-restore-state"
                              onClick={() => restore(doc.id, s)}
                            >
                              Restore this version
                            </button>
                          </div>
                          {comparing === stateKey && <Diff before={current} after={s.text} />}
                        </li>
                      );
                    })}
                  </ol>
                )}
              </li>
            );
          })}
        </ol>
        <div className="share-footer">
          <button type="button" className="tb-button" data-testid="history-close" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}

function Preview({ state, current, verdict }: { state: HistoryState; current: string; verdict: Verdict | undefined }) {
  const lines = state.text.slice(0, 4000).split(/\r\n|\n|\r/);
  const shown = lines.slice(0, PREVIEW_LINES).map((l) => (l.length > 120 ? `${l.slice(0, 120)}…` : l));
  return (
    <div className="history-preview" data-testid="history-preview">
      <pre className="history-lines" aria-label="First lines">
        {shown.join('\n')}
        {lines.length > PREVIEW_LINES || state.text.length > 4000 ? '\n…' : ''}
      </pre>
      <p className="history-facts">
        <span data-testid="history-verdict">
          <VerdictText verdict={verdict} />
        </span>{' '}
        · <ChangeSummary before={current} after={state.text} />
      </p>
    </div>
  );
}

function VerdictText({ verdict }: { verdict: Verdict | undefined }) {
  if (!verdict || verdict.state === 'checking') return <span className="history-checking">checking…</span>;
  if (verdict.state === 'skipped') return <span>not checked</span>;
  if (verdict.errors === 0)
    return (
      <span className="history-valid">
        valid{verdict.warnings > 0 ? `, ${countOf(verdict.warnings, 'warning')}` : ''}
      </span>
    );
  return (
    <span className="history-invalid">
      invalid: {countOf(verdict.errors, 'error')}
      {verdict.warnings > 0 ? `, ${countOf(verdict.warnings, 'warning')}` : ''}
    </span>
  );
}

function useDiff(before: string, after: string): DiffLine[] | undefined | 'too-large' {
  return useMemo(
    () =>
      before.length > MAX_COMPARED_LENGTH || after.length > MAX_COMPARED_LENGTH
        ? 'too-large'
        : diffLines(before, after),
    [before, after],
  );
}

/** How an entry differs from the current text, in lines. */
function ChangeSummary({ before, after }: { before: string; after: string }) {
  const lines = useDiff(before, after);
  if (lines === 'too-large') return <span data-testid="history-change">too large to compare</span>;
  if (!lines) return <span data-testid="history-change">more than a thousand lines differ from your current text</span>;
  const { added, removed } = diffCounts(lines);
  if (added === 0 && removed === 0) return <span data-testid="history-change">same as your current text</span>;
  return (
    <span data-testid="history-change">
      <span className="diff-added">+{added}</span> <span className="diff-removed">−{removed}</span> lines against your
      current text
    </span>
  );
}

/** The entry against the current text: removed lines are in the current text only, added ones in the entry only. */
function Diff({ before, after }: { before: string; after: string }) {
  const lines = useDiff(before, after);
  if (lines === 'too-large' || !lines)
    return <p className="history-diff-note">These texts are too large or too different to compare line by line.</p>;
  const hunks = withContext(lines, 2);
  if (!lines.some((l) => l.kind !== 'same'))
    return (
      <p className="history-diff-note" data-testid="history-diff">
        This entry is the same as your current text.
      </p>
    );
  return (
    <div
      className="history-diff"
      data-testid="history-diff"
      role="region"
      aria-label="Changes from your current text to this entry"
      tabIndex={0}
    >
      <p className="history-diff-legend">
        <span className="diff-removed">− only in your current text</span>{' '}
        <span className="diff-added">+ only in this entry</span>
      </p>
      <pre>
        {hunks.map((h, i) =>
          h.kind === 'skip' ? (
            <span key={i} className="diff-skip">
              {`  … ${h.count} unchanged line${h.count === 1 ? '' : 's'}\n`}
            </span>
          ) : (
            <span key={i} className={`diff-${h.kind}`} data-kind={h.kind}>
              {`${h.kind === 'added' ? '+' : h.kind === 'removed' ? '−' : ' '} ${h.text}\n`}
            </span>
          ),
        )}
      </pre>
    </div>
  );
}
