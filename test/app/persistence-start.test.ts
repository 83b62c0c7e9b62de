import { afterEach, describe, expect, it, vi } from 'vitest';

const initial = () => ({ text: '{"first": true}', format: 'json' as const });

/** Fresh modules whose persistence layer starts as `start` says (the real one needs IndexedDB: see persistence.test.ts). */
async function withPersistence(start: () => Promise<unknown>) {
  vi.resetModules();
  let release: () => void = () => {};
  const started = new Promise<void>((resolve) => (release = resolve));
  vi.doMock('../../src/persistence.ts', () => ({
    startPersistence: async () => {
      await started;
      return start();
    },
  }));
  const persistenceStart = await import('../../src/persistence-start.ts');
  const { replaceDocument } = await import('../../src/replace.ts');
  const { useStore } = await import('../../src/store.ts');
  return { ...persistenceStart, replaceDocument, useStore, release };
}

/** A persistence that restores `saved` when released. */
async function restoring(saved: { text: string; format: 'json' | 'yaml' }) {
  const instance = { documentId: () => 'd1', lineage: () => 'l1', keepsCurrent: () => true, beginDocument: vi.fn() };
  const page = await withPersistence(async () => {
    page.useStore.getState().loadDocument(saved);
    return instance;
  });
  return { page, instance };
}

describe('restoreDocument: the page renders before the document is restored', () => {
  afterEach(() => {
    vi.doUnmock('../../src/persistence.ts');
    vi.resetModules();
  });

  it('documentRestored settles when the restore is done, and the persistence is then current', async () => {
    const { page, instance } = await restoring({ text: 'restored', format: 'yaml' });
    const done = page.restoreDocument({ initial });
    expect(page.isDocumentRestored()).toBe(false);
    expect(page.currentPersistence()).toBeUndefined();
    page.release();
    await done;
    expect(page.isDocumentRestored()).toBe(true);
    expect(page.currentPersistence()).toBe(instance);
    expect(page.useStore.getState().text).toBe('restored');
  });

  it('a replacement asked for during the restore waits for it, so the restore never overwrites it, and it stays undoable', async () => {
    const { page, instance } = await restoring({ text: 'my saved work', format: 'json' });
    const done = page.restoreDocument({ initial });
    expect(page.replaceDocument({ text: 'an example', format: 'json' }, 'the example “E”')).toBe(true);
    expect(page.useStore.getState().text).toBe(''); // nothing replaced yet
    page.release();
    await done;
    await Promise.resolve();
    const state = page.useStore.getState();
    expect(state.text).toBe('an example');
    expect(instance.beginDocument).toHaveBeenCalled();
    expect(state.notice?.action?.label).toBe('Undo');
    state.notice!.action!.run();
    expect(page.useStore.getState().text).toBe('my saved work');
  });

  it('when the persistence cannot start, the initial document opens and a notice says edits are not saved', async () => {
    const page = await withPersistence(() => Promise.reject(new Error('no chunk')));
    page.release();
    await page.restoreDocument({ initial });
    const state = page.useStore.getState();
    expect(page.isDocumentRestored()).toBe(true);
    expect(page.currentPersistence()).toBeUndefined();
    expect(state.text).toBe('{"first": true}');
    expect(state.notice).toMatchObject({ kind: 'error' });
    expect(state.notice!.message).toMatch(/will not be saved/);
  });
});
