// Never lose text: restore on load, autosave to the local history (IndexedDB, src/history.ts), hear about copies of
// the work saved in other tabs, open share links pasted into the address bar. Each role has its module in
// src/persistence/: restore.ts, autosave.ts (with drafts.ts), cross-tab.ts, share-links.ts; tab-document.ts holds what
// they share, the document this tab edits.
//
// Rules a user can rely on:
// - Every change to the text, format or tab is saved off the keystroke path (after a pause, in idle time); a loaded
//   document at once; the text a change mostly replaces is kept as a version of its own; when the page is hidden or
//   closed the last text is written at once, also synchronously as a draft. Saving never blocks typing.
// - Each tab edits its own document (its id is kept in sessionStorage, so a reload of the tab reopens it): two tabs
//   never overwrite each other. A tab that opens while another tab has the last document open works on a copy;
//   when a copy of the same work is saved elsewhere, the newer one is offered in a notice, never forced.
// - If storage fails (disabled, full), a visible notice says so once; the text in the editor is never touched.
// - Opening a share link does not create a saved document until the user edits the shared text. Until then the
//   link stays in the address bar, so a reload shows the shared document again; the first edit removes it
//   (history.replaceState) and autosave takes over.
import type { DocumentFormat } from '../core/diagnostics.ts';
import { useStore, type DocumentSource, type Notice } from './store.ts';
import { documentState, openHistory, type HistoryStore } from './history.ts';
import { browserEnv, clearFragment, type PersistenceEnv, type PlaygroundStore } from './persistence/env.ts';
import { tabDocument } from './persistence/tab-document.ts';
import { AUTOSAVE_DELAY_MS, SHARED_DOCUMENT_NOTICE, startAutosave } from './persistence/autosave.ts';
import { openShared, openState, restore } from './persistence/restore.ts';
import { listenToOtherTabs } from './persistence/cross-tab.ts';
import { listenForShareLinks } from './persistence/share-links.ts';

export type { ChannelLike, LocksLike, PersistenceEnv, PlaygroundStore } from './persistence/env.ts';
export { browserEnv } from './persistence/env.ts';
export { TAB_DOCUMENT_KEY } from './persistence/tab-document.ts';
export { AUTOSAVE_DELAY_MS, SHARED_DOCUMENT_NOTICE, SPACE_RETRY_MS } from './persistence/autosave.ts';
export { DOCUMENT_KEY, loadSavedDocument, type LoadResult } from './persistence/restore.ts';

export interface StartOptions {
  env?: PersistenceEnv;
  store?: PlaygroundStore;
  delayMs?: number;
  /** The document of a first visit: used when there is neither a share link nor a saved document. */
  initial?: () => { text: string; format: DocumentFormat; source?: DocumentSource };
  now?: () => number;
}

/** A running persistence: restore is done; saving goes on until `stop`. */
export interface Persistence {
  stop(): void;
  /** The local history, or undefined when this browser refuses IndexedDB. */
  history: HistoryStore | undefined;
  /** Id of the document this tab edits; undefined until its first save after a replacement. */
  documentId(): string | undefined;
  /**
   * Saves the current document, then makes the next save start a new document (a replacement is coming: example,
   * file, link, import) — or reuse the current one if it is itself a replacement nobody edited, so trying examples
   * does not push real work out of the history. The replacement is saved at once. A `pristine` text (a share link)
   * is not saved until the user edits it. With `resume`, the tab goes back to editing that document (undo of a
   * replacement, restore from History).
   */
  beginDocument(options?: {
    resume?: { id: string | undefined; lineage: string | undefined };
    pristine?: string;
    /** Keep the current document in History even if nobody edited it (New document). */
    keep?: boolean;
  }): void;
  lineage(): string | undefined;
  /**
   * Whether the current document stays in History when a replacement comes: not when nobody edited it (unless
   * `keep` is passed to beginDocument too), never a share link nobody edited.
   */
  keepsCurrent(options?: { keep?: boolean }): boolean;
  /** Resolves once every save issued so far has finished (for a reader of the history right after a change). */
  settled(): Promise<void>;
}

/** The page's persistence: repeated starts share it (src/persistence-start.ts hands it to the UI). */
let pageInstance: Persistence | undefined;

/**
 * Restores the document (share link in the URL, else this tab's document, else the last one), then autosaves every
 * change and opens share links pasted into the address bar. The page calls it through src/persistence-start.ts, which
 * holds the editor and the validation until it has restored.
 */
export async function startPersistence(options: StartOptions = {}): Promise<Persistence> {
  if (options.env) return start(options.env, options);
  pageInstance ??= await start(browserEnv(), options);
  return pageInstance;
}

const NO_STORAGE =
  'This browser does not let the playground save (storage is disabled or blocked), so your text will not survive a reload. Use Download to keep a copy.';

async function start(env: PersistenceEnv, options: StartOptions): Promise<Persistence> {
  const store = options.store ?? useStore;
  const now = options.now ?? Date.now;
  let history: HistoryStore | undefined;
  let historyError: string | undefined;
  try {
    history = env.indexedDB ? await openHistory(env.indexedDB) : undefined;
  } catch {
    history = undefined;
  }
  if (!history) historyError = NO_STORAGE;

  const tab = tabDocument(env);
  const newer = await restore({ env, store, history, tab, initial: options.initial, now });
  const autosave = startAutosave({
    env,
    store,
    history,
    historyError,
    tab,
    delayMs: options.delayMs ?? AUTOSAVE_DELAY_MS,
    now,
  });

  /** Replaces the text with `open()`, as one action the notice (`message`) offers to undo, like every replacement. */
  const replaceUndoably = (message: string, open: () => void): void => {
    autosave.flush();
    const previous = documentState(store.getState());
    const resume = { id: tab.id, lineage: tab.lineage };
    open();
    const notice: Notice = {
      kind: 'info',
      message,
      action: {
        label: 'Undo',
        run: () => {
          if (tab.pristine !== undefined) clearFragment(env); // a share link opened here leaves the address bar
          persistence.beginDocument({ resume });
          openState(store, previous);
        },
      },
    };
    store.getState().setNotice(notice);
  };

  const otherTabs = history
    ? listenToOtherTabs({
        env,
        store,
        history,
        tab,
        open: (id) => {
          void history.latest(id).then((latest) => {
            if (!latest) return;
            replaceUndoably('Opened the newer copy saved in another tab.', () => {
              tab.saveNextAtOnce = true;
              openState(store, latest);
            });
          });
        },
      })
    : undefined;
  if (newer) otherTabs?.offer(newer);
  const stopShareLinks = listenForShareLinks({
    env,
    store,
    open: (state) => {
      const previous = store.getState().text;
      if (previous.trim() === '' || previous === state.text) return openShared(store, tab, state);
      replaceUndoably(SHARED_DOCUMENT_NOTICE, () => openShared(store, tab, state));
    },
  });

  const persistence: Persistence = {
    history,
    documentId: () => tab.id,
    lineage: () => tab.lineage,
    keepsCurrent: ({ keep = false } = {}) =>
      history !== undefined && (keep || !tab.untouched) && tab.pristine === undefined,
    settled: () => autosave.settled(),
    beginDocument({ resume, pristine, keep = false } = {}) {
      if (keep && tab.untouched) autosave.saveNow();
      else autosave.flush();
      tab.pristine = pristine;
      if (resume) tab.use(resume.id, resume.lineage);
      else if (!tab.untouched || keep) tab.use(undefined, undefined);
      // else: the current document is a replacement nobody edited; the new one takes its place in history
      tab.untouched = resume === undefined;
      tab.expectReplacement = resume === undefined;
      tab.saveNextAtOnce = true;
      if (tab.id !== undefined) void tab.claim(tab.id);
    },
    stop() {
      autosave.stop();
      stopShareLinks();
      env.channel?.close();
      history?.close();
      if (pageInstance === persistence) pageInstance = undefined;
    },
  };
  return persistence;
}
