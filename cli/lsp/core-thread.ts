// A thread of `mcpdesc lsp`: serves the core over the app's worker protocol (src/worker/protocol.ts) with the app's
// handler (src/worker/handler.ts), as src/worker/core.worker.ts does in the browser. The server runs two: one
// validates, the other answers language requests; ./threads.ts starts them, terminates one that overruns its time
// budget and starts a fresh one.
import { parentPort } from 'node:worker_threads';
import { handleRequest } from '../../src/worker/handler.ts';
import { isWorkerRequest, PROTOCOL_VERSION } from '../../src/worker/protocol.ts';

const port = parentPort;
if (!port) throw new Error('cli/lsp/core-thread runs as a worker thread of mcpdesc lsp');
port.on('message', (data: unknown) => {
  if (!isWorkerRequest(data)) {
    const id = typeof (data as { id?: unknown })?.id === 'number' ? (data as { id: number }).id : -1;
    port.postMessage({ v: PROTOCOL_VERSION, id, ok: false, error: 'Malformed or incompatible request.' });
    return;
  }
  void handleRequest(data).then((response) => port.postMessage(response));
});
