// What the persistence layer needs from the browser: a window in the app, fakes in tests (test/app/persistence.test.ts).
import type { StoreApi } from 'zustand';
import type { PlaygroundState } from '../store.ts';

/** The part of the Web Locks API used to know whether another open tab edits a document. */
export interface LocksLike {
  request(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<void> | void,
  ): Promise<unknown>;
}

/** The part of BroadcastChannel used to hear about saves in other tabs. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

export interface PersistenceEnv {
  indexedDB: IDBFactory | undefined;
  /** localStorage: the drafts written when the page is hidden (src/persistence/drafts.ts), and the document of an earlier version. */
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

export type PlaygroundStore = Pick<StoreApi<PlaygroundState>, 'getState' | 'subscribe'>;

/** `window.localStorage` / `sessionStorage`, or undefined where the browser refuses access (reading can throw). */
function webStorage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window[name] ?? undefined);
  } catch {
    return undefined;
  }
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
    idle: (callback) =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(callback, { timeout: 2000 })
        : setTimeout(callback, 0),
    location: window.location,
    history: window.history,
    target: window,
    document,
  };
}

/** Removes the fragment from the address bar (no history entry, no hashchange). */
export function clearFragment(env: Pick<PersistenceEnv, 'history' | 'location'>): void {
  try {
    env.history.replaceState(env.history.state, '', env.location.pathname + env.location.search);
  } catch {
    /* some embedded browsers refuse replaceState; the link then simply stays visible */
  }
}
