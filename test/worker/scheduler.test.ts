import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkerClient } from '../../src/worker/client.ts';
import { createValidationScheduler, type SchedulerOptions } from '../../src/worker/scheduler.ts';
import { fakeWorkerFactory } from './fake-worker.ts';

function setup(overrides: Partial<SchedulerOptions> = {}) {
  const { spawn, spawned } = fakeWorkerFactory();
  const client = createWorkerClient(spawn, { timeoutMs: 10_000 });
  const onResult = vi.fn();
  const onBusy = vi.fn();
  const onFailure = vi.fn();
  const scheduler = createValidationScheduler(client, {
    debounceMs: 100,
    supersedeAfterMs: 300,
    timeoutMs: 5000,
    indicatorAfterMs: 200,
    onResult,
    onBusy,
    onFailure,
    ...overrides,
  });
  return { scheduler, spawned, onResult, onBusy, onFailure };
}

const result = (tag: string) => ({
  valid: true,
  format: 'json',
  diagnostics: [{ rule: tag, severity: 'info', path: '', message: tag }],
});

describe('validation scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('debounces edits: only the last text of a burst is validated', () => {
    const { scheduler, spawned } = setup();
    scheduler.schedule('a');
    vi.advanceTimersByTime(50);
    scheduler.schedule('ab');
    vi.advanceTimersByTime(50);
    scheduler.schedule('abc');
    vi.advanceTimersByTime(99);
    expect(spawned).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(spawned[0]!.received.map((r) => (r.params as { text: string }).text)).toEqual(['abc']);
  });

  it('drops a stale result that arrives after a newer text was sent', async () => {
    const { scheduler, spawned, onResult } = setup();
    scheduler.runNow('old');
    scheduler.runNow('new');
    const worker = spawned[0]!;
    worker.reply(2, result('new'));
    worker.reply(1, result('old'));
    await vi.runAllTimersAsync();
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult.mock.calls[0]![0]).toEqual(result('new'));
  });

  it('also drops an older result that arrives first, showing only the newest', async () => {
    const { scheduler, spawned, onResult } = setup();
    scheduler.runNow('old');
    scheduler.runNow('new');
    spawned[0]!.reply(1, result('old'));
    await Promise.resolve();
    await Promise.resolve();
    expect(onResult).not.toHaveBeenCalled();
    spawned[0]!.reply(2, result('new'));
    await vi.runAllTimersAsync();
    expect(onResult.mock.calls.map((c) => c[0])).toEqual([result('new')]);
  });

  it('terminates a long run when newer text arrives instead of waiting for it', async () => {
    const { scheduler, spawned, onResult, onFailure } = setup();
    scheduler.runNow('slow');
    vi.advanceTimersByTime(300);
    scheduler.runNow('fresh');
    expect(spawned[0]!.terminated).toBe(true);
    expect(spawned).toHaveLength(2);
    spawned[1]!.reply(2, result('fresh'));
    await vi.runAllTimersAsync();
    expect(onResult.mock.calls.map((c) => c[0])).toEqual([result('fresh')]);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('reports a timeout for the newest run and shows the indicator only for slow runs', async () => {
    const { scheduler, spawned, onBusy, onFailure } = setup();
    scheduler.runNow('fast');
    spawned[0]!.reply(1, result('fast'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onBusy).not.toHaveBeenCalledWith(true);
    scheduler.runNow('forever');
    await vi.advanceTimersByTimeAsync(200);
    expect(onBusy).toHaveBeenLastCalledWith(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(onFailure).toHaveBeenCalledWith('timeout', expect.stringContaining('5000 ms'));
    expect(onBusy).toHaveBeenLastCalledWith(false);
    expect(spawned[0]!.terminated).toBe(true);
  });

  const texts = (worker: { received: { params: unknown }[] }) =>
    worker.received.map((r) => (r.params as { text: string }).text);

  it('validates an edit at once when the last run was fast', async () => {
    const { scheduler, spawned, onResult } = setup({ fastRunMs: 50 });
    scheduler.runNow('a');
    spawned[0]!.reply(1, result('a'), 5);
    await vi.advanceTimersByTimeAsync(0);
    scheduler.schedule('ab');
    expect(texts(spawned[0]!)).toEqual(['a', 'ab']); // no debounce
    spawned[0]!.reply(2, result('ab'), 5);
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult.mock.calls.map((c) => c[0])).toEqual([result('a'), result('ab')]);
  });

  it('debounces again once a run was slow', async () => {
    const { scheduler, spawned } = setup({ fastRunMs: 50 });
    scheduler.runNow('a');
    spawned[0]!.reply(1, result('a'), 400);
    await vi.advanceTimersByTimeAsync(0);
    scheduler.schedule('ab');
    expect(texts(spawned[0]!)).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(100);
    expect(texts(spawned[0]!)).toEqual(['a', 'ab']);
  });

  it('coalesces edits made while a run is in flight into one run of the newest text, never showing the stale result', async () => {
    const { scheduler, spawned, onResult, onBusy } = setup({ fastRunMs: 50 });
    scheduler.runNow('a');
    spawned[0]!.reply(1, result('a'), 5);
    await vi.advanceTimersByTimeAsync(0);
    scheduler.schedule('ab'); // fast: sent at once
    scheduler.schedule('abc'); // in flight: queued
    scheduler.schedule('abcd'); // replaces the queued text
    expect(texts(spawned[0]!)).toEqual(['a', 'ab']);
    spawned[0]!.reply(2, result('ab'), 5);
    await vi.advanceTimersByTimeAsync(0);
    expect(texts(spawned[0]!)).toEqual(['a', 'ab', 'abcd']);
    expect(onResult.mock.calls.map((c) => c[0])).toEqual([result('a')]); // 'ab' was stale
    spawned[0]!.reply(3, result('abcd'), 5);
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult.mock.calls.map((c) => c[0])).toEqual([result('a'), result('abcd')]);
    expect(onBusy).toHaveBeenLastCalledWith(false);
    expect(spawned).toHaveLength(1); // nothing was terminated
  });

  it('a debounced text waiting while a run starts is coalesced too, and the queued text runs after a stale failure', async () => {
    const { scheduler, spawned, onResult, onFailure } = setup({ fastRunMs: 50 });
    scheduler.runNow('a');
    scheduler.schedule('ab');
    await vi.advanceTimersByTimeAsync(0);
    expect(texts(spawned[0]!)).toEqual(['a']); // run in flight: queued, not sent
    spawned[0]!.replyError(1, 'boom');
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailure).not.toHaveBeenCalled(); // the failure was for stale text
    expect(texts(spawned[0]!)).toEqual(['a', 'ab']);
    spawned[0]!.reply(2, result('ab'), 5);
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult.mock.calls.map((c) => c[0])).toEqual([result('ab')]);
  });

  it('an edit arriving after a long run has overstayed terminates it and runs the newest text', async () => {
    const { scheduler, spawned, onResult } = setup({ fastRunMs: 50 });
    scheduler.runNow('slow');
    await vi.advanceTimersByTimeAsync(300);
    scheduler.schedule('fresh');
    expect(spawned[0]!.terminated).toBe(true);
    expect(texts(spawned[1]!)).toEqual(['fresh']);
    spawned[1]!.reply(2, result('fresh'), 5);
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult.mock.calls.map((c) => c[0])).toEqual([result('fresh')]);
  });
});
