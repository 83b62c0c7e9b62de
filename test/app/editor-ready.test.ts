import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its gates are per page), and whether the promise of one gate has resolved. */
async function freshGate(which: 'afterEditorReady' | 'firstResultShown' = 'afterEditorReady') {
  vi.resetModules();
  const module = await import('../../src/editor-ready.ts');
  const store = (await import('../../src/store.ts')).useStore;
  let resolved = false;
  void module[which]().then(() => (resolved = true));
  return { module, store, resolved: () => resolved };
}

describe('afterEditorReady: what editor-ready does not need waits for it', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves only once the first result is shown and an editor is mounted, then at idle', async () => {
    const { module, store, resolved } = await freshGate();
    store.getState().setStatus('validating');
    await vi.advanceTimersByTimeAsync(10);
    expect(resolved()).toBe(false);
    store.getState().setResult({ diagnostics: [], status: 'done' });
    await vi.advanceTimersByTimeAsync(10);
    expect(resolved()).toBe(false); // no editor yet
    module.markEditorMounted();
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved()).toBe(true);
  });

  it('the editor mounted first, a failed or timed-out first run counts as the first result', async () => {
    const { module, store, resolved } = await freshGate();
    module.markEditorMounted();
    await vi.advanceTimersByTimeAsync(10);
    expect(resolved()).toBe(false);
    store.getState().setResult({ diagnostics: [], status: 'timeout' });
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved()).toBe(true);
  });

  it('never waits longer than MAX_WAIT_MS (a slow first run does not hold back the language worker for good)', async () => {
    const { module, resolved } = await freshGate();
    await vi.advanceTimersByTimeAsync(module.MAX_WAIT_MS - 1);
    expect(resolved()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved()).toBe(true);
  });

  it('every caller gets the same gate', async () => {
    const { module } = await freshGate();
    expect(module.afterEditorReady()).toBe(module.afterEditorReady());
  });
});

describe("firstResultShown: Monaco's evaluation waits for the first result", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // A frame every 16 ms (the tests run in Node).
    vi.stubGlobal('requestAnimationFrame', (paint: () => void) => setTimeout(paint, 16));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves after the frame that shows the first result (done, timeout or failure), no editor needed', async () => {
    for (const status of ['done', 'timeout', 'failed'] as const) {
      const { store, resolved } = await freshGate('firstResultShown');
      store.getState().setStatus('validating');
      await vi.advanceTimersByTimeAsync(100);
      expect(resolved()).toBe(false);
      store.getState().setResult({ diagnostics: [], status });
      await vi.advanceTimersByTimeAsync(0);
      expect(resolved()).toBe(false); // not before the frame that paints it
      await vi.advanceTimersByTimeAsync(20);
      expect(resolved()).toBe(true);
    }
  });

  it('never waits longer than EDITOR_HOLD_MS (a slow first run does not hold back the editor for long)', async () => {
    const { module, resolved } = await freshGate('firstResultShown');
    await vi.advanceTimersByTimeAsync(module.EDITOR_HOLD_MS - 1);
    expect(resolved()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved()).toBe(true);
    expect(module.firstResultShown()).toBe(module.firstResultShown());
  });
});
