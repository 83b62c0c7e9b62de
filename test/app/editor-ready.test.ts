import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its gate is per page), and whether its promise has resolved. */
async function freshGate() {
  vi.resetModules();
  const module = await import('../../src/editor-ready.ts');
  const store = (await import('../../src/store.ts')).useStore;
  let resolved = false;
  void module.afterEditorReady().then(() => (resolved = true));
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
