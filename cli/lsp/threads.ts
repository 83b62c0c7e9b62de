// The language server's core threads, each behind the app's worker client (src/worker/client.ts): every request is
// timed, a thread that overruns its budget is terminated and the next request starts a fresh one, and an aborted
// request is dropped (a quick-fix request is also told to stop between two of its steps).
import { Worker } from 'node:worker_threads';
import { createWorkerClient, type WorkerClient, type WorkerLike } from '../../src/worker/client.ts';

/**
 * A core thread as the worker client drives it. Bundled (dist-cli/), its entry is the sibling lsp-thread.js; run
 * from the TypeScript sources, it is core-thread.ts, loaded through tsx by core-thread-tsx.mjs.
 */
function spawnThread(): WorkerLike {
  const source = import.meta.url.endsWith('.ts');
  const worker = new Worker(new URL(source ? './core-thread-tsx.mjs' : './lsp-thread.js', import.meta.url));
  let terminated = false;
  const thread: WorkerLike = {
    postMessage: (message) => worker.postMessage(message),
    terminate() {
      terminated = true;
      void worker.terminate();
    },
    onmessage: null,
    onerror: null,
  };
  worker.on('message', (data: unknown) => thread.onmessage?.({ data }));
  worker.on('error', (error) => thread.onerror?.(error));
  worker.on('exit', () => {
    if (!terminated) thread.onerror?.(new Error('a core thread stopped'));
  });
  // A thread never keeps the server alive on its own: the server ends when its client says so.
  worker.unref();
  return thread;
}

/** Time budgets (ms): a validation, a quick-fix request (one validation per candidate), any other language request. */
export interface Budgets {
  validate: number;
  codeActions: number;
  language: number;
}

export const defaultBudgets: Budgets = { validate: 10_000, codeActions: 10_000, language: 5_000 };

/**
 * The budgets an editor asks for (initializationOptions.timeouts: any of validate, codeActions, language, in
 * milliseconds, up to a minute), the defaults for the rest.
 */
export function budgetsFrom(options: unknown): Budgets {
  const asked = (options as { timeouts?: Record<string, unknown> } | null | undefined)?.timeouts ?? {};
  const budgets = { ...defaultBudgets };
  for (const key of Object.keys(budgets) as (keyof Budgets)[]) {
    const value = asked[key];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) budgets[key] = Math.min(value, 60_000);
  }
  return budgets;
}

/** A core thread behind the worker client, with a time budget per request. */
export function coreThread(timeoutMs: number): WorkerClient {
  return createWorkerClient(spawnThread, { timeoutMs });
}
