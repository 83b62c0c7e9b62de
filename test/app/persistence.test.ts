import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createStore } from 'zustand';
import { useStore, type PlaygroundState } from '../../src/store.ts';
import { encodeShareLink } from '../../src/share.ts';
import {
  DOCUMENT_KEY,
  SHARED_DOCUMENT_NOTICE,
  TAB_DOCUMENT_KEY,
  startPersistence,
  type ChannelLike,
  type LocksLike,
  type Persistence,
  type PersistenceEnv,
  type PlaygroundStore,
} from '../../src/persistence.ts';

/** A second tab has a store of its own (the part persistence uses). */
function tabStore(): PlaygroundStore & { getState(): PlaygroundState } {
  return createStore<PlaygroundState>()((set) => ({
    ...useStore.getInitialState(),
    setText: (text) => set({ text }),
    setFormat: (format) => set({ format, formatAuto: false }),
    setTab: (tab) => set({ tab }),
    loadDocument: ({ text, format, tab }) => set((s) => ({ text, format, formatAuto: true, tab: tab ?? s.tab })),
    setNotice: (notice) => set({ notice }),
  }));
}

const DELAY = 5;

class MemoryStorage implements Storage {
  readonly map = new Map<string, string>();
  get length(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
}

/** One browser: IndexedDB, localStorage, Web Locks and a BroadcastChannel shared by its tabs. */
function fakeBrowser() {
  const indexedDB = new IDBFactory();
  const storage = new MemoryStorage();
  const held = new Set<string>();
  const locks: LocksLike = {
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      return callback({});
    },
  };
  const listeners = new Set<(event: { data: unknown }) => void>();
  const channel = (): ChannelLike => {
    let mine: ((event: { data: unknown }) => void) | undefined;
    return {
      postMessage(data) {
        for (const listener of listeners) if (listener !== mine) listener({ data });
      },
      addEventListener(_type, listener) {
        mine = listener;
        listeners.add(listener);
      },
      close() {
        if (mine) listeners.delete(mine);
      },
    };
  };
  return { indexedDB, storage, locks, channel, held };
}

type Browser = ReturnType<typeof fakeBrowser>;

interface FakeTab extends PersistenceEnv {
  target: EventTarget;
  location: { hash: string; pathname: string; search: string };
  replaced: string[];
  session: MemoryStorage;
}

function fakeTab(browser: Browser, hash = '', session = new MemoryStorage()): FakeTab {
  const location = { hash, pathname: '/playground/', search: '' };
  const replaced: string[] = [];
  return {
    indexedDB: browser.indexedDB,
    storage: browser.storage,
    session,
    locks: browser.locks,
    channel: browser.channel(),
    location,
    replaced,
    target: new EventTarget(),
    history: {
      state: null,
      replaceState(_data: unknown, _unused: string, url?: string) {
        replaced.push(url ?? '');
        location.hash = '';
      },
    },
  };
}

let running: Persistence[] = [];
async function start(env: PersistenceEnv, initial?: () => { text: string; format: 'json' | 'yaml' }): Promise<Persistence> {
  const persistence = await startPersistence({ env, store: useStore, delayMs: DELAY, ...(initial ? { initial } : {}) });
  running.push(persistence);
  return persistence;
}

/** Stops a tab (as closing it would) and resets the store, as a new page load starts empty. */
function close(persistence: Persistence): void {
  persistence.stop();
  running = running.filter((p) => p !== persistence);
  useStore.setState(useStore.getInitialState(), true);
}

const wait = (ms = DELAY * 4) => new Promise((resolve) => setTimeout(resolve, ms));

async function latestText(persistence: Persistence): Promise<string | undefined> {
  const id = persistence.documentId();
  return id === undefined ? undefined : (await persistence.history!.latest(id))?.text;
}

beforeEach(() => {
  useStore.setState(useStore.getInitialState(), true);
});

afterEach(() => {
  for (const p of running) p.stop();
  running = [];
});

const welcome = () => ({ text: '{"mcpdesc": "0.9.0"}', format: 'json' as const });

describe('startPersistence: restore and autosave (IndexedDB history)', () => {
  it('a first visit (nothing saved, no link) opens the initial document without saving it', async () => {
    const browser = fakeBrowser();
    const p = await start(fakeTab(browser), welcome);
    expect(useStore.getState().text).toBe(welcome().text);
    await wait();
    expect(await p.history!.documents()).toEqual([]);
  });

  it('saves an edit after the delay, not on every keystroke, and a reload of the tab restores text, format and tab', async () => {
    const browser = fakeBrowser();
    const tab = fakeTab(browser);
    const p = await start(tab);
    const save = vi.spyOn(p.history!, 'save');
    useStore.getState().setText('{"name": "kept"}');
    useStore.getState().setText('{"name": "kept!"}');
    useStore.getState().setFormat('json');
    useStore.getState().setTab('view:2025-11-25');
    expect(save).not.toHaveBeenCalled(); // nothing on the keystroke path
    await wait();
    expect(save).toHaveBeenCalledTimes(1);
    expect(tab.session.getItem(TAB_DOCUMENT_KEY)).toBe(p.documentId());
    close(p);
    await start(fakeTab(browser, '', tab.session));
    const s = useStore.getState();
    expect([s.text, s.format, s.formatAuto, s.tab]).toEqual(['{"name": "kept!"}', 'json', false, 'view:2025-11-25']);
  });

  it('saves at once when the page is hidden or closed', async () => {
    const browser = fakeBrowser();
    const tab = fakeTab(browser);
    const p = await start(tab);
    useStore.getState().setText('typed just before closing');
    tab.target.dispatchEvent(new Event('pagehide'));
    await wait(1);
    expect(await latestText(p)).toBe('typed just before closing');
  });

  it('moves a document saved in localStorage by an earlier version into the history, once', async () => {
    const browser = fakeBrowser();
    browser.storage.setItem(DOCUMENT_KEY, JSON.stringify({ text: 'a: 1', format: 'yaml', tab: 'diagnostics', formatAuto: false }));
    const p = await start(fakeTab(browser), welcome);
    expect(useStore.getState()).toMatchObject({ text: 'a: 1', format: 'yaml', formatAuto: false });
    expect(browser.storage.getItem(DOCUMENT_KEY)).toBeNull();
    expect(await p.history!.documents()).toHaveLength(1);
  });

  it('a new tab continues the last document when no other tab has it open', async () => {
    const browser = fakeBrowser();
    const first = await start(fakeTab(browser));
    useStore.getState().setText('x: 1');
    await wait();
    const id = first.documentId();
    close(first);
    browser.held.clear(); // the tab is gone, and its lock with it
    const second = await start(fakeTab(browser));
    expect(useStore.getState().text).toBe('x: 1');
    expect(second.documentId()).toBe(id);
  });

  it('two tabs never overwrite each other: the second works on a copy, and the newer copy is offered, not forced', async () => {
    const browser = fakeBrowser();
    const tabA = fakeTab(browser);
    const a = await start(tabA);
    useStore.getState().setText('work: A');
    await wait();

    // Tab B opens while A is open: it shows A's work as a copy of its own.
    const storeB = tabStore();
    const b = await startPersistence({ env: fakeTab(browser), store: storeB, delayMs: DELAY });
    expect(storeB.getState().text).toBe('work: A');
    expect(b.documentId()).toBeUndefined();
    storeB.getState().setText('work: B');
    await wait();
    expect(b.documentId()).not.toBe(a.documentId());
    expect(await latestText(a)).toBe('work: A');
    expect(await latestText(b)).toBe('work: B');
    b.stop();

    // Reloading A shows A's own text, and offers B's newer copy.
    close(a);
    await start(fakeTab(browser, '', tabA.session));
    expect(useStore.getState().text).toBe('work: A');
    const notice = useStore.getState().notice;
    expect(notice?.message).toMatch(/newer copy .* another tab/);
    notice!.action!.run();
    await wait();
    expect(useStore.getState().text).toBe('work: B');
  });

  it('a save of a copy in another open tab is announced with an offer to open it', async () => {
    const browser = fakeBrowser();
    await start(fakeTab(browser));
    useStore.getState().setText('shared: work');
    await wait();
    const storeB = tabStore();
    const b = await startPersistence({ env: fakeTab(browser), store: storeB, delayMs: DELAY });
    storeB.getState().setText('shared: newer');
    await wait(DELAY * 10);
    b.stop();
    expect(useStore.getState().text).toBe('shared: work');
    expect(useStore.getState().notice?.message).toMatch(/newer copy .* another tab/);
  });

  it('a write refused for space shows the size in a notice once, is not retried on every edit, and is retried when the text shrinks', async () => {
    const browser = fakeBrowser();
    const p = await start(fakeTab(browser));
    const quota = vi.spyOn(p.history!, 'save').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    const big = 'x'.repeat(5 * 1024 * 1024);
    useStore.getState().setText(big);
    await wait(1500); // a big document waits for a longer pause (1 ms per 4,000 characters)
    expect(useStore.getState().notice).toMatchObject({ kind: 'error' });
    expect(useStore.getState().notice?.message).toMatch(/is full, so the document \(5 MB\) could not be saved/);
    expect(useStore.getState().text).toBe(big);
    useStore.getState().setText(big + 'y');
    await wait(1500);
    expect(quota).toHaveBeenCalledTimes(1);

    quota.mockRestore();
    useStore.getState().setText('small');
    await wait();
    expect(useStore.getState().notice).toBeUndefined();
    expect(await latestText(p)).toBe('small');
  });

  it('a browser without IndexedDB shows a notice and keeps the text', async () => {
    const tab = fakeTab(fakeBrowser());
    await start({ ...tab, indexedDB: undefined });
    useStore.getState().setText('still here');
    await wait();
    expect(useStore.getState().notice?.message).toMatch(/does not let the playground save/);
    expect(useStore.getState().text).toBe('still here');
  });

  it('a replacement (example, file) is saved as a new document; another one before any edit takes its place', async () => {
    const browser = fakeBrowser();
    const tab = fakeTab(browser);
    const p = await start(tab);
    useStore.getState().setText('mine: 1');
    await wait();
    const mine = p.documentId();
    p.beginDocument();
    useStore.getState().loadDocument({ text: 'example: 1', format: 'yaml' });
    await wait();
    const example = p.documentId();
    expect(example).not.toBe(mine);
    expect(await latestText(p)).toBe('example: 1');
    // Trying another example without editing this one reuses its place.
    p.beginDocument();
    useStore.getState().loadDocument({ text: 'example: 2', format: 'yaml' });
    await wait();
    expect(p.documentId()).toBe(example);
    expect((await p.history!.documents()).map((d) => d.id)).toEqual([example, mine]);
    // Once edited, the next replacement starts a new document again.
    useStore.getState().setText('example: 2 edited');
    await wait();
    p.beginDocument();
    useStore.getState().loadDocument({ text: 'example: 3', format: 'yaml' });
    await wait();
    expect(await p.history!.documents()).toHaveLength(3);
    // A reload of the tab shows the replacement, not the document before it.
    close(p);
    await start(fakeTab(browser, '', tab.session));
    expect(useStore.getState().text).toBe('example: 3');
  });
});

describe('startPersistence: share links', () => {
  it('opens a valid link without saving it until the user edits', async () => {
    const browser = fakeBrowser();
    const p0 = await start(fakeTab(browser));
    useStore.getState().setText('name: my work\n');
    await wait();
    close(p0);
    browser.held.clear();

    const tab = fakeTab(browser, `#${encodeShareLink({ text: '{"shared": true}', format: 'json', tab: 'view' })}`);
    const p = await start(tab);
    expect(useStore.getState()).toMatchObject({ text: '{"shared": true}', format: 'json', tab: 'view' });
    expect(useStore.getState().notice).toEqual({ kind: 'info', message: SHARED_DOCUMENT_NOTICE });

    // Switching views or closing the page saves nothing, and the link stays for reloads.
    useStore.getState().setTab('diagnostics');
    tab.target.dispatchEvent(new Event('pagehide'));
    await wait();
    expect(await p.history!.documents()).toHaveLength(1);
    expect(tab.replaced).toEqual([]);

    // The first edit makes it the user's document: saved, and the fragment leaves the address bar.
    useStore.getState().setText('{"shared": true, "edited": 1}');
    expect(tab.replaced).toEqual(['/playground/']);
    expect(useStore.getState().notice).toBeUndefined();
    await wait();
    expect(await latestText(p)).toBe('{"shared": true, "edited": 1}');
    expect(await p.history!.documents()).toHaveLength(2);
  });

  it('restores a hand-picked format from the link; with nothing of the user to keep, no notice', async () => {
    await start(fakeTab(fakeBrowser(), `#${encodeShareLink({ text: '{}', format: 'yaml', formatAuto: false })}`));
    expect(useStore.getState()).toMatchObject({ text: '{}', format: 'yaml', formatAuto: false });
    expect(useStore.getState().notice).toBeUndefined();
  });

  for (const [name, hash] of [
    ['truncated', `#${encodeShareLink({ text: Array.from({ length: 60 }, (_, i) => `line ${i * 7919 % 1009}`).join('\n'), format: 'json' }).slice(0, 20)}`],
    ['unknown version', '#v9.abc'],
    ['not a share link', '#hello'],
  ] as const) {
    it(`a ${name} link shows a notice and opens the last document`, async () => {
      const browser = fakeBrowser();
      const p0 = await start(fakeTab(browser));
      useStore.getState().setText('name: my work\n');
      await wait();
      close(p0);
      browser.held.clear();
      const tab = fakeTab(browser, hash);
      await start(tab);
      expect(useStore.getState().text).toBe('name: my work\n');
      expect(useStore.getState().notice).toMatchObject({ kind: 'error' });
      expect(useStore.getState().notice?.message).toMatch(/^This (share link|address) .*Your last document was opened instead\.$/s);
      expect(tab.location.hash).toBe('');
    });
  }

  it('a link whose document is over the size limit is refused before it reaches the editor', async () => {
    const big = 'a'.repeat(11 * 1024 * 1024);
    await start(fakeTab(fakeBrowser(), `#${encodeShareLink({ text: big, format: 'yaml' })}`), welcome);
    expect(useStore.getState().text).not.toBe(big);
    expect(useStore.getState().notice?.kind).toBe('error');
  });

  it('opens a link pasted into the address bar, saving the current work first', async () => {
    const tab = fakeTab(fakeBrowser());
    const p = await start(tab);
    useStore.getState().setText('my unsaved work');
    const mine = () => p.documentId();
    tab.location.hash = `#${encodeShareLink({ text: 'from a colleague', format: 'yaml' })}`;
    tab.target.dispatchEvent(new Event('hashchange'));
    await wait(1);
    expect(useStore.getState().text).toBe('from a colleague');
    expect(useStore.getState().notice?.message).toBe(SHARED_DOCUMENT_NOTICE);
    await wait();
    expect(mine()).toBeUndefined();
    const [doc] = await p.history!.documents();
    expect((await p.history!.latest(doc!.id))?.text).toBe('my unsaved work');
  });

  it('a bad link pasted into the address bar leaves the open document alone', async () => {
    const tab = fakeTab(fakeBrowser());
    await start(tab);
    useStore.getState().setText('my work');
    tab.location.hash = '#v1.%%%';
    tab.target.dispatchEvent(new Event('hashchange'));
    await wait(1);
    expect(useStore.getState().text).toBe('my work');
    expect(useStore.getState().notice?.message).toMatch(/^This share link .*Your document was not changed\.$/s);
  });
});
