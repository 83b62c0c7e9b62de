// A scriptable stand-in for a Worker: the test decides when and how each request is answered.
import { PROTOCOL_VERSION, type WorkerRequest } from '../../src/worker/protocol.ts';
import type { WorkerLike } from '../../src/worker/client.ts';

export interface FakeWorker extends WorkerLike {
  received: WorkerRequest[];
  terminated: boolean;
  reply(id: number, result: unknown, elapsedMs?: number): void;
  replyError(id: number, error: string): void;
  crash(): void;
}

export function fakeWorkerFactory() {
  const spawned: FakeWorker[] = [];
  function spawn(): WorkerLike {
    const worker: FakeWorker = {
      received: [],
      terminated: false,
      onmessage: null,
      onerror: null,
      postMessage(message) {
        this.received.push(message);
      },
      terminate() {
        this.terminated = true;
      },
      reply(id, result, elapsedMs = 1) {
        this.onmessage?.({ data: { v: PROTOCOL_VERSION, id, ok: true, result, elapsedMs } });
      },
      replyError(id, error) {
        this.onmessage?.({ data: { v: PROTOCOL_VERSION, id, ok: false, error } });
      },
      crash() {
        this.onerror?.(new Error('boom'));
      },
    };
    spawned.push(worker);
    return worker;
  }
  return { spawn, spawned };
}
