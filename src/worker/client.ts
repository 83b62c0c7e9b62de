// The UI side of the worker protocol: typed requests, time budgets, cancellation by termination.
import {
  PROTOCOL_VERSION,
  isWorkerResponse,
  type MethodName,
  type WorkerMethods,
  type WorkerRequest,
} from './protocol.ts';

/** The part of `Worker` the client uses, so tests can supply a fake. */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  terminate(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export class WorkerRunError extends Error {
  constructor(
    readonly reason: 'timeout' | 'cancelled' | 'crashed' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'WorkerRunError';
  }
}

export interface Completed<M extends MethodName> {
  result: WorkerMethods[M]['result'];
  elapsedMs: number;
}

export interface WorkerClient {
  /**
   * Send one request; rejects with WorkerRunError when it times out, is cancelled or the worker dies. Aborting
   * `signal` rejects it at once and asks the worker to stop it (the worker lives on: see the `cancel` method).
   */
  request<M extends MethodName>(
    method: M,
    params: WorkerMethods[M]['params'],
    options?: { timeoutMs?: number; signal?: AbortSignal },
  ): Promise<Completed<M>>;
  /** Abort every request in flight by terminating the worker; the next request starts a fresh one. */
  cancelAll(reason?: 'cancelled' | 'timeout'): void;
  /** Number of requests sent and not yet settled. */
  pending(): number;
  dispose(): void;
}

interface Pending {
  resolve(value: Completed<MethodName>): void;
  reject(error: WorkerRunError): void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export function createWorkerClient(spawn: () => WorkerLike, defaults: { timeoutMs: number }): WorkerClient {
  let worker: WorkerLike | undefined;
  let nextId = 1;
  const inFlight = new Map<number, Pending>();

  function settle(id: number): Pending | undefined {
    const entry = inFlight.get(id);
    if (entry) {
      inFlight.delete(id);
      if (entry.timer !== undefined) clearTimeout(entry.timer);
    }
    return entry;
  }

  function failAll(reason: WorkerRunError['reason'], message: string): void {
    for (const id of [...inFlight.keys()]) settle(id)?.reject(new WorkerRunError(reason, message));
  }

  function kill(): void {
    if (!worker) return;
    worker.onmessage = null;
    worker.onerror = null;
    worker.terminate();
    worker = undefined;
  }

  function ensureWorker(): WorkerLike {
    if (worker) return worker;
    const created = spawn();
    created.onmessage = (event) => {
      const data = event.data;
      if (!isWorkerResponse(data)) return;
      const entry = settle(data.id);
      if (!entry) return; // already timed out or cancelled
      if (data.ok) entry.resolve({ result: data.result, elapsedMs: data.elapsedMs });
      else entry.reject(new WorkerRunError('failed', data.error));
    };
    created.onerror = () => {
      kill();
      failAll('crashed', 'The validation worker stopped unexpectedly; it has been restarted.');
    };
    worker = created;
    return created;
  }

  return {
    request(method, params, options) {
      const timeoutMs = options?.timeoutMs ?? defaults.timeoutMs;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const entry: Pending = { resolve: resolve as Pending['resolve'], reject, timer: undefined };
        entry.timer = setTimeout(() => {
          if (!inFlight.has(id)) return;
          // A worker stuck on one run cannot be interrupted from inside: terminate it.
          kill();
          failAll('timeout', `Stopped after ${timeoutMs} ms: the document took too long to process.`);
        }, timeoutMs);
        inFlight.set(id, entry);
        const message: WorkerRequest = { v: PROTOCOL_VERSION, id, method, params };
        const target = ensureWorker();
        target.postMessage(message);
        const signal = options?.signal;
        if (!signal) return;
        const abort = () => {
          if (!inFlight.has(id)) return;
          settle(id)?.reject(new WorkerRunError('cancelled', 'Cancelled by the caller.'));
          // No answer is awaited: the worker stops the request at its next step and its answer is ignored.
          if (worker === target)
            target.postMessage({ v: PROTOCOL_VERSION, id: nextId++, method: 'cancel', params: { id } });
        };
        if (signal.aborted) abort();
        else signal.addEventListener('abort', abort, { once: true });
      });
    },
    cancelAll(reason = 'cancelled') {
      if (inFlight.size === 0) return;
      kill();
      failAll(reason, reason === 'timeout' ? 'Stopped: time budget exceeded.' : 'Cancelled by a newer request.');
    },
    pending: () => inFlight.size,
    dispose() {
      kill();
      failAll('cancelled', 'The worker client was disposed.');
    },
  };
}
