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
import { replacesMost } from '../../src/persistence/autosave.ts';

/** A second tab has a store of its own (the part persistence uses). */
function tabStore(): PlaygroundStore & { getState(): PlaygroundState } {
  return createStore<PlaygroundState>()((set) => ({
    ...useStore.getInitialState(),
    setText: (text) => set({ text }),
    setFormat: (format) => set(format === 'auto' ? { formatAuto: true } : { format, formatAuto: false }),
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
  document: EventTarget & { visibilityState: string };
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
    document: Object.assign(new EventTarget(), { visibilityState: 'visible' }),
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
/** The clock every tab reads (`now`): a test moves it on with the timers, so save times are deterministic. */
let clock = 1_700_000_000_000;

async function start(
  env: PersistenceEnv,
  initial?: () => { text: string; format: 'json' | 'yaml' },
): Promise<Persistence> {
  const persistence = await startPersistence({
    env,
    store: useStore,
    delayMs: DELAY,
    now: () => clock,
    ...(initial ? { initial } : {}),
  });
  running.push(persistence);
  return persistence;
}

/** Stops a tab (as closing it would) and resets the store, as a new page load starts empty. */
function close(persistence: Persistence): void {
  persistence.stop();
  running = running.filter((p) => p !== persistence);
  useStore.setState(useStore.getInitialState(), true);
}

/**
 * Lets `ms` of (fake) time pass — the autosave's quiet time by default — and waits for every write the tabs issued.
 * IndexedDB (fake-indexeddb) runs on real macrotasks, which fake timers leave alone.
 */
async function elapse(ms = DELAY, ...tabs: Persistence[]): Promise<void> {
  clock += ms;
  await vi.advanceTimersByTimeAsync(ms);
  for (const p of tabs.length > 0 ? tabs : running) await p.settled();
}

async function latestText(persistence: Persistence): Promise<string | undefined> {
  const id = persistence.documentId();
  return id === undefined ? undefined : (await persistence.history!.latest(id))?.text;
}

beforeEach(() => {
  // Only the autosave's timers are faked: fake-indexeddb schedules its work with setImmediate.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  useStore.setState(useStore.getInitialState(), true);
});

afterEach(() => {
  for (const p of running) p.stop();
  running = [];
  vi.useRealTimers();
});

const welcome = () => ({ text: '{"mcpdesc": "0.9.0"}', format: 'json' as const });

/** A second tab of the same browser, with a store of its own. */
async function startOther(env: PersistenceEnv): Promise<{ p: Persistence; store: ReturnType<typeof tabStore> }> {
  const store = tabStore();
  const p = await startPersistence({ env, store, delayMs: DELAY, now: () => clock });
  running.push(p);
  return { p, store };
}

/** A new browser with one tab open on it. */
async function firstTab(initial?: () => { text: string; format: 'json' | 'yaml' }) {
  const browser = fakeBrowser();
  const tab = fakeTab(browser);
  const p = await start(tab, initial);
  return { browser, tab, p };
}

/** A browser whose last document (saved, its tab closed) is 'name: my work'. */
async function browserWithWork(): Promise<Browser> {
  const { browser, p } = await firstTab();
  useStore.getState().setText('name: my work\n');
  await elapse();
  close(p);
  browser.held.clear(); // the tab is gone, and its lock with it
  return browser;
}

/** The keys of the drafts written to the browser's localStorage. */
const draftKeys = (browser: Browser) => [...browser.storage.map.keys()].filter((key) => key.includes(':draft:'));

/** A save that never reaches IndexedDB, as when the page goes away before the write finishes. */
function writesNeverLand(p: Persistence) {
  return vi.spyOn(p.history!, 'save').mockReturnValue(new Promise(() => {}));
}

describe('startPersistence: restore and autosave (IndexedDB history)', () => {
  it('a first visit (nothing saved, no link) opens the initial document without saving it', async () => {
    const browser = fakeBrowser();
    const p = await start(fakeTab(browser), welcome);
    expect(useStore.getState().text).toBe(welcome().text);
    await elapse(DELAY * 4);
    expect(await p.history!.documents()).toEqual([]);
  });

  it('saves an edit after the delay, not on every keystroke, and a reload of the tab restores text, format and tab', async () => {
    const { browser, tab, p } = await firstTab();
    const save = vi.spyOn(p.history!, 'save');
    useStore.getState().setText('{"name": "kept"}');
    useStore.getState().setText('{"name": "kept!"}');
    useStore.getState().setFormat('json');
    useStore.getState().setTab('view:2025-11-25');
    expect(save).not.toHaveBeenCalled(); // nothing on the keystroke path
    await elapse(DELAY - 1);
    expect(save).not.toHaveBeenCalled(); // still within the quiet time
    await elapse(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(tab.session.getItem(TAB_DOCUMENT_KEY)).toBe(p.documentId());
    close(p);
    await start(fakeTab(browser, '', tab.session));
    const s = useStore.getState();
    expect([s.text, s.format, s.formatAuto, s.tab]).toEqual(['{"name": "kept!"}', 'json', false, 'view:2025-11-25']);
  });

  it('saves at once when the page is hidden or closed', async () => {
    const { tab, p } = await firstTab();
    useStore.getState().setText('typed just before closing');
    tab.target.dispatchEvent(new Event('pagehide'));
    await p.settled(); // no time passed
    expect(await latestText(p)).toBe('typed just before closing');
  });

  it('a keystroke just before the page closes survives even if the IndexedDB write never lands (synchronous draft)', async () => {
    const { browser, tab, p } = await firstTab(welcome);
    useStore.getState().setText('{"typed": "at once"}');
    await elapse();
    const id = p.documentId();
    useStore.getState().setText('{"typed": "at once", "and": "then reloaded"}');
    const save = writesNeverLand(p);
    tab.target.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenCalledTimes(1); // the write was issued, but the page is gone before it finishes
    close(p);
    const reloaded = await start(fakeTab(browser, '', tab.session), welcome);
    expect(useStore.getState().text).toBe('{"typed": "at once", "and": "then reloaded"}');
    expect(reloaded.documentId()).toBe(id);
    // The draft became the document's newest state, and is gone.
    expect(await latestText(reloaded)).toBe('{"typed": "at once", "and": "then reloaded"}');
    expect(draftKeys(browser)).toEqual([]);
  });

  it('the first keystrokes of a fresh tab survive when it is hidden, then discarded before any write lands', async () => {
    const { browser, tab, p } = await firstTab(welcome);
    const save = writesNeverLand(p);
    useStore.getState().setText('{"first": "words"}');
    tab.document.visibilityState = 'hidden';
    tab.document.dispatchEvent(new Event('visibilitychange'));
    expect(save).toHaveBeenCalledTimes(1);
    close(p);
    // A new tab (no sessionStorage) opens the newest work: the draft of a document the history never received.
    await start(fakeTab(browser), welcome);
    expect(useStore.getState().text).toBe('{"first": "words"}');
  });

  it('restore prefers the history when it is newer than a draft, and drops the draft', async () => {
    const { browser, tab, p } = await firstTab();
    useStore.getState().setText('older: draft');
    tab.target.dispatchEvent(new Event('pagehide'));
    await p.settled();
    expect(draftKeys(browser)).toEqual([]); // the write landed: no draft kept
    // A draft left by a page that closed, older than what the history holds now.
    browser.storage.setItem(
      `mcpdesc-playground:v1:draft:${p.documentId()}`,
      JSON.stringify({
        text: 'stale',
        format: 'yaml',
        tab: 'diagnostics',
        formatAuto: true,
        docId: p.documentId(),
        lineage: p.lineage(),
        savedAt: clock - 10_000,
      }),
    );
    useStore.getState().setText('newer: history');
    await elapse();
    close(p);
    await start(fakeTab(browser, '', tab.session));
    expect(useStore.getState().text).toBe('newer: history');
    expect(draftKeys(browser)).toEqual([]);
  });

  it('a replacement followed at once by a reload, before any write lands: the replaced text and the new one both survive', async () => {
    const { browser, tab, p } = await firstTab();
    useStore.getState().setText('name: my server\n');
    await elapse();
    const id = p.documentId()!;
    useStore.getState().setText('name: my server\ndescription: edited by hand\n');
    const save = writesNeverLand(p);
    useStore.getState().setText('{"info": {"name": "pasted over everything"}}');
    tab.target.dispatchEvent(new Event('pagehide'));
    expect(save.mock.calls.map((call) => call[1].text)).toEqual([
      'name: my server\ndescription: edited by hand\n',
      '{"info": {"name": "pasted over everything"}}',
    ]);
    close(p);
    const reloaded = await start(fakeTab(browser, '', tab.session));
    expect(useStore.getState().text).toBe('{"info": {"name": "pasted over everything"}}');
    // Newest first: the pasted text, the edited text it replaced (from the draft), the first save.
    await vi.waitFor(async () =>
      expect((await reloaded.history!.states(id)).map((s) => s.text)).toEqual([
        '{"info": {"name": "pasted over everything"}}',
        'name: my server\ndescription: edited by hand\n',
        'name: my server\n',
      ]),
    );
    expect(draftKeys(browser)).toEqual([]);
  });

  it('a change that keeps less than half of the text first keeps the replaced text as a version of its own, at once', async () => {
    const { browser, tab, p } = await firstTab();
    useStore.getState().setText('name: my server\nversion: 1\n');
    await elapse();
    useStore.getState().setText('name: my server\nversion: 1\ndescription: edited by hand\n');
    await elapse(1500 - DELAY); // 1.5 s later, within the checkpoint the first save opened (CHECKPOINT_MS)
    const save = vi.spyOn(p.history!, 'save');
    useStore.getState().setText('{"info": {"name": "pasted over everything"}}');
    expect(save).toHaveBeenCalledTimes(1); // at once, not after the quiet time
    expect(save.mock.calls[0]![1].text).toBe('name: my server\nversion: 1\ndescription: edited by hand\n');
    await elapse();
    const states = await p.history!.states(p.documentId()!);
    expect(states.map((s) => s.text)).toEqual([
      '{"info": {"name": "pasted over everything"}}',
      'name: my server\nversion: 1\ndescription: edited by hand\n',
    ]);
    // The pasted text stays the document's newest state after a reload.
    close(p);
    await start(fakeTab(browser, '', tab.session));
    expect(useStore.getState().text).toBe('{"info": {"name": "pasted over everything"}}');
  });

  it('ordinary edits within the checkpoint keep updating one version', async () => {
    const p = await start(fakeTab(fakeBrowser()));
    useStore.getState().setText('a: 1\nb: 2\n');
    await elapse();
    useStore.getState().setText('a: 1\nb: 22\n');
    await elapse();
    useStore.getState().setText('a: 11\nb: 22\n');
    await elapse();
    expect((await p.history!.states(p.documentId()!)).map((s) => s.text)).toEqual(['a: 11\nb: 22\n']);
  });

  it('moves a document saved in localStorage by an earlier version into the history, once', async () => {
    const browser = fakeBrowser();
    browser.storage.setItem(
      DOCUMENT_KEY,
      JSON.stringify({ text: 'a: 1', format: 'yaml', tab: 'diagnostics', formatAuto: false }),
    );
    const p = await start(fakeTab(browser), welcome);
    expect(useStore.getState()).toMatchObject({ text: 'a: 1', format: 'yaml', formatAuto: false });
    expect(browser.storage.getItem(DOCUMENT_KEY)).toBeNull();
    expect(await p.history!.documents()).toHaveLength(1);
  });

  it('a new tab continues the last document when no other tab has it open', async () => {
    const browser = fakeBrowser();
    const first = await start(fakeTab(browser));
    useStore.getState().setText('x: 1');
    await elapse();
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
    await elapse();

    // Tab B opens while A is open: it shows A's work as a copy of its own.
    const { p: b, store: storeB } = await startOther(fakeTab(browser));
    expect(storeB.getState().text).toBe('work: A');
    expect(b.documentId()).toBeUndefined();
    storeB.getState().setText('work: B');
    await elapse();
    expect(b.documentId()).not.toBe(a.documentId());
    expect(await latestText(a)).toBe('work: A');
    expect(await latestText(b)).toBe('work: B');
    b.stop();

    // Reloading A shows A's own text, and offers B's newer copy.
    close(a);
    const reloaded = await start(fakeTab(browser, '', tabA.session));
    expect(useStore.getState().text).toBe('work: A');
    const notice = useStore.getState().notice;
    expect(notice?.message).toMatch(/newer copy .* another tab/);
    notice!.action!.run();
    await vi.waitFor(() => expect(useStore.getState().text).toBe('work: B'));
    await reloaded.settled();
    expect(await latestText(reloaded)).toBe('work: B'); // the copy opened is saved at once as this tab's
    // And undone from the notice that says so.
    expect(useStore.getState().notice?.message).toBe('Opened the newer copy saved in another tab.');
    useStore.getState().notice!.action!.run();
    expect(useStore.getState().text).toBe('work: A');
    await reloaded.settled();
    expect(await latestText(reloaded)).toBe('work: A');
  });

  it('a save of a copy in another open tab is announced with an offer to open it', async () => {
    const browser = fakeBrowser();
    await start(fakeTab(browser));
    useStore.getState().setText('shared: work');
    await elapse();
    const { p: b, store: storeB } = await startOther(fakeTab(browser));
    storeB.getState().setText('shared: newer');
    await elapse();
    await vi.waitFor(() => expect(useStore.getState().notice?.message).toMatch(/newer copy .* another tab/));
    b.stop();
    expect(useStore.getState().text).toBe('shared: work');
  });

  it('a write refused for space shows the size in a notice once, is not retried on every edit, and is retried when the text shrinks', async () => {
    const browser = fakeBrowser();
    const p = await start(fakeTab(browser));
    const quota = vi.spyOn(p.history!, 'save').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    const big = 'x'.repeat(5 * 1024 * 1024);
    useStore.getState().setText(big);
    // A big document waits for a longer pause (1 ms per 4,000 characters).
    await elapse(DELAY + 1000);
    expect(quota).not.toHaveBeenCalled();
    await elapse(400);
    expect(useStore.getState().notice).toMatchObject({ kind: 'error' });
    expect(useStore.getState().notice?.message).toMatch(/is full, so the document \(5 MB\) could not be saved/);
    expect(useStore.getState().text).toBe(big);
    useStore.getState().setText(big + 'y');
    await elapse(DELAY + 1500);
    expect(quota).toHaveBeenCalledTimes(1);

    quota.mockRestore();
    useStore.getState().setText('small');
    await elapse();
    expect(useStore.getState().notice).toBeUndefined();
    expect(await latestText(p)).toBe('small');
  });

  it('a browser without IndexedDB shows a notice and keeps the text', async () => {
    const tab = fakeTab(fakeBrowser());
    await start({ ...tab, indexedDB: undefined });
    useStore.getState().setText('still here');
    await elapse();
    expect(useStore.getState().notice?.message).toMatch(/does not let the playground save/);
    expect(useStore.getState().text).toBe('still here');
  });

  it('a replacement (example, file) is saved at once as a new document; another one before any edit takes its place', async () => {
    const { browser, tab, p } = await firstTab();
    useStore.getState().setText('mine: 1');
    await elapse();
    const mine = p.documentId();
    clock += 1; // the history lists documents by the time of their last save
    p.beginDocument();
    useStore.getState().loadDocument({ text: 'example: 1', format: 'yaml' });
    await p.settled(); // no timer ran: saved at once, not in idle time
    const example = p.documentId();
    expect(example).not.toBe(mine);
    expect(await latestText(p)).toBe('example: 1');
    // Trying another example without editing this one reuses its place.
    p.beginDocument();
    useStore.getState().loadDocument({ text: 'example: 2', format: 'yaml' });
    await p.settled();
    expect(p.documentId()).toBe(example);
    expect((await p.history!.documents()).map((d) => d.id)).toEqual([example, mine]);
    // Once edited, the next replacement starts a new document again.
    useStore.getState().setText('example: 2 edited');
    await elapse();
    p.beginDocument();
    useStore.getState().loadDocument({ text: 'example: 3', format: 'yaml' });
    await p.settled();
    expect(await p.history!.documents()).toHaveLength(3);
    // A reload of the tab shows the replacement, not the document before it.
    close(p);
    await start(fakeTab(browser, '', tab.session));
    expect(useStore.getState().text).toBe('example: 3');
  });

  it('keepsCurrent says whether a replacement keeps the current document; with keep (New document) an unedited one is kept too', async () => {
    const { p } = await firstTab();
    useStore.getState().setText('mine: 1');
    await elapse();
    expect(p.keepsCurrent()).toBe(true);
    p.beginDocument();
    useStore.getState().loadDocument({ text: 'example: 1', format: 'yaml' });
    await p.settled();
    // An example nobody edited: the next replacement takes its place, so it is not kept…
    expect(p.keepsCurrent()).toBe(false);
    // …unless the replacement asks to keep it: it is saved, and the new document is another one.
    expect(p.keepsCurrent({ keep: true })).toBe(true);
    const example = p.documentId();
    p.beginDocument({ keep: true });
    useStore.getState().loadDocument({ text: 'new: 1', format: 'yaml' });
    await p.settled();
    expect(p.documentId()).not.toBe(example);
    const texts = await Promise.all((await p.history!.documents()).map((d) => p.history!.latest(d.id)));
    expect(texts.map((state) => state?.text).sort()).toEqual(['example: 1', 'mine: 1', 'new: 1']);
  });

  it('undoing a replacement goes back to the previous document and saves it at once', async () => {
    const { browser, tab, p } = await firstTab();
    useStore.getState().setText('mine: 1');
    await elapse();
    const mine = { id: p.documentId(), lineage: p.lineage() };
    p.beginDocument();
    useStore.getState().loadDocument({ text: 'example: 1', format: 'yaml' });
    await p.settled();
    p.beginDocument({ resume: mine });
    useStore.getState().loadDocument({ text: 'mine: 1', format: 'yaml' });
    expect(p.documentId()).toBe(mine.id);
    await p.settled();
    close(p);
    await start(fakeTab(browser, '', tab.session));
    expect(useStore.getState().text).toBe('mine: 1');
  });
});

describe('replacesMost: what counts as replacing a document', () => {
  it('a keystroke anywhere, or a paste of a few lines, keeps most of the text', () => {
    const text = 'x'.repeat(1000);
    for (const at of [0, 1, 499, 500, 501, 999, 1000]) {
      expect(replacesMost(text, text.slice(0, at) + 'y' + text.slice(at))).toBe(false);
      expect(replacesMost(text, text.slice(0, at) + text.slice(at + 1))).toBe(false);
    }
    expect(replacesMost(text, text.slice(0, 400) + 'pasted\n'.repeat(30) + text.slice(600))).toBe(false);
  });

  it('select all and paste, clearing, or deleting most of it replaces it', () => {
    const text = 'name: my server\nversion: 1\n'.repeat(20);
    expect(replacesMost(text, '{"other": "document"}')).toBe(true);
    expect(replacesMost(text, '')).toBe(true);
    expect(replacesMost(text, text.slice(0, 100))).toBe(true);
    expect(replacesMost(text, text.slice(0, text.length / 2 + 1))).toBe(false);
    expect(replacesMost(text, text.slice(0, 100) + text.slice(-100))).toBe(true);
    // A paste over the middle of a same-length document: the kept start and end count together.
    expect(replacesMost(text, text.slice(0, 200) + '#'.repeat(text.length - 400) + text.slice(-200))).toBe(false);
    expect(replacesMost(text, text.slice(0, 100) + '#'.repeat(text.length - 200) + text.slice(-100))).toBe(true);
  });
});

describe('startPersistence: share links', () => {
  it('opens a valid link without saving it until the user edits', async () => {
    const browser = await browserWithWork();

    const tab = fakeTab(browser, `#${encodeShareLink({ text: '{"shared": true}', format: 'json', tab: 'view' })}`);
    const p = await start(tab);
    expect(useStore.getState()).toMatchObject({ text: '{"shared": true}', format: 'json', tab: 'view' });
    expect(useStore.getState().notice).toEqual({ kind: 'info', message: SHARED_DOCUMENT_NOTICE });

    // Switching views or closing the page saves nothing (no draft either), and the link stays for reloads.
    useStore.getState().setTab('diagnostics');
    tab.target.dispatchEvent(new Event('pagehide'));
    await elapse();
    expect(await p.history!.documents()).toHaveLength(1);
    expect(tab.replaced).toEqual([]);
    expect(draftKeys(browser)).toEqual([]);

    // The first edit makes it the user's document: saved, and the fragment leaves the address bar.
    useStore.getState().setText('{"shared": true, "edited": 1}');
    expect(tab.replaced).toEqual(['/playground/']);
    expect(useStore.getState().notice).toBeUndefined();
    await elapse();
    expect(await latestText(p)).toBe('{"shared": true, "edited": 1}');
    expect(await p.history!.documents()).toHaveLength(2);
  });

  it('restores a hand-picked format from the link; with nothing of the user to keep, no notice', async () => {
    await start(fakeTab(fakeBrowser(), `#${encodeShareLink({ text: '{}', format: 'yaml', formatAuto: false })}`));
    expect(useStore.getState()).toMatchObject({ text: '{}', format: 'yaml', formatAuto: false });
    expect(useStore.getState().notice).toBeUndefined();
  });

  for (const [name, hash] of [
    [
      'truncated',
      `#${encodeShareLink({ text: Array.from({ length: 60 }, (_, i) => `line ${(i * 7919) % 1009}`).join('\n'), format: 'json' }).slice(0, 20)}`,
    ],
    ['unknown version', '#v9.abc'],
    ['damaged', '#v1.%%%'],
  ] as const) {
    it(`a ${name} link shows a notice and opens the last document`, async () => {
      const browser = fakeBrowser();
      const p0 = await start(fakeTab(browser));
      useStore.getState().setText('name: my work\n');
      await elapse();
      close(p0);
      browser.held.clear();
      const tab = fakeTab(browser, hash);
      await start(tab);
      expect(useStore.getState().text).toBe('name: my work\n');
      expect(useStore.getState().notice).toMatchObject({ kind: 'error' });
      expect(useStore.getState().notice?.message).toMatch(
        /^This share link .*Your last document was opened instead\.$/s,
      );
      expect(tab.location.hash).toBe('');
    });
  }

  it('an in-page anchor (the skip link’s #results) is not a share link: no notice, the last document opens, the anchor stays', async () => {
    const browser = await browserWithWork();
    const tab = fakeTab(browser, '#results');
    await start(tab);
    expect(useStore.getState().text).toBe('name: my work\n');
    expect(useStore.getState().notice).toBeUndefined();
    expect(tab.location.hash).toBe('#results');
    // Following it in an open page changes nothing either.
    tab.location.hash = '#results';
    tab.target.dispatchEvent(new Event('hashchange'));
    await elapse();
    expect(useStore.getState().notice).toBeUndefined();
    expect(tab.replaced).toEqual([]);
  });

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
    tab.location.hash = `#${encodeShareLink({ text: 'from a colleague', format: 'yaml' })}`;
    tab.target.dispatchEvent(new Event('hashchange'));
    await vi.waitFor(() => expect(useStore.getState().text).toBe('from a colleague'));
    expect(useStore.getState().notice?.message).toBe(SHARED_DOCUMENT_NOTICE);
    await elapse();
    expect(p.documentId()).toBeUndefined();
    const [doc] = await p.history!.documents();
    expect((await p.history!.latest(doc!.id))?.text).toBe('my unsaved work');

    // Like every replacement, it can be undone: the previous document is back, and the link leaves the address bar.
    useStore.getState().notice!.action!.run();
    expect(useStore.getState().text).toBe('my unsaved work');
    expect(p.documentId()).toBe(doc!.id);
    expect(tab.replaced).toEqual(['/playground/']);
    useStore.getState().setText('my unsaved work, continued');
    await elapse();
    expect(await latestText(p)).toBe('my unsaved work, continued');
    expect(await p.history!.documents()).toHaveLength(1);
  });

  it('a bad link pasted into the address bar leaves the open document alone', async () => {
    const tab = fakeTab(fakeBrowser());
    await start(tab);
    useStore.getState().setText('my work');
    tab.location.hash = '#v1.%%%';
    tab.target.dispatchEvent(new Event('hashchange'));
    await vi.waitFor(() =>
      expect(useStore.getState().notice?.message).toMatch(/^This share link .*Your document was not changed\.$/s),
    );
    expect(useStore.getState().text).toBe('my work');
  });
});
