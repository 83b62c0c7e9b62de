// Restore on load: a share link in the address, else this tab's document (a reload of the tab), else the last
// document, else the document of an earlier version of the playground (localStorage), else the first-visit document.
// The newer of the history's last state and a draft written as the page closed (src/persistence/drafts.ts) wins.
// A malformed or truncated link shows a notice and the last document opens instead; nothing is overwritten.
import type { DocumentFormat } from '../../core/diagnostics.ts';
import {
  documentState,
  newDocumentId,
  parseDocumentState,
  type DocumentState,
  type HistoryDocument,
  type HistoryStore,
} from '../history.ts';
import type { ShareState } from '../share.ts';
import { dropDraft, readDrafts, type Draft } from './drafts.ts';
import { clearFragment, type PersistenceEnv, type PlaygroundStore } from './env.ts';
import { SHARED_DOCUMENT_NOTICE } from './autosave.ts';
import { checkSize, shareDecoder } from './share-links.ts';
import type { TabDocument } from './tab-document.ts';

/** Where versions before the IndexedDB history saved the one document; read once and migrated. */
export const DOCUMENT_KEY = 'mcpdesc-playground:v1:document';

export type LoadResult = { ok: true; doc: DocumentState | undefined } | { ok: false; error: string };

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
  const doc = parseDocumentState(value);
  return doc ? { ok: true, doc } : { ok: false, error: 'The saved document is damaged and could not be restored.' };
}

/** Opens a shared document: not the user's until edited (set first: the store notifies autosave synchronously). */
export function openShared(store: PlaygroundStore, tab: TabDocument, state: ShareState): void {
  tab.pristine = state.text;
  tab.use(undefined, undefined);
  const s = store.getState();
  s.loadDocument({ text: state.text, format: state.format, ...(state.tab !== undefined ? { tab: state.tab } : {}) });
  if (state.formatAuto === false) s.setFormat(state.format);
}

/** Opens a saved state (text, format as chosen, tab). */
export function openState(store: PlaygroundStore, doc: DocumentState): void {
  const s = store.getState();
  s.loadDocument({ text: doc.text, format: doc.format, tab: doc.tab });
  if (!doc.formatAuto) s.setFormat(doc.format);
}

export interface RestoreOptions {
  env: PersistenceEnv;
  store: PlaygroundStore;
  history: HistoryStore | undefined;
  tab: TabDocument;
  initial: (() => { text: string; format: DocumentFormat }) | undefined;
  now(): number;
}

/** Restores the document; resolves with a newer copy of the restored work saved in another tab, if there is one. */
export async function restore({
  env,
  store,
  history,
  tab,
  initial,
  now,
}: RestoreOptions): Promise<HistoryDocument | undefined> {
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
  const drafts = history ? currentDrafts(env.storage, documents) : new Map<string, Draft>();
  /** Every document, with the time of its newest state (history or draft), newest first. */
  const known = [
    ...documents,
    ...[...drafts.values()].filter((d) => !documents.some((doc) => doc.id === d.docId)).map(draftDocument),
  ]
    .map((doc) => ({ ...doc, updatedAt: Math.max(doc.updatedAt, drafts.get(doc.id)?.savedAt ?? 0) }))
    .sort((a, b) => b.updatedAt - a.updatedAt);

  const hash = env.location.hash;
  let linkError: string | undefined;
  let hadOwnDocument = known.length > 0 || (legacy.ok && legacy.doc !== undefined);
  const decodeShareLink = await shareDecoder(hash);
  if (decodeShareLink) {
    const decoded = checkSize(decodeShareLink(hash));
    if (decoded.ok) {
      openShared(store, tab, decoded.state);
      const last = known[0] && history ? await newestState(history, known[0].id, drafts) : undefined;
      hadOwnDocument = last !== undefined && last.text.trim() !== '' && last.text !== decoded.state.text;
      if (hadOwnDocument) store.getState().setNotice({ kind: 'info', message: SHARED_DOCUMENT_NOTICE });
      return undefined;
    }
    linkError = decoded.error;
    clearFragment(env);
  }

  let restored: (typeof known)[number] | undefined;
  if (history) {
    const own = tab.remembered();
    const mine = own !== undefined ? known.find((d) => d.id === own) : undefined;
    const candidate = mine ?? known[0];
    const state = candidate && (await newestState(history, candidate.id, drafts));
    if (candidate && state) {
      await history.document(candidate.id).catch(() => undefined); // remembers its lineage for later saves
      restored = candidate;
      // Another tab that edits it keeps it: this tab then works on a copy.
      const id = mine || (await tab.claim(candidate.id)) ? candidate.id : undefined;
      tab.use(id, candidate.lineage);
      openState(store, state);
      const draft = drafts.get(candidate.id);
      if (draft && state !== draft) dropDraft(env.storage, candidate.id, draft.savedAt); // the history holds it
      if (id !== undefined && draft && state === draft) {
        // The draft is newer than the history: it becomes the document's newest state, after the text a replacement
        // kept as a version of its own if that write had not landed either.
        const savedAt = draft.savedAt;
        const lineage = candidate.lineage;
        const replaced = draft.replaced;
        void (async () => {
          const latest = replaced && (await history.latest(id).catch(() => undefined));
          if (replaced && !(latest && (latest.savedAt > replaced.savedAt || sameState(latest, replaced))))
            await history.save(id, documentState(replaced), { lineage, now: replaced.savedAt, final: true });
          await history.save(id, documentState(draft), { lineage, now: savedAt });
          dropDraft(env.storage, id, savedAt);
        })().catch(() => {});
      }
    }
  }
  if (restored === undefined) {
    if (legacy.ok && legacy.doc) openState(store, legacy.doc);
    else if (linkError === undefined && initial) {
      store.getState().loadDocument(initial());
      tab.untouched = true; // the first-visit document is not the user's work until edited
    }
  }
  if (linkError !== undefined) {
    const fallback = hadOwnDocument ? 'Your last document was opened instead.' : 'Nothing was changed.';
    store.getState().setNotice({ kind: 'error', message: `${linkError} ${fallback}` });
  } else if (!legacy.ok && restored === undefined) {
    store.getState().setNotice({ kind: 'warning', message: legacy.error });
  } else if (restored && tab.id !== undefined) {
    const from = restored;
    return known.find((d) => d.lineage === from.lineage && d.id !== from.id && d.updatedAt > from.updatedAt);
  }
  return undefined;
}

/** Drafts not older than the history's copy of their document; the others are removed. */
function currentDrafts(storage: Storage | undefined, documents: readonly HistoryDocument[]): Map<string, Draft> {
  const drafts = readDrafts(storage);
  for (const doc of documents) {
    const draft = drafts.get(doc.id);
    if (draft && draft.savedAt < doc.updatedAt) {
      dropDraft(storage, doc.id, doc.updatedAt);
      drafts.delete(doc.id);
    }
  }
  return drafts;
}

/**
 * The newest state of a document: its draft unless the history's last state is newer (on a tie, the draft: it was
 * written as the page closed, after any write issued before).
 */
async function newestState(
  history: HistoryStore,
  id: string,
  drafts: ReadonlyMap<string, Draft>,
): Promise<DocumentState | undefined> {
  const latest = await history.latest(id).catch(() => undefined);
  const draft = drafts.get(id);
  if (!draft || (latest && (draft.savedAt < latest.savedAt || sameState(draft, latest)))) return latest;
  return draft;
}

function sameState(a: DocumentState, b: DocumentState): boolean {
  return a.text === b.text && a.format === b.format && a.tab === b.tab && a.formatAuto === b.formatAuto;
}

/** A document known only from its draft (its first save had not reached the history when the page closed). */
function draftDocument(draft: Draft): HistoryDocument {
  return {
    id: draft.docId,
    name: undefined,
    format: draft.format,
    createdAt: draft.savedAt,
    updatedAt: draft.savedAt,
    lineage: draft.lineage,
    length: draft.text.length,
  };
}
