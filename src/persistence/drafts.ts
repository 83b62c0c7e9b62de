// Drafts: the last text of a document, written synchronously to localStorage when the page is hidden or closed, so a
// keystroke typed just before a reload or a close survives even if the page goes away before IndexedDB finishes the
// write issued at the same moment. A draft lives only until the history (IndexedDB) holds that state or a newer one;
// on restore, the newer of the draft and the history's last state wins.
import { parseDocumentState, type DocumentState } from '../history.ts';

const PREFIX = 'mcpdesc-playground:v1:draft:';
/** Longer texts are not drafted: writing them would hold up the page as it closes (and localStorage holds ~5 MB). */
export const MAX_DRAFT_CHARS = 1_000_000;

export interface Draft extends DocumentState {
  docId: string;
  lineage: string;
  savedAt: number;
  /**
   * The text a replacement (select all and paste) kept as a version of its own, while that write had not landed when
   * the page went away: restore writes it to the history before the draft, so the replaced work is not lost either.
   */
  replaced?: DocumentState & { savedAt: number };
}

/** Writes the draft of `draft.docId` at once; false when the browser refused it (storage full, blocked, too long). */
export function writeDraft(storage: Storage | undefined, draft: Draft): boolean {
  if (!storage || draft.text.length > MAX_DRAFT_CHARS) return false;
  try {
    storage.setItem(PREFIX + draft.docId, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** Every readable draft, by document id (a damaged one is dropped). */
export function readDrafts(storage: Storage | undefined): Map<string, Draft> {
  const drafts = new Map<string, Draft>();
  if (!storage) return drafts;
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const draft = parseDraft(storage.getItem(key));
      if (draft && draft.docId === key.slice(PREFIX.length)) drafts.set(draft.docId, draft);
    }
  } catch {
    /* storage blocked: no drafts */
  }
  return drafts;
}

/** Removes the draft of `docId` if it is not newer than `savedAt` (the history then holds it, or something newer). */
export function dropDraft(storage: Storage | undefined, docId: string, savedAt = Infinity): void {
  if (!storage) return;
  try {
    const draft = parseDraft(storage.getItem(PREFIX + docId));
    if (!draft || draft.savedAt <= savedAt) storage.removeItem(PREFIX + docId);
  } catch {
    /* storage blocked */
  }
}

function parseDraft(raw: string | null): Draft | undefined {
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { docId, lineage, replaced } = value as Record<string, unknown>;
  const state = parseState(value);
  if (!state || typeof docId !== 'string') return undefined;
  const kept = parseState(replaced);
  return {
    ...state,
    docId,
    lineage: typeof lineage === 'string' ? lineage : docId,
    ...(kept ? { replaced: kept } : {}),
  };
}

/** A saved document state with its save time, or undefined when `value` is not one. */
function parseState(value: unknown): (DocumentState & { savedAt: number }) | undefined {
  const state = parseDocumentState(value);
  const savedAt = state && (value as { savedAt?: unknown }).savedAt;
  return state && typeof savedAt === 'number' ? { ...state, savedAt } : undefined;
}
