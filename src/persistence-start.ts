// The document is restored without holding up the first paint: the page renders at once while the history code
// (IndexedDB, src/persistence.ts) loads and restores the document. The editor and the validation wait for
// `documentRestored`, so they start on the restored text (a first visit: the initial document), never on a placeholder.
import type { Persistence, StartOptions } from './persistence.ts';
import { useStore } from './store.ts';

let persistence: Persistence | undefined;
let restored = false;
let markRestored: () => void = () => {};

/** Settles once the document is restored, or the restore failed and the initial document is open. */
export const documentRestored = new Promise<void>((resolve) => (markRestored = resolve));

/** Whether `documentRestored` has settled. */
export function isDocumentRestored(): boolean {
  return restored;
}

/** Loads the persistence layer and restores the document (share link, this tab's document, the last one, `initial`). Call once. */
export function restoreDocument(
  options: StartOptions & { initial: NonNullable<StartOptions['initial']> },
): Promise<void> {
  import('./persistence.ts')
    .then((module) => module.startPersistence(options))
    .then(
      (started) => {
        persistence = started;
      },
      () => {
        // The history code could not be loaded or started: the page still works, without saving.
        const state = useStore.getState();
        if (state.text === '') state.loadDocument(options.initial());
        state.setNotice({
          kind: 'error',
          message:
            'Your saved documents could not be opened, and edits will not be saved in this browser. Use Download to keep a copy.',
        });
      },
    )
    .finally(() => {
      restored = true;
      markRestored();
    });
  return documentRestored;
}

/** The page's persistence (autosave, history) once the document is restored; undefined before, or without one. */
export function currentPersistence(): Persistence | undefined {
  return persistence;
}
