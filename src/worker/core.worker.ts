// Worker entry: serves the core over the typed message protocol (protocol.ts).
import { handleRequest } from './handler.ts';
import { isWorkerRequest, PROTOCOL_VERSION } from './protocol.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  const data: unknown = event.data;
  if (!isWorkerRequest(data)) {
    const id = typeof (data as { id?: unknown })?.id === 'number' ? (data as { id: number }).id : -1;
    scope.postMessage({ v: PROTOCOL_VERSION, id, ok: false, error: 'Malformed or incompatible request.' });
    return;
  }
  void handleRequest(data).then((response) => scope.postMessage(response));
};
