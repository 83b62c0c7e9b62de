// Autosave: every change to the text, format or tab reaches the local history (IndexedDB) off the keystroke path —
// after a pause, in idle time — except where waiting could lose work:
// - a document loaded over the text (example, file, history entry, undo of a replacement) is saved at once;
// - a change that keeps less than half of the text (select all and paste, clear) first records the text it replaces
//   as a version of its own, at once (a checkpoint would otherwise overwrite it within CHECKPOINT_MS);
// - when the page is hidden or closed, the pending save is issued at once and the text is also written synchronously
//   as a draft (src/persistence/drafts.ts), which survives a page that goes away before IndexedDB finishes.
// If storage fails (disabled, full), a visible notice says so once; the text in the editor is never touched, and a
// write refused for space is not retried on every edit (only when the document got smaller, or a minute later).
import { documentState, type DocumentState, type HistoryStore } from '../history.ts';
import { formatBytes } from '../files.ts';
import { textBytes } from '../worker/size.ts';
import { dropDraft, writeDraft } from './drafts.ts';
import { clearFragment, type PersistenceEnv, type PlaygroundStore } from './env.ts';
import type { TabDocument } from './tab-document.ts';
import { replacesMost } from '../replaces-most.ts';

export { replacesMost };

/** Quiet time after an edit before it is saved (then in idle time); a big document adds up to 3 s (1 ms per 4,000 characters). */
export const AUTOSAVE_DELAY_MS = 300;
/** A write refused for space is retried after this long even if the document did not get smaller. */
export const SPACE_RETRY_MS = 60_000;
/** Shown when a share link replaces a different document of the user's; cleared by the first edit. */
export const SHARED_DOCUMENT_NOTICE =
  'Opened a shared document. Your own document stays saved in this browser (see History) until you edit this one.';

export interface Autosave {
  /** Issues the pending save now, if there is one (the page is going away, a replacement is coming). */
  flush(): void;
  /** Saves the current document now, even if nothing changed since it was loaded (New document keeps it). */
  saveNow(): void;
  /** Resolves once every save issued so far has finished (or failed). */
  settled(): Promise<void>;
  stop(): void;
}

export interface AutosaveOptions {
  env: PersistenceEnv;
  store: PlaygroundStore;
  history: HistoryStore | undefined;
  /** Why there is no history (shown on the first save), if there is none. */
  historyError: string | undefined;
  tab: TabDocument;
  delayMs: number;
  now(): number;
}

export function startAutosave({ env, store, history, historyError, tab, delayMs, now }: AutosaveOptions): Autosave {
  const idle = env.idle ?? ((callback: () => void) => callback());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let failureMessage: string | undefined;
  /** A write refused for space: its size and time. Not retried until the text is smaller or SPACE_RETRY_MS passed. */
  let spaceFailure: { length: number; at: number } | undefined;
  /** Writes issued and not yet finished. */
  const writes = new Set<Promise<boolean>>();
  /** The text a replacement kept as a version of its own, until that write lands (a draft then carries it too). */
  let replacedInFlight: (DocumentState & { savedAt: number }) | undefined;

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

  /** Writes `state` to this tab's document; `final` keeps it as a version of its own. Resolves true once it landed. */
  const write = (state: DocumentState, options: { final?: boolean } = {}): Promise<boolean> => {
    if (!history) {
      if (historyError) showFailure(historyError);
      return Promise.resolve(false);
    }
    if (spaceFailure && state.text.length >= spaceFailure.length && now() - spaceFailure.at < SPACE_RETRY_MS)
      return Promise.resolve(false);
    const id = tab.ensure();
    const lineage = tab.lineage;
    const savedAt = now();
    const written = history.save(id, state, { lineage, now: savedAt, final: options.final }).then(
      () => {
        spaceFailure = undefined;
        clearFailure();
        dropDraft(env.storage, id, savedAt);
        env.channel?.postMessage({ type: 'saved', id, lineage, updatedAt: savedAt });
        return true;
      },
      (error: unknown) => {
        if (isQuotaError(error)) {
          spaceFailure = { length: state.text.length, at: now() };
          showFailure(
            `This browser's storage for the playground is full, so the document (${formatBytes(textBytes(state.text))}) could not be saved and will not be restored after a reload. Use Download to keep a copy, or delete older documents in History.`,
          );
        } else {
          showFailure(
            'Your text could not be saved in this browser (storage is disabled or blocked), so it will not survive a reload. Use Download to keep a copy.',
          );
        }
        return false;
      },
    );
    writes.add(written);
    void written.finally(() => writes.delete(written));
    return written;
  };

  const save = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (stopped || tab.pristine !== undefined) return;
    void write(documentState(store.getState()));
  };

  const flush = (): void => {
    if (timer !== undefined) save();
  };

  const schedule = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    // A big document waits for a longer pause: writing it costs a main-thread copy of the whole text.
    const quiet = delayMs + Math.min(3000, Math.floor(store.getState().text.length / 4000));
    timer = setTimeout(() => idle(() => timer === undefined || save()), quiet);
    // `save` clears `timer`; an idle callback after a flush finds it cleared and does nothing.
  };

  const unsubscribe = store.subscribe((state, prev) => {
    if (
      state.text === prev.text &&
      state.format === prev.format &&
      state.formatAuto === prev.formatAuto &&
      state.tab === prev.tab
    )
      return;
    const textChanged = state.text !== prev.text;
    const loaded = textChanged && tab.saveNextAtOnce;
    const wasUntouched = tab.untouched;
    if (textChanged) {
      tab.saveNextAtOnce = false;
      if (tab.expectReplacement) tab.expectReplacement = false;
      else tab.untouched = false;
    }
    const wasPristine = tab.pristine !== undefined;
    if (wasPristine) {
      if (state.text === tab.pristine) return;
      tab.pristine = undefined;
      clearFragment(env);
      if (state.notice?.message === SHARED_DOCUMENT_NOTICE) state.setNotice(undefined);
    }
    if (loaded) return save();
    // The text it replaces becomes a version of its own before most of it is gone (not a text that is not the
    // user's work: a shared one is in its link, an example or the first-visit document nobody edited can be had again).
    if (
      textChanged &&
      !wasPristine &&
      !wasUntouched &&
      prev.text.trim() !== '' &&
      replacesMost(prev.text, state.text)
    ) {
      const kept = { ...documentState(prev), savedAt: now() };
      replacedInFlight = kept;
      void write(kept, { final: true }).then((landed) => {
        if (landed && replacedInFlight === kept) replacedInFlight = undefined;
      });
    }
    schedule();
  });

  /** The page is hidden or closing: the last text is written synchronously as a draft, and to the history at once. */
  const onHide = (): void => {
    if (stopped || tab.pristine !== undefined || !history) return;
    if (timer === undefined && writes.size === 0) return; // everything is in the history already
    const id = tab.ensure();
    const replaced = replacedInFlight ? { replaced: replacedInFlight } : {};
    writeDraft(env.storage, {
      ...documentState(store.getState()),
      docId: id,
      lineage: tab.lineage ?? id,
      savedAt: now(),
      ...replaced,
    });
    flush();
  };
  const onVisibility = (): void => {
    if (env.document?.visibilityState === 'hidden') onHide();
  };
  env.target.addEventListener('pagehide', onHide);
  env.document?.addEventListener('visibilitychange', onVisibility);

  return {
    flush,
    saveNow: save,
    settled: async () => {
      while (writes.size > 0) await Promise.allSettled([...writes]);
    },
    stop() {
      flush();
      stopped = true;
      unsubscribe();
      env.target.removeEventListener('pagehide', onHide);
      env.document?.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
