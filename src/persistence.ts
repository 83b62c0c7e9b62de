// Never lose text: autosave to the local history (IndexedDB, src/history.ts), restore on load, open share links
// from the URL fragment.
//
// Rules a user can rely on:
// - Every change to the text, format or tab is saved off the keystroke path: after a pause, in idle time, and at
//   once when the page is hidden or closed. Saving never blocks typing (IndexedDB writes are asynchronous).
// - Each tab edits its own document (its id is kept in sessionStorage, so a reload of the tab reopens it): two tabs
//   never overwrite each other. A tab that opens while another tab has the last document open works on a copy;
//   when a copy of the same work is saved elsewhere, the newer one is offered in a notice, never forced.
// - If storage fails (disabled, full), a visible notice says so once; the text in the editor is never touched, and a
//   write refused for space is not retried on every edit (only when the document got smaller, or a minute later).
// - Opening a share link does not create a saved document until the user edits the shared text. Until then the
//   link stays in the address bar, so a reload shows the shared document again; the first edit removes it
//   (history.replaceState) and autosave takes over.
// - A malformed or truncated link shows a notice and the last document opens instead; nothing is overwritten.
import type { StoreApi } from 'zustand';
import type { DocumentFormat } from '../core/diagnostics.ts';
import { useStore, type Notice, type PlaygroundState } from './store.ts';
import type { ShareState, ShareDecodeResult } from './share.ts';
import { newDocumentId, openHistory, type DocumentState, type HistoryDocument, type HistoryStore } from './history.ts';
import { formatBytes, overLimitMessage } from './files.ts';
import { isOverSizeLimit, textBytes } from './worker/size.ts';
import { isRuleFragment } from './rule-fragment.ts';

/** Where versions before the IndexedDB history saved the one document; read once and migrated. */
export const DOCUMENT_KEY = 'mcpdesc-playground:v1:document';
/** sessionStorage key: the id of the document this tab edits. */
export const TAB_DOCUMENT_KEY = 'mcpdesc-playground:v1:tab-document';
/** Quiet time after an edit before it is saved (then in idle time); a big document adds up to 3 s (1 ms per 4,000 characters). */
export const AUTOSAVE_DELAY_MS = 300;
/** A write refused for space is retried after this long even if the document did not get smaller. */
export const SPACE_RETRY_MS = 60_000;
/** Shown when a share link replaces a different document of the user's; cleared by the first edit. */
export const SHARED_DOCUMENT_NOTICE = 'Opened a shared document. Your own document stays saved in this browser (see History) until you edit this one.';

export type SavedDocument = DocumentState;

export type LoadResult = { ok: true; doc: SavedDocument | undefined } | { ok: false; error: string };

/** `window.localStorage` / `sessionStorage`, or undefined where the browser refuses access (reading can throw). */
function webStorage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window[name] ?? undefined);
  } catch {
    return undefined;
  }
}

/** The document saved in localStorage by earlier versions of the playground, if any. */
export function loadSavedDocument(storage: Storage | undefined): LoadResult {
  if (!storage) return { ok: true, doc: undefined };
  let raw: string | null;
  try {
    raw = storage.getItem(DOCUMENT_KEY);
  } catch {
    return { ok: false, error: "The saved document could not be read: this browser blocks the playground's storage." };
  }
  if (raw === null) return { ok: true, doc: undefined };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'The saved document is damaged and could not be restored.' };
  }
  if (typeof value !== 'object' || value === null) return { ok: false, error: 'The saved document is damaged and could not be restored.' };
  const { text, format, tab, formatAuto } = value as Record<string, unknown>;
  if (typeof text !== 'string' || (format !== 'json' && format !== 'yaml')) {
    return { ok: false, error: 'The saved document is damaged and could not be restored.' };
  }
  return {
    ok: true,
    doc: { text, format, tab: typeof tab === 'string' && tab !== '' ? tab : 'diagnostics', formatAuto: formatAuto !== false },
  };
}

/** The part of the Web Locks API used to know whether another open tab edits a document. */
export interface LocksLike {
  request(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<void> | void): Promise<unknown>;
}

/** The part of BroadcastChannel used to hear about saves in other tabs. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** What the persistence layer needs from the browser (a window in the app; fakes in tests). */
export interface PersistenceEnv {
  indexedDB: IDBFactory | undefined;
  /** localStorage: read once, to migrate a document saved by an earlier version. */
  storage: Storage | undefined;
  /** sessionStorage: the id of this tab's document. */
  session: Storage | undefined;
  locks?: LocksLike;
  channel?: ChannelLike;
  /** Runs `callback` when the page is idle (requestIdleCallback); defaults to at once. */
  idle?: (callback: () => void) => void;
  location: { hash: string; pathname: string; search: string };
  history: { state: unknown; replaceState(data: unknown, unused: string, url?: string): void };
  /** Receives 'pagehide' and 'hashchange'. */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Receives 'visibilitychange'; `visibilityState` tells whether the page was hidden. */
  document?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { visibilityState: string };
}

export function browserEnv(): PersistenceEnv {
  let indexedDB: IDBFactory | undefined;
  try {
    indexedDB = window.indexedDB ?? undefined;
  } catch {
    indexedDB = undefined;
  }
  return {
    indexedDB,
    storage: webStorage('localStorage'),
    session: webStorage('sessionStorage'),
    locks: (navigator as { locks?: LocksLike }).locks,
    channel: typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('mcpdesc-playground'),
    idle: (callback) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, { timeout: 2000 }) : setTimeout(callback, 0)),
    location: window.location,
    history: window.history,
    target: window,
    document,
  };
}

export type PlaygroundStore = Pick<StoreApi<PlaygroundState>, 'getState' | 'subscribe'>;

export interface StartOptions {
  env?: PersistenceEnv;
  store?: PlaygroundStore;
  delayMs?: number;
  /** The document of a first visit: used when there is neither a share link nor a saved document. */
  initial?: () => { text: string; format: DocumentFormat };
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
   * does not push real work out of the history. A `pristine` text (a share link) is not saved until the user edits
   * it. With `resume`, the tab goes back to editing that document (undo of a replacement, restore from History).
   */
  beginDocument(options?: { resume?: { id: string | undefined; lineage: string | undefined }; pristine?: string }): void;
  lineage(): string | undefined;
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

async function start(env: PersistenceEnv, options: StartOptions): Promise<Persistence> {
  const store = options.store ?? useStore;
  const delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;
  const now = options.now ?? Date.now;
  const idle = env.idle ?? ((callback: () => void) => callback());

  let history: HistoryStore | undefined;
  let historyError: string | undefined;
  if (env.indexedDB) {
    try {
      history = await openHistory(env.indexedDB);
    } catch {
      historyError = 'This browser does not let the playground save (its storage is disabled or blocked), so your text will not survive a reload. Use Download to keep a copy.';
    }
  } else {
    historyError = 'This browser does not let the playground save (storage is disabled or blocked), so your text will not survive a reload. Use Download to keep a copy.';
  }

  /** This tab's document; undefined: a new one is created by the next save. */
  let docId: string | undefined;
  let lineage: string | undefined;
  /**
   * Text of a shared document (or an example, a file) that is open and not yet edited: it is not saved as a
   * document of the user's until it is edited.
   */
  let sharedText: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failureMessage: string | undefined;
  /** A write refused for space: its size and time. Not retried until the text is smaller or SPACE_RETRY_MS passed. */
  let spaceFailure: { length: number; at: number } | undefined;
  /** The current document is a replacement (example, file, ...) the user has not edited yet. */
  let untouched = false;
  /** The next text change is the replacement itself, not an edit. */
  let expectReplacement = false;
  /** Documents already offered as newer, so one is not offered again and again. */
  const offered = new Set<string>();
  let stopped = false;

  const session = {
    get(): string | undefined {
      try {
        return env.session?.getItem(TAB_DOCUMENT_KEY) ?? undefined;
      } catch {
        return undefined;
      }
    },
    set(id: string | undefined): void {
      try {
        if (id === undefined) env.session?.removeItem(TAB_DOCUMENT_KEY);
        else env.session?.setItem(TAB_DOCUMENT_KEY, id);
      } catch {
        /* without sessionStorage a reload opens the last document instead */
      }
    },
  };

  /** Holds a lock named after the document while this page lives; false when another tab holds it. */
  const claim = async (id: string): Promise<boolean> => {
    if (!env.locks) return true;
    return new Promise<boolean>((resolve) => {
      env.locks!
        .request(`mcpdesc-playground:document:${id}`, { ifAvailable: true }, (lock) => {
          resolve(lock !== null);
          return lock === null ? undefined : new Promise<void>(() => {}); // held until the page goes away
        })
        .catch(() => resolve(true));
    });
  };

  const showFailure = (message: string): void => {
    if (failureMessage !== message || store.getState().notice?.message !== message) {
      failureMessage = message;
      store.getState().setNotice({ kind: 'error', message });
    }
  };

  const clearFailure = (): void => {
    if (failureMessage === undefined) return;
    if (store.getState().notice?.message === failureMessage) store.getState().setNotice(undefined);
    failureMessage = undefined;
  };

  const clearFragment = (): void => {
    try {
      env.history.replaceState(env.history.state, '', env.location.pathname + env.location.search);
    } catch {
      /* some embedded browsers refuse replaceState; the link then simply stays visible */
    }
  };

  const save = (): void => {
    timer = undefined;
    if (stopped || sharedText !== undefined) return;
    if (!history) {
      if (historyError) showFailure(historyError);
      return;
    }
    const s = store.getState();
    const state: DocumentState = { text: s.text, format: s.format, tab: s.tab, formatAuto: s.formatAuto };
    if (spaceFailure && state.text.length >= spaceFailure.length && now() - spaceFailure.at < SPACE_RETRY_MS) return;
    if (docId === undefined) {
      docId = newDocumentId();
      lineage ??= docId;
      session.set(docId);
      void claim(docId);
    }
    const id = docId;
    const savedAt = now();
    history.save(id, state, { lineage, now: savedAt }).then(
      () => {
        spaceFailure = undefined;
        clearFailure();
        env.channel?.postMessage({ type: 'saved', id, lineage, updatedAt: savedAt });
      },
      (error: unknown) => {
        if (isQuotaError(error)) {
          spaceFailure = { length: state.text.length, at: now() };
          showFailure(`This browser's storage for the playground is full, so the document (${formatBytes(textBytes(state.text))}) could not be saved and will not be restored after a reload. Use Download to keep a copy, or delete older documents in History.`);
        } else {
          showFailure('Your text could not be saved in this browser (storage is disabled or blocked), so it will not survive a reload. Use Download to keep a copy.');
        }
      },
    );
  };

  const flush = (): void => {
    if (timer !== undefined) {
      clearTimeout(timer);
      save();
    }
  };

  const schedule = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    // A big document waits for a longer pause: writing it costs a main-thread copy of the whole text.
    const quiet = delayMs + Math.min(3000, Math.floor(store.getState().text.length / 4000));
    timer = setTimeout(() => idle(() => timer === undefined || save()), quiet);
    // `save` clears `timer`; an idle callback after a flush finds it cleared and does nothing.
  };

  const openShared = (state: ShareState): void => {
    // Set first: the store notifies the autosave subscription synchronously inside loadDocument.
    sharedText = state.text;
    docId = undefined;
    lineage = undefined;
    session.set(undefined);
    const s = store.getState();
    s.loadDocument({ text: state.text, format: state.format, ...(state.tab !== undefined ? { tab: state.tab } : {}) });
    if (state.formatAuto === false) s.setFormat(state.format);
  };

  const openState = (doc: DocumentState): void => {
    const s = store.getState();
    s.loadDocument({ text: doc.text, format: doc.format, tab: doc.tab });
    if (!doc.formatAuto) s.setFormat(doc.format);
  };

  /** Offers the newest other copy of this tab's work, if it is newer than `since`. */
  const offerNewer = (candidate: { id: string; updatedAt: number; name?: string | undefined }): void => {
    if (!history || offered.has(`${candidate.id}@${candidate.updatedAt}`)) return;
    offered.add(`${candidate.id}@${candidate.updatedAt}`);
    const at = new Date(candidate.updatedAt).toLocaleTimeString();
    const name = candidate.name ? `“${candidate.name}”` : 'this document';
    const notice: Notice = {
      kind: 'info',
      message: `A newer copy of ${name} was saved in another tab at ${at}. This tab keeps its own version.`,
      action: {
        label: 'Open the newer copy',
        run: () => {
          void history!.latest(candidate.id).then((latest) => {
            if (!latest) return;
            flush();
            openState(latest);
          });
        },
      },
    };
    store.getState().setNotice(notice);
  };

  // 1. Restore.
  let legacy = loadSavedDocument(env.storage);
  if (history && legacy.ok && legacy.doc) {
    // Move the document of an earlier version into the history, once.
    try {
      if ((await history.documents()).length === 0) await history.save(newDocumentId(), legacy.doc, { now: now() });
      env.storage?.removeItem(DOCUMENT_KEY);
      legacy = { ok: true, doc: undefined };
    } catch {
      /* keep it where it is; it is opened below */
    }
  }
  const documents: HistoryDocument[] = history ? await history.documents().catch(() => []) : [];

  const hash = env.location.hash;
  let linkError: string | undefined;
  const decodeShareLink = await shareDecoder(hash);
  let hadOwnDocument = documents.length > 0 || (legacy.ok && legacy.doc !== undefined);
  let restored: HistoryDocument | undefined;
  if (decodeShareLink) {
    const decoded = checkSize(decodeShareLink(hash));
    if (decoded.ok) {
      openShared(decoded.state);
      const last = documents[0] && history ? await history.latest(documents[0].id).catch(() => undefined) : undefined;
      hadOwnDocument = last !== undefined && last.text.trim() !== '' && last.text !== decoded.state.text;
      if (hadOwnDocument) store.getState().setNotice({ kind: 'info', message: SHARED_DOCUMENT_NOTICE });
    } else {
      linkError = decoded.error;
      clearFragment();
    }
  }
  if (sharedText === undefined && history) {
    const own = session.get();
    const mine = own !== undefined ? documents.find((d) => d.id === own) : undefined;
    const candidate = mine ?? documents[0];
    if (candidate) {
      const latest = await history.latest(candidate.id).catch(() => undefined);
      await history.document(candidate.id).catch(() => undefined); // remembers its lineage for later saves
      if (latest) {
        restored = candidate;
        lineage = candidate.lineage;
        if (mine || (await claim(candidate.id))) {
          docId = candidate.id;
          session.set(docId);
        } else {
          docId = undefined; // another tab edits it: this tab works on a copy
          session.set(undefined);
        }
        openState(latest);
      }
    }
  }
  if (sharedText === undefined && restored === undefined) {
    if (legacy.ok && legacy.doc) openState(legacy.doc);
    else if (linkError === undefined && options.initial) store.getState().loadDocument(options.initial());
  }
  if (linkError !== undefined) {
    const fallback = hadOwnDocument ? 'Your last document was opened instead.' : 'Nothing was changed.';
    store.getState().setNotice({ kind: 'error', message: `${linkError} ${fallback}` });
  } else if (!legacy.ok && sharedText === undefined && restored === undefined) {
    store.getState().setNotice({ kind: 'warning', message: legacy.error });
  } else if (restored && docId !== undefined) {
    const newer = documents.find((d) => d.lineage === restored!.lineage && d.id !== restored!.id && d.updatedAt > restored!.updatedAt);
    if (newer) offerNewer(newer);
  }

  // 2. Autosave.
  const unsubscribe = store.subscribe((state, prev) => {
    if (state.text === prev.text && state.format === prev.format && state.formatAuto === prev.formatAuto && state.tab === prev.tab) return;
    if (state.text !== prev.text) {
      if (expectReplacement) expectReplacement = false;
      else untouched = false;
    }
    if (sharedText !== undefined) {
      if (state.text === sharedText) return;
      sharedText = undefined;
      clearFragment();
      if (state.notice?.message === SHARED_DOCUMENT_NOTICE) state.setNotice(undefined);
    }
    schedule();
  });

  // 3. Share links pasted into the address bar of an open playground.
  const onHashChange = (): void => {
    const fragment = env.location.hash;
    void shareDecoder(fragment).then((decode) => {
      if (!decode || stopped || env.location.hash !== fragment) return;
      const decoded = checkSize(decode(fragment));
      if (!decoded.ok) {
        clearFragment();
        store.getState().setNotice({ kind: 'error', message: `${decoded.error} Your document was not changed.` });
        return;
      }
      flush();
      const previous = store.getState().text;
      openShared(decoded.state);
      if (previous.trim() !== '' && previous !== decoded.state.text) {
        store.getState().setNotice({ kind: 'info', message: SHARED_DOCUMENT_NOTICE });
      }
    });
  };

  // 4. Saves of a copy of this work in another tab.
  const onMessage = (event: { data: unknown }): void => {
    const data = event.data as { type?: unknown; id?: unknown; lineage?: unknown; updatedAt?: unknown } | null;
    if (!data || data.type !== 'saved' || typeof data.id !== 'string' || typeof data.updatedAt !== 'number') return;
    if (data.id === docId || lineage === undefined || data.lineage !== lineage) return;
    void history?.document(data.id).then((doc) => doc && offerNewer(doc));
  };

  const onVisibility = (): void => {
    if (env.document?.visibilityState === 'hidden') flush();
  };

  env.target.addEventListener('pagehide', flush);
  env.target.addEventListener('hashchange', onHashChange);
  env.document?.addEventListener('visibilitychange', onVisibility);
  env.channel?.addEventListener('message', onMessage);

  const persistence: Persistence = {
    history,
    documentId: () => docId,
    lineage: () => lineage,
    beginDocument({ resume, pristine } = {}) {
      flush();
      sharedText = pristine;
      if (resume) {
        docId = resume.id;
        lineage = resume.lineage;
      } else if (!untouched) {
        docId = undefined;
        lineage = undefined;
      } // else: the current document is a replacement nobody edited; the new one takes its place in history
      untouched = resume === undefined;
      expectReplacement = resume === undefined;
      session.set(docId);
      if (docId !== undefined) void claim(docId);
    },
    stop() {
      flush();
      stopped = true;
      unsubscribe();
      env.target.removeEventListener('pagehide', flush);
      env.target.removeEventListener('hashchange', onHashChange);
      env.document?.removeEventListener('visibilitychange', onVisibility);
      env.channel?.close();
      history?.close();
      if (pageInstance === persistence) pageInstance = undefined;
    },
  };
  return persistence;
}

/**
 * The share link decoder, loaded only when the address has a fragment meant as a share link (any non-empty fragment
 * but a rule link): the decompressor stays out of the first page load.
 */
async function shareDecoder(hash: string): Promise<((fragment: string) => ShareDecodeResult) | undefined> {
  // A rule link (`#rule=<id>`) only selects a tab: it is not a share link, and stays in the address bar.
  if (hash.replace(/^#/, '').trim() === '' || isRuleFragment(hash)) return undefined;
  return (await import('./share.ts')).decodeShareLink;
}

/** A decoded link whose document is over the size limit is refused like a broken one, before it reaches the editor. */
function checkSize(decoded: ShareDecodeResult): ShareDecodeResult {
  if (!decoded.ok || !isOverSizeLimit(decoded.state.text)) return decoded;
  return { ok: false, error: overLimitMessage("This share link's document", decoded.state.text).replace(' Your document was not changed.', '') };
}

function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
