// The document this tab edits: its id (kept in sessionStorage, so a reload of the tab reopens it), its lineage (shared
// with copies of the same work in other tabs), a Web Lock that tells other tabs it is open here, and what the tab has
// open that is not (yet) the user's work: a share link nobody edited, a replacement nobody edited.
import { newDocumentId } from '../history.ts';
import type { PersistenceEnv } from './env.ts';

/** sessionStorage key: the id of the document this tab edits. */
export const TAB_DOCUMENT_KEY = 'mcpdesc-playground:v1:tab-document';

export interface TabDocument {
  /** The document's id; undefined: the next save creates a new document. */
  id: string | undefined;
  lineage: string | undefined;
  /**
   * Text of a shared document that is open and not yet edited: it is not saved as a document of the user's until it
   * is edited (its link stays in the address bar, so a reload opens it again).
   */
  pristine: string | undefined;
  /** The current document is a replacement (example, file, ...) the user has not edited yet. */
  untouched: boolean;
  /** The next text change is a replacement announced by `beginDocument`, not an edit. */
  expectReplacement: boolean;
  /** The next text change loads a document (replacement, undo, restore): it is saved at once, not in idle time. */
  saveNextAtOnce: boolean;
  /** This tab edits `id` from now on (undefined: a new document on the next save); remembered for reloads of the tab. */
  use(id: string | undefined, lineage: string | undefined): void;
  /** The id to save under, creating (and claiming) a new document if the tab has none. */
  ensure(): string;
  /** The id this tab had before a reload (sessionStorage). */
  remembered(): string | undefined;
  /** Holds a lock named after the document while this page lives; resolves false when another tab holds it. */
  claim(id: string): Promise<boolean>;
}

export function tabDocument(env: Pick<PersistenceEnv, 'session' | 'locks'>): TabDocument {
  const remember = (id: string | undefined): void => {
    try {
      if (id === undefined) env.session?.removeItem(TAB_DOCUMENT_KEY);
      else env.session?.setItem(TAB_DOCUMENT_KEY, id);
    } catch {
      /* without sessionStorage a reload opens the last document instead */
    }
  };
  const tab: TabDocument = {
    id: undefined,
    lineage: undefined,
    pristine: undefined,
    untouched: false,
    expectReplacement: false,
    saveNextAtOnce: false,
    use(id, lineage) {
      tab.id = id;
      tab.lineage = lineage;
      remember(id);
    },
    ensure() {
      if (tab.id === undefined) {
        const id = newDocumentId();
        tab.use(id, tab.lineage ?? id);
        void tab.claim(id);
      }
      return tab.id!;
    },
    remembered() {
      try {
        return env.session?.getItem(TAB_DOCUMENT_KEY) ?? undefined;
      } catch {
        return undefined;
      }
    },
    claim(id) {
      const locks = env.locks;
      if (!locks) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        locks
          .request(`mcpdesc-playground:document:${id}`, { ifAvailable: true }, (lock) => {
            resolve(lock !== null);
            return lock === null ? undefined : new Promise<void>(() => {}); // held until the page goes away
          })
          .catch(() => resolve(true));
      });
    },
  };
  return tab;
}
