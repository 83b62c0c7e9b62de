// Requests to the language worker (a second core worker, so language features never delay validation): shared by
// the Monaco providers (language-features.ts) and the quick fixes of the diagnostics panel, in both layouts.
import { createWorkerClient, type WorkerClient, type WorkerLike } from './worker/client.ts';
import type { MethodName, WorkerMethods } from './worker/protocol.ts';
import CoreWorker from './worker/core.worker.ts?worker';
import { afterEditorReady } from './editor-ready.ts';

/** A language request that outlives this is abandoned (the worker is restarted): the editor never waits longer. */
const timeoutMs = 5_000;

let shared: WorkerClient | undefined;

function languageClient(): WorkerClient {
  shared ??= createWorkerClient(() => new CoreWorker() as unknown as WorkerLike, { timeoutMs });
  return shared;
}

export type LanguageRequest = <M extends MethodName>(
  method: M,
  params: WorkerMethods[M]['params'],
  options?: { signal?: AbortSignal },
) => Promise<WorkerMethods[M]['result'] | undefined>;

/**
 * Requests to the language worker; a failure (timeout, crash, cancellation through `signal`) gives undefined, so the
 * editor shows nothing. The worker starts with the first request (the outline, once the person works in the editor:
 * watchBreadcrumbs), and never before the editor is ready (first diagnostics shown, editor mounted:
 * src/editor-ready.ts), so it never delays it.
 */
export const requestLanguage: LanguageRequest = async (method, params, options) => {
  await afterEditorReady();
  try {
    return (await languageClient().request(method, params, options)).result;
  } catch {
    return undefined;
  }
};
