import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStore } from '../../src/store.ts';
import { encodeShareLink } from '../../src/share.ts';
import {
  AUTOSAVE_DELAY_MS,
  DOCUMENT_KEY,
  SHARED_DOCUMENT_NOTICE,
  loadSavedDocument,
  saveDocument,
  startPersistence,
  type PersistenceEnv,
  type SavedDocument,
} from '../../src/persistence.ts';

class MemoryStorage implements Storage {
  readonly map = new Map<string, string>();
  writes = 0;
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
    this.writes++;
    this.map.set(key, value);
  }
}

/** Storage that is full (or disabled) for writes while `failing` is true. */
class FailingStorage extends MemoryStorage {
  failing = true;
  constructor(private readonly errorName: string = 'QuotaExceededError') {
    super();
  }
  override setItem(key: string, value: string): void {
    if (this.failing) throw new DOMException('write refused', this.errorName);
    super.setItem(key, value);
  }
}

class ThrowingReadStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('denied', 'SecurityError');
  }
}

interface FakeEnv extends PersistenceEnv {
  target: EventTarget;
  location: { hash: string; pathname: string; search: string };
  replaced: string[];
}

function fakeEnv(storage: Storage | undefined, hash = ''): FakeEnv {
  const location = { hash, pathname: '/playground/', search: '' };
  const replaced: string[] = [];
  return {
    storage,
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

function saved(storage: MemoryStorage): unknown {
  const raw = storage.getItem(DOCUMENT_KEY);
  return raw === null ? null : JSON.parse(raw);
}

const userDoc: SavedDocument = { text: 'name: my work\n', format: 'yaml', tab: 'diagnostics', formatAuto: true };

let stops: (() => void)[] = [];
function start(env: PersistenceEnv): void {
  stops.push(startPersistence({ env, store: useStore }));
}

beforeEach(() => {
  vi.useFakeTimers();
  useStore.setState(useStore.getInitialState(), true);
});

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

describe('saveDocument / loadSavedDocument', () => {
  it('round-trips text, format, tab and a hand-picked format', () => {
    const storage = new MemoryStorage();
    const doc: SavedDocument = { text: '{"emoji":"🌦️ 天気"}', format: 'json', tab: 'view', formatAuto: false };
    expect(saveDocument(storage, doc)).toEqual({ ok: true });
    expect(storage.map.has(DOCUMENT_KEY)).toBe(true);
    expect(DOCUMENT_KEY).toMatch(/:v1:/);
    expect(loadSavedDocument(storage)).toEqual({ ok: true, doc });
  });

  it('reports nothing saved as an empty restore', () => {
    expect(loadSavedDocument(new MemoryStorage())).toEqual({ ok: true, doc: undefined });
    expect(loadSavedDocument(undefined)).toEqual({ ok: true, doc: undefined });
  });

  it('turns storage failures into messages instead of exceptions', () => {
    const full = saveDocument(new FailingStorage('QuotaExceededError'), userDoc);
    expect(full.ok).toBe(false);
    if (!full.ok) expect(full.error).toMatch(/storage .* is full.*Download/);
    const blocked = saveDocument(new FailingStorage('SecurityError'), userDoc);
    expect(blocked.ok).toBe(false);
    if (!blocked.ok) expect(blocked.error).toMatch(/could not be saved/);
    const none = saveDocument(undefined, userDoc);
    expect(none.ok).toBe(false);
    expect(loadSavedDocument(new ThrowingReadStorage()).ok).toBe(false);
  });

  it('rejects a damaged saved value', () => {
    const storage = new MemoryStorage();
    storage.setItem(DOCUMENT_KEY, '{"text": 5}');
    expect(loadSavedDocument(storage).ok).toBe(false);
    storage.setItem(DOCUMENT_KEY, 'not json');
    expect(loadSavedDocument(storage).ok).toBe(false);
  });
});

describe('startPersistence: restore and autosave', () => {
  const welcome = () => ({ text: '{"mcpdesc": "0.9.0"}', format: 'json' as const });

  it('a first visit (nothing saved, no link) opens the initial document without saving it', () => {
    const storage = new MemoryStorage();
    stops.push(startPersistence({ env: fakeEnv(storage), store: useStore, initial: welcome }));
    expect(useStore.getState().text).toBe(welcome().text);
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2);
    expect(storage.writes).toBe(0);
  });

  it('a saved document, even an empty one, wins over the initial document', () => {
    const storage = new MemoryStorage();
    saveDocument(storage, { text: '', format: 'yaml', tab: 'diagnostics', formatAuto: true });
    stops.push(startPersistence({ env: fakeEnv(storage), store: useStore, initial: welcome }));
    expect(useStore.getState().text).toBe('');
  });

  it('restores the saved document, format and tab on start', () => {
    const storage = new MemoryStorage();
    saveDocument(storage, { text: 'a: 1', format: 'yaml', tab: 'native', formatAuto: false });
    start(fakeEnv(storage));
    const s = useStore.getState();
    expect([s.text, s.format, s.tab, s.formatAuto]).toEqual(['a: 1', 'yaml', 'native', false]);
  });

  it('saves edits after the debounce delay, and not before', () => {
    const storage = new MemoryStorage();
    start(fakeEnv(storage));
    useStore.getState().setText('x: 1');
    useStore.getState().setText('x: 12');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1);
    expect(storage.writes).toBe(0);
    vi.advanceTimersByTime(1);
    expect(storage.writes).toBe(1);
    expect(saved(storage)).toMatchObject({ text: 'x: 12', format: 'json', tab: 'diagnostics' });
    useStore.getState().setTab('view');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(saved(storage)).toMatchObject({ tab: 'view' });
  });

  it('saves at once when the page is hidden or closed', () => {
    const storage = new MemoryStorage();
    const env = fakeEnv(storage);
    start(env);
    useStore.getState().setText('typed just before closing');
    env.target.dispatchEvent(new Event('pagehide'));
    expect(saved(storage)).toMatchObject({ text: 'typed just before closing' });
  });

  it('a reload restores what was typed', () => {
    const storage = new MemoryStorage();
    start(fakeEnv(storage));
    useStore.getState().setText('{"name": "kept"}');
    useStore.getState().setFormat('json');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    stops.pop()?.();
    useStore.setState(useStore.getInitialState(), true);
    start(fakeEnv(storage));
    expect(useStore.getState().text).toBe('{"name": "kept"}');
    expect(useStore.getState().formatAuto).toBe(false);
  });

  it('a full storage shows a notice and keeps the text; the notice clears once saving works again', () => {
    const storage = new FailingStorage('QuotaExceededError');
    start(fakeEnv(storage));
    useStore.getState().setText('big document');
    expect(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS)).not.toThrow();
    const notice = useStore.getState().notice;
    expect(notice?.kind).toBe('error');
    expect(notice?.message).toMatch(/is full/);
    expect(useStore.getState().text).toBe('big document');

    storage.failing = false;
    useStore.getState().setText('smaller');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(useStore.getState().notice).toBeUndefined();
    expect(saved(storage)).toMatchObject({ text: 'smaller' });
  });

  it('blocked storage (no localStorage at all) shows a notice and keeps the text', () => {
    start(fakeEnv(undefined));
    useStore.getState().setText('still here');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(useStore.getState().notice?.message).toMatch(/does not let the playground save/);
    expect(useStore.getState().text).toBe('still here');
  });

  it('storage that throws on read shows a notice and starts empty', () => {
    expect(() => start(fakeEnv(new ThrowingReadStorage()))).not.toThrow();
    expect(useStore.getState().notice?.message).toMatch(/could not be read/);
  });
});

describe('startPersistence: share links', () => {
  it('opens a valid link without overwriting the saved document until the user edits', () => {
    const storage = new MemoryStorage();
    saveDocument(storage, userDoc);
    const writesBefore = storage.writes;
    const env = fakeEnv(storage, `#${encodeShareLink({ text: '{"shared": true}', format: 'json', tab: 'view' })}`);
    start(env);
    expect(useStore.getState()).toMatchObject({ text: '{"shared": true}', format: 'json', tab: 'view' });
    expect(useStore.getState().notice).toEqual({ kind: 'info', message: SHARED_DOCUMENT_NOTICE });

    // Switching views or closing the page keeps the user's own saved document, and the link stays for reloads.
    useStore.getState().setTab('diagnostics');
    env.target.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2);
    expect(storage.writes).toBe(writesBefore);
    expect(saved(storage)).toMatchObject({ text: userDoc.text });
    expect(env.replaced).toEqual([]);

    // The first edit makes it the user's document: saved, and the fragment leaves the address bar.
    useStore.getState().setText('{"shared": true, "edited": 1}');
    expect(env.replaced).toEqual(['/playground/']);
    expect(useStore.getState().notice).toBeUndefined();
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(saved(storage)).toMatchObject({ text: '{"shared": true, "edited": 1}' });
  });

  it('restores a hand-picked format from the link; with nothing of the user to keep, no notice', () => {
    start(fakeEnv(new MemoryStorage(), `#${encodeShareLink({ text: '{}', format: 'yaml', formatAuto: false })}`));
    expect(useStore.getState()).toMatchObject({ text: '{}', format: 'yaml', formatAuto: false });
    expect(useStore.getState().notice).toBeUndefined();
  });

  for (const [name, hash] of [
    ['truncated', `#${encodeShareLink({ text: 'x'.repeat(200) + 'shared', format: 'json' }).slice(0, 20)}`],
    ['unknown version', '#v9.abc'],
    ['not a share link', '#hello'],
  ] as const) {
    it(`a ${name} link shows a notice, opens the saved document and never overwrites it`, () => {
      const storage = new MemoryStorage();
      saveDocument(storage, userDoc);
      const before = storage.getItem(DOCUMENT_KEY);
      const env = fakeEnv(storage, hash);
      start(env);
      expect(useStore.getState().text).toBe(userDoc.text);
      expect(useStore.getState().notice).toMatchObject({ kind: 'error' });
      expect(useStore.getState().notice?.message).toMatch(/^This (share link|address) .*Your saved document was opened instead\.$/s);
      env.target.dispatchEvent(new Event('pagehide'));
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2);
      expect(storage.getItem(DOCUMENT_KEY)).toBe(before);
      expect(env.location.hash).toBe('');
    });
  }

  it('opens a link pasted into the address bar, saving the current work first', () => {
    const storage = new MemoryStorage();
    const env = fakeEnv(storage);
    start(env);
    useStore.getState().setText('my unsaved work');
    env.location.hash = `#${encodeShareLink({ text: 'from a colleague', format: 'yaml' })}`;
    env.target.dispatchEvent(new Event('hashchange'));
    expect(saved(storage)).toMatchObject({ text: 'my unsaved work' });
    expect(useStore.getState().text).toBe('from a colleague');
    expect(useStore.getState().notice?.message).toBe(SHARED_DOCUMENT_NOTICE);
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2);
    expect(saved(storage)).toMatchObject({ text: 'my unsaved work' });
  });

  it('a bad link pasted into the address bar leaves the open document alone', () => {
    const storage = new MemoryStorage();
    const env = fakeEnv(storage);
    start(env);
    useStore.getState().setText('my work');
    env.location.hash = '#v1.%%%';
    env.target.dispatchEvent(new Event('hashchange'));
    expect(useStore.getState().text).toBe('my work');
    expect(useStore.getState().notice?.message).toMatch(/^This share link .*Your document was not changed\.$/s);
  });
});
