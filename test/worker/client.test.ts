import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkerClient, WorkerRunError } from '../../src/worker/client.ts';
import { PROTOCOL_VERSION } from '../../src/worker/protocol.ts';
import { fakeWorkerFactory } from './fake-worker.ts';

const validResult = { valid: true, format: 'json' as const, diagnostics: [] };

describe('worker client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends versioned requests with increasing ids and matches responses by id, in any order', async () => {
    const { spawn, spawned } = fakeWorkerFactory();
    const client = createWorkerClient(spawn, { timeoutMs: 1000 });
    const first = client.request('validate', { text: 'a' });
    const second = client.request('validate', { text: 'b' });
    const worker = spawned[0]!;
    expect(spawned).toHaveLength(1);
    expect(worker.received.map((r) => [r.v, r.id, r.method])).toEqual([
      [PROTOCOL_VERSION, 1, 'validate'],
      [PROTOCOL_VERSION, 2, 'validate'],
    ]);
    worker.reply(2, { ...validResult, format: 'yaml' }, 7);
    worker.reply(1, validResult, 3);
    await expect(second).resolves.toEqual({ result: { ...validResult, format: 'yaml' }, elapsedMs: 7 });
    await expect(first).resolves.toEqual({ result: validResult, elapsedMs: 3 });
    expect(client.pending()).toBe(0);
  });

  it('aborting a request rejects it at once and asks the worker to cancel it; the worker lives on', async () => {
    const { spawn, spawned } = fakeWorkerFactory();
    const client = createWorkerClient(spawn, { timeoutMs: 1000 });
    const abort = new AbortController();
    const pending = client.request(
      'codeActions',
      { text: 'a', range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } },
      { signal: abort.signal },
    );
    abort.abort();
    await expect(pending).rejects.toMatchObject({ reason: 'cancelled' });
    const worker = spawned[0]!;
    expect(worker.received.map((r) => [r.id, r.method, r.params])).toEqual([
      [1, 'codeActions', expect.anything()],
      [2, 'cancel', { id: 1 }],
    ]);
    expect(worker.terminated).toBe(false);
    // Its late answer is ignored; the next request goes to the same worker.
    worker.reply(1, []);
    const next = client.request('validate', { text: 'b' });
    worker.reply(3, validResult);
    await expect(next).resolves.toMatchObject({ result: validResult });
    expect(spawned).toHaveLength(1);
  });

  it('ignores messages of another protocol version or unknown ids', async () => {
    const { spawn, spawned } = fakeWorkerFactory();
    const client = createWorkerClient(spawn, { timeoutMs: 1000 });
    const pending = client.request('validate', { text: 'a' });
    const worker = spawned[0]!;
    worker.onmessage?.({ data: { v: PROTOCOL_VERSION + 1, id: 1, ok: true, result: 'wrong', elapsedMs: 0 } });
    worker.onmessage?.({ data: { v: PROTOCOL_VERSION, id: 99, ok: true, result: 'wrong', elapsedMs: 0 } });
    worker.onmessage?.({ data: 'garbage' });
    expect(client.pending()).toBe(1);
    worker.reply(1, validResult);
    await expect(pending).resolves.toMatchObject({ result: validResult });
  });

  it('terminates a worker that overstays the time budget, rejects with timeout, and respawns for the next request', async () => {
    const { spawn, spawned } = fakeWorkerFactory();
    const client = createWorkerClient(spawn, { timeoutMs: 500 });
    const stuck = client.request('validate', { text: 'huge' });
    const rejection = expect(stuck).rejects.toMatchObject({ reason: 'timeout' });
    vi.advanceTimersByTime(499);
    expect(spawned[0]!.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    await rejection;
    expect(spawned[0]!.terminated).toBe(true);
    const next = client.request('validate', { text: 'small' });
    expect(spawned).toHaveLength(2);
    spawned[1]!.reply(2, validResult);
    await expect(next).resolves.toMatchObject({ result: validResult });
  });

  it('a late answer from a terminated worker is never delivered', async () => {
    const { spawn, spawned } = fakeWorkerFactory();
    const client = createWorkerClient(spawn, { timeoutMs: 100 });
    const stuck = client.request('validate', { text: 'x' });
    const onResolve = vi.fn();
    stuck.then(onResolve, () => undefined);
    vi.advanceTimersByTime(100);
    spawned[0]!.reply(1, validResult);
    await Promise.resolve();
    expect(onResolve).not.toHaveBeenCalled();
  });

  it('cancelAll rejects everything in flight as cancelled and terminates the worker', async () => {
    const { spawn, spawned } = fakeWorkerFactory();
    const client = createWorkerClient(spawn, { timeoutMs: 1000 });
    const a = client.request('validate', { text: 'a' });
    const b = client.request('convert', { text: 'b', to: 'yaml' });
    client.cancelAll();
    await expect(a).rejects.toBeInstanceOf(WorkerRunError);
    await expect(b).rejects.toMatchObject({ reason: 'cancelled' });
    expect(spawned[0]!.terminated).toBe(true);
  });

  it('reports a worker crash and a worker-side error distinctly', async () => {
    const { spawn, spawned } = fakeWorkerFactory();
    const client = createWorkerClient(spawn, { timeoutMs: 1000 });
    const failing = client.request('validate', { text: 'a' });
    spawned[0]!.replyError(1, 'bad input');
    await expect(failing).rejects.toMatchObject({ reason: 'failed', message: 'bad input' });
    const crashing = client.request('validate', { text: 'b' });
    spawned[0]!.crash();
    await expect(crashing).rejects.toMatchObject({ reason: 'crashed' });
    client.request('validate', { text: 'c' }).catch(() => undefined);
    expect(spawned).toHaveLength(2);
  });
});
