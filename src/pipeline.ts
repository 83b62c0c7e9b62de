// Wires the store to the core worker: every edit is re-validated (debounced) off the main thread.
import type { DocumentFormat } from '../core/diagnostics.ts';
import { createWorkerClient, type WorkerLike } from './worker/client.ts';
import { createValidationScheduler } from './worker/scheduler.ts';
import type { NativeKind } from './worker/protocol.ts';
import CoreWorker from './worker/core.worker.ts?worker';
import { useStore } from './store.ts';

/** Budgets, in milliseconds. */
export const budgets = { debounceMs: 150, supersedeAfterMs: 300, timeoutMs: 15_000, indicatorAfterMs: 200 };

const client = createWorkerClient(() => new CoreWorker() as unknown as WorkerLike, { timeoutMs: budgets.timeoutMs });

const scheduler = createValidationScheduler(client, {
  ...budgets,
  onResult(result, elapsedMs) {
    const state = useStore.getState();
    if (state.formatAuto && state.format !== result.format) useStore.setState({ format: result.format });
    state.setResult({ diagnostics: result.diagnostics, rules: result.rules, protocolVersions: result.protocolVersions, status: 'done', elapsedMs });
  },
  onBusy(busy) {
    if (busy) useStore.getState().setStatus('validating');
  },
  onFailure(reason, message) {
    useStore.getState().setResult({
      status: reason === 'timeout' ? 'timeout' : 'failed',
      diagnostics: [
        {
          rule: 'playground.run',
          severity: 'error',
          path: '',
          message: reason === 'timeout' ? `${message} Validation was cancelled; your text is untouched.` : message,
        },
      ],
    });
  },
});

function requestedFormat(): DocumentFormat | undefined {
  const { formatAuto, format } = useStore.getState();
  return formatAuto ? undefined : format;
}

/** Start validating the current text and every later edit. Returns a stop function. */
export function startPipeline(): () => void {
  scheduler.runNow(useStore.getState().text, requestedFormat());
  const unsubscribe = useStore.subscribe((state, previous) => {
    if (state.text !== previous.text || state.format !== previous.format || state.formatAuto !== previous.formatAuto) {
      if (state.text === previous.text && state.formatAuto && state.format !== previous.format) return; // detection echo
      scheduler.schedule(state.text, requestedFormat());
    }
  });
  return unsubscribe;
}

/** The Effective Protocol View of the current text for one version (4.12). */
export async function requestView(version: string) {
  const { text, format, formatAuto } = useStore.getState();
  return (await client.request('view', { text, format: formatAuto ? undefined : format, version })).result;
}

/** The native list projection of the current text (4.14), or of the one declaration named `identifier`. */
export async function requestNative(version: string, kind: NativeKind, identifier?: string) {
  const { text, format, formatAuto } = useStore.getState();
  return (await client.request('native', { text, format: formatAuto ? undefined : format, version, kind, ...(identifier !== undefined ? { identifier } : {}) })).result;
}

/** Convert the document to the other serialization (15.5), as one undoable replacement. */
export async function convertDocument(to: DocumentFormat): Promise<void> {
  const { text, format, loadDocument, setNotice } = useStore.getState();
  try {
    const { result } = await client.request('convert', { text, from: format, to });
    if (result.ok) loadDocument({ text: result.text, format: result.format });
    else setNotice({ kind: 'error', message: result.message });
  } catch (error) {
    setNotice({ kind: 'error', message: `Conversion failed: ${(error as Error).message}` });
  }
}

/** Apply the recommended property order of section 18. */
export async function organizeDocument(): Promise<void> {
  const { text, format, loadDocument, setNotice } = useStore.getState();
  try {
    const { result } = await client.request('organize', { text, format });
    if (result.ok) loadDocument({ text: result.text, format: result.format });
    else setNotice({ kind: 'error', message: result.message });
  } catch (error) {
    setNotice({ kind: 'error', message: `Organize failed: ${(error as Error).message}` });
  }
}
