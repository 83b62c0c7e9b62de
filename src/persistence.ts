// Never lose text: autosave to localStorage, restore on load, open share links from the URL fragment.
//
// Rules a user can rely on:
// - Every change to the text, format or tab is saved (debounced, and at once when the page is hidden or closed).
// - If storage fails (disabled, full), a visible notice says so; the text in the editor is never touched.
// - Opening a share link does not overwrite the saved document until the user edits the shared text.
//   Until then the link stays in the address bar, so a reload shows the shared document again; the first edit
//   removes it (history.replaceState) and autosave takes over.
// - A malformed or truncated link shows a notice and the saved document opens instead; nothing is overwritten.
import type { StoreApi } from 'zustand';
import type { DocumentFormat } from '../core/diagnostics.ts';
import { useStore, type PlaygroundState } from './store.ts';
import { decodeShareLink, isShareFragment, type ShareState } from './share.ts';

/** Versioned key: a future change of the saved shape uses a new key and can migrate from this one. */
export const DOCUMENT_KEY = 'mcpdesc-playground:v1:document';
export const AUTOSAVE_DELAY_MS = 300;
/** Shown when a share link replaces a different document of the user's; cleared by the first edit. */
export const SHARED_DOCUMENT_NOTICE = 'Opened a shared document. Your own document stays saved in this browser until you edit this one.';

export interface SavedDocument {
  text: string;
  format: DocumentFormat;
  tab: string;
  /** False when the user picked the format by hand. */
  formatAuto: boolean;
}

export type SaveResult = { ok: true } | { ok: false; error: string };
export type LoadResult = { ok: true; doc: SavedDocument | undefined } | { ok: false; error: string };

/** `window.localStorage`, or undefined where the browser refuses access (reading the property can throw). */
export function getLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window.localStorage ?? undefined);
  } catch {
    return undefined;
  }
}

export function saveDocument(storage: Storage | undefined, doc: SavedDocument): SaveResult {
  if (!storage) {
    return { ok: false, error: 'This browser does not let the playground save (storage is disabled or blocked), so your text will not survive a reload. Use Download to keep a copy.' };
  }
  const value = JSON.stringify({ text: doc.text, format: doc.format, tab: doc.tab, formatAuto: doc.formatAuto, savedAt: Date.now() });
  try {
    storage.setItem(DOCUMENT_KEY, value);
    return { ok: true };
  } catch (error) {
    if (isQuotaError(error)) {
      return { ok: false, error: `This browser's storage for the playground is full, so the document (${formatSize(doc.text.length * 2)}) could not be saved and will not be restored after a reload. Use Download to keep a copy.` };
    }
    return { ok: false, error: 'Your text could not be saved in this browser (storage is disabled or blocked), so it will not survive a reload. Use Download to keep a copy.' };
  }
}

export function loadSavedDocument(storage: Storage | undefined): LoadResult {
  if (!storage) return { ok: true, doc: undefined };
  let raw: string | null;
  try {
    raw = storage.getItem(DOCUMENT_KEY);
  } catch {
    return { ok: false, error: 'The saved document could not be read: this browser blocks the playground\'s storage.' };
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

/** What the persistence layer needs from the browser (a window in the app; fakes in tests). */
export interface PersistenceEnv {
  storage: Storage | undefined;
  location: { hash: string; pathname: string; search: string };
  history: { state: unknown; replaceState(data: unknown, unused: string, url?: string): void };
  /** Receives 'pagehide' and 'hashchange'. */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Receives 'visibilitychange'; `visibilityState` tells whether the page was hidden. */
  document?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { visibilityState: string };
}

export function browserEnv(): PersistenceEnv {
  return { storage: getLocalStorage(), location: window.location, history: window.history, target: window, document };
}

export type PlaygroundStore = Pick<StoreApi<PlaygroundState>, 'getState' | 'subscribe'>;

export interface StartOptions {
  env?: PersistenceEnv;
  store?: PlaygroundStore;
  delayMs?: number;
  /** The document of a first visit: used when there is neither a share link nor a saved document. */
  initial?: () => { text: string; format: DocumentFormat };
}

/**
 * Restores the document (share link in the URL, else the saved one), then autosaves every change and opens
 * share links pasted into the address bar. Call once at startup, before the editor mounts; returns a stop function.
 */
export function startPersistence(options: StartOptions = {}): () => void {
  if (options.env) return start(options.env, options);
  // In the page it runs once however many callers start it; it stops when the last caller stops.
  if (!pageInstance) pageInstance = { stop: start(browserEnv(), options), users: 0 };
  const instance = pageInstance;
  instance.users++;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--instance.users === 0) {
      instance.stop();
      if (pageInstance === instance) pageInstance = undefined;
    }
  };
}

let pageInstance: { stop: () => void; users: number } | undefined;

function start(env: PersistenceEnv, options: StartOptions): () => void {
  const store = options.store ?? useStore;
  const delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;

  /** Text of a shared document that is open and not yet edited: it is not saved over the user's document. */
  let sharedText: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failureMessage: string | undefined;

  const clearFragment = (): void => {
    try {
      env.history.replaceState(env.history.state, '', env.location.pathname + env.location.search);
    } catch {
      /* some embedded browsers refuse replaceState; the link then simply stays visible */
    }
  };

  const save = (): void => {
    timer = undefined;
    const s = store.getState();
    const result = saveDocument(env.storage, { text: s.text, format: s.format, tab: s.tab, formatAuto: s.formatAuto });
    if (!result.ok) {
      if (failureMessage !== result.error || store.getState().notice?.message !== result.error) {
        failureMessage = result.error;
        s.setNotice({ kind: 'error', message: result.error });
      }
    } else if (failureMessage !== undefined) {
      if (store.getState().notice?.message === failureMessage) s.setNotice(undefined);
      failureMessage = undefined;
    }
  };

  const flush = (): void => {
    if (timer !== undefined) {
      clearTimeout(timer);
      save();
    }
  };

  const schedule = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(save, delayMs);
  };

  const openShared = (state: ShareState): void => {
    // Set first: the store notifies the autosave subscription synchronously inside loadDocument.
    sharedText = state.text;
    const s = store.getState();
    s.loadDocument({ text: state.text, format: state.format, ...(state.tab !== undefined ? { tab: state.tab } : {}) });
    if (state.formatAuto === false) s.setFormat(state.format);
  };

  const openSaved = (doc: SavedDocument): void => {
    const s = store.getState();
    s.loadDocument({ text: doc.text, format: doc.format, tab: doc.tab });
    if (!doc.formatAuto) s.setFormat(doc.format);
  };

  // 1. Restore.
  const saved = loadSavedDocument(env.storage);
  const hash = env.location.hash;
  let linkError: string | undefined;
  if (isShareFragment(hash)) {
    const decoded = decodeShareLink(hash);
    if (decoded.ok) {
      openShared(decoded.state);
      if (saved.ok && saved.doc && saved.doc.text.trim() !== '' && saved.doc.text !== decoded.state.text) {
        store.getState().setNotice({ kind: 'info', message: SHARED_DOCUMENT_NOTICE });
      }
    } else {
      linkError = decoded.error;
      clearFragment();
    }
  }
  if (sharedText === undefined && saved.ok && saved.doc) openSaved(saved.doc);
  else if (sharedText === undefined && saved.ok && !saved.doc && linkError === undefined && options.initial) {
    store.getState().loadDocument(options.initial());
  }
  if (linkError !== undefined) {
    const fallback = saved.ok && saved.doc ? 'Your saved document was opened instead.' : 'Nothing was changed.';
    store.getState().setNotice({ kind: 'error', message: `${linkError} ${fallback}` });
  } else if (!saved.ok && sharedText === undefined) {
    store.getState().setNotice({ kind: 'warning', message: saved.error });
  }

  // 2. Autosave.
  const unsubscribe = store.subscribe((state, prev) => {
    if (state.text === prev.text && state.format === prev.format && state.formatAuto === prev.formatAuto && state.tab === prev.tab) return;
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
    if (!isShareFragment(fragment)) return;
    const decoded = decodeShareLink(fragment);
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
  };

  const onVisibility = (): void => {
    if (env.document?.visibilityState === 'hidden') flush();
  };

  env.target.addEventListener('pagehide', flush);
  env.target.addEventListener('hashchange', onHashChange);
  env.document?.addEventListener('visibilitychange', onVisibility);

  return () => {
    flush();
    unsubscribe();
    env.target.removeEventListener('pagehide', flush);
    env.target.removeEventListener('hashchange', onHashChange);
    env.document?.removeEventListener('visibilitychange', onVisibility);
  };
}

function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
