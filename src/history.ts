// Local history of documents in IndexedDB: the last 50 states of each document and the last 20 documents,
// each with its name (info.name), format and time. Writes are asynchronous, so saving never blocks typing.
//
// A "document" is what one tab edits between two replacements (example, file, share link, import, restore):
// every tab writes only to its own document, so two tabs never overwrite each other. `lineage` is shared by
// documents copied from one another (a second tab opening the same work), so a tab can offer the newer copy.
import type { DocumentFormat } from '../core/diagnostics.ts';
import { documentName } from './files.ts';

export const HISTORY_DB = 'mcpdesc-playground';
export const MAX_STATES_PER_DOCUMENT = 50;
export const MAX_DOCUMENTS = 20;
/** Saves within this long of the last state replace it; later ones add a new state (a checkpoint). */
export const CHECKPOINT_MS = 30_000;
/**
 * Texts at least this long are stored as a Blob: the browser copies a string value twice on the main thread (to
 * store it, and again to read the index key out of it), which for a 5 MB document held the page for seconds; a Blob
 * is encoded once and stored by reference.
 */
export const BLOB_TEXT_FROM = 256 * 1024;

/** A stored state: its text is a Blob when long (BLOB_TEXT_FROM). */
type StoredState = Omit<HistoryState, 'text'> & { text: string | Blob };

/** The text as stored: a Blob when long and well-formed (a Blob's UTF-8 would replace lone surrogates). */
function storedText(text: string): string | Blob {
  const wellFormed = (text as { isWellFormed?(): boolean }).isWellFormed?.() ?? false;
  return text.length >= BLOB_TEXT_FROM && wellFormed ? new Blob([text], { type: 'text/plain;charset=utf-8' }) : text;
}

async function readState(stored: StoredState): Promise<HistoryState> {
  return typeof stored.text === 'string' ? (stored as HistoryState) : { ...stored, text: await stored.text.text() };
}

export interface DocumentState {
  text: string;
  format: DocumentFormat;
  tab: string;
  formatAuto: boolean;
}

/** The saved part of a state (the store's, a draft's, a history state's): nothing else is copied along. */
export function documentState(s: DocumentState): DocumentState {
  return { text: s.text, format: s.format, tab: s.tab, formatAuto: s.formatAuto };
}

/**
 * A state read back from browser storage (a draft, the document of an earlier version), or undefined when `value` is
 * not one: text and format are required, the tab and the format choice have defaults.
 */
export function parseDocumentState(value: unknown): DocumentState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { text, format, tab, formatAuto } = value as Record<string, unknown>;
  if (typeof text !== 'string' || (format !== 'json' && format !== 'yaml')) return undefined;
  return {
    text,
    format,
    tab: typeof tab === 'string' && tab !== '' ? tab : 'diagnostics',
    formatAuto: formatAuto !== false,
  };
}

export interface HistoryDocument {
  id: string;
  /** `info.name` of the last saved state, when it has one. */
  name: string | undefined;
  format: DocumentFormat;
  createdAt: number;
  updatedAt: number;
  lineage: string;
  /** Size of the last saved state, in UTF-16 code units. */
  length: number;
}

export interface HistoryState extends DocumentState {
  seq: number;
  docId: string;
  savedAt: number;
}

export interface HistoryStore {
  /**
   * Save `state` as the newest state of document `docId` (created if new). Rejects with the IndexedDB error. With
   * `final`, the state is kept as a version of its own: the next save adds a new state even within CHECKPOINT_MS.
   */
  save(
    docId: string,
    state: DocumentState,
    options?: { lineage?: string; now?: number; final?: boolean },
  ): Promise<void>;
  /** Documents, most recently saved first. */
  documents(): Promise<HistoryDocument[]>;
  document(docId: string): Promise<HistoryDocument | undefined>;
  /** States of one document, newest first. */
  states(docId: string): Promise<HistoryState[]>;
  latest(docId: string): Promise<HistoryState | undefined>;
  close(): void;
}

/** The error IndexedDB reports, or one that says it gave none. */
function failure(error: DOMException | null): DOMException {
  return error ?? new DOMException('IndexedDB reported a failure without an error.', 'UnknownError');
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(failure(req.error));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(failure(tx.error));
    tx.onabort = () => reject(tx.error ?? new DOMException('The write was aborted.', 'AbortError'));
  });
}

/** Opens (creating on first use) the history database; rejects when the browser refuses IndexedDB. */
export async function openHistory(factory: IDBFactory): Promise<HistoryStore> {
  const open = factory.open(HISTORY_DB, 1);
  open.onupgradeneeded = () => {
    const db = open.result;
    db.createObjectStore('documents', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
    // Within one document (index key), states are in primary-key order, which is the order they were saved in.
    db.createObjectStore('states', { keyPath: 'seq', autoIncrement: true }).createIndex('doc', 'docId');
  };
  const db = await request(open);

  const statesOf = (
    store: IDBObjectStore,
    docId: string,
    direction: IDBCursorDirection = 'prev',
  ): Promise<StoredState[]> =>
    new Promise((resolve, reject) => {
      const out: StoredState[] = [];
      const cursor = store.index('doc').openCursor(docId, direction);
      cursor.onsuccess = () => {
        const c = cursor.result;
        if (!c) return resolve(out);
        out.push(c.value as StoredState);
        c.continue();
      };
      cursor.onerror = () => reject(failure(cursor.error));
    });

  /** What this page knows of each document it saved or read: lineage, creation time, the state being updated. */
  const known = new Map<
    string,
    { lineage: string; createdAt: number; checkpoint: { seq: number; startedAt: number } | undefined; sealed: number }
  >();

  const keysOf = (store: IDBObjectStore, docId: string): Promise<IDBValidKey[]> =>
    request(store.index('doc').getAllKeys(docId));

  return {
    // Every write is issued synchronously (no read first), so a save started as the page closes still reaches the
    // database; trimming old states and documents follows and is redone by the next save if the page is gone.
    save(docId, state, options = {}) {
      const now = options.now ?? Date.now();
      const tx = db.transaction(['documents', 'states'], 'readwrite');
      const finished = done(tx);
      const documents = tx.objectStore('documents');
      const states = tx.objectStore('states');
      const info = known.get(docId) ?? {
        lineage: options.lineage ?? docId,
        createdAt: now,
        checkpoint: undefined,
        sealed: 0,
      };
      known.set(docId, info);
      const record: HistoryDocument = {
        id: docId,
        name: documentName(state.text),
        format: state.format,
        createdAt: info.createdAt,
        updatedAt: now,
        lineage: info.lineage,
        length: state.text.length,
      };
      documents.put(record);
      const value = {
        docId,
        savedAt: now,
        text: storedText(state.text),
        format: state.format,
        tab: state.tab,
        formatAuto: state.formatAuto,
      };
      const checkpoint = info.checkpoint;
      if (options.final) {
        info.checkpoint = undefined;
        info.sealed++;
      }
      const sealed = info.sealed;
      if (checkpoint && now - checkpoint.startedAt < CHECKPOINT_MS) states.put({ ...value, seq: checkpoint.seq });
      else {
        const added = states.add(value);
        added.onsuccess = () => {
          // A state sealed meanwhile (or this one) is never updated by later saves: they add a state after it.
          if (!options.final && info.sealed === sealed)
            info.checkpoint = { seq: added.result as number, startedAt: now };
          // Oldest states beyond the limit go (keys are in save order).
          void keysOf(states, docId).then((keys) => {
            for (const key of keys.slice(0, Math.max(0, keys.length - MAX_STATES_PER_DOCUMENT))) states.delete(key);
          });
        };
      }
      // Oldest documents beyond the limit go, with their states.
      void request(documents.index('updatedAt').getAllKeys()).then((all) => {
        const drop = (all as string[]).filter((id) => id !== docId).slice(0, Math.max(0, all.length - MAX_DOCUMENTS));
        for (const id of drop) {
          documents.delete(id);
          known.delete(id);
          void keysOf(states, id).then((keys) => keys.forEach((key) => states.delete(key)));
        }
      });
      return finished;
    },
    async documents() {
      const all = (await request(
        db.transaction('documents').objectStore('documents').index('updatedAt').getAll(),
      )) as HistoryDocument[];
      return all.reverse();
    },
    async document(docId) {
      const record = (await request(db.transaction('documents').objectStore('documents').get(docId))) as
        HistoryDocument | undefined;
      if (record && !known.has(docId))
        known.set(docId, { lineage: record.lineage, createdAt: record.createdAt, checkpoint: undefined, sealed: 0 });
      return record;
    },
    states: async (docId) =>
      Promise.all((await statesOf(db.transaction('states').objectStore('states'), docId)).map(readState)),
    async latest(docId) {
      const store = db.transaction('states').objectStore('states');
      const stored = await new Promise<StoredState | undefined>((resolve, reject) => {
        const cursor = store.index('doc').openCursor(docId, 'prev');
        cursor.onsuccess = () => resolve((cursor.result?.value as StoredState | undefined) ?? undefined);
        cursor.onerror = () => reject(failure(cursor.error));
      });
      return stored && readState(stored);
    },
    close: () => db.close(),
  };
}

/** A new document id (random; no meaning). */
export function newDocumentId(): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
