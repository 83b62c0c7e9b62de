// Wires the store to the core worker: every edit is re-validated off the main thread, at once while runs are fast and
// debounced once they are slow (src/worker/scheduler.ts).
import type { DocumentFormat } from '../core/diagnostics.ts';
import { createWorkerClient, type WorkerLike } from './worker/client.ts';
import { createValidationScheduler } from './worker/scheduler.ts';
import type { NamedText, NativeKind } from './worker/protocol.ts';
import CoreWorker from './worker/core.worker.ts?worker';
import { requestFormat, useStore } from './store.ts';
import { replaceDocument } from './replace.ts';
import { overLimitMessage } from './files.ts';
import { MAX_DOCUMENT_BYTES, isOverSizeLimit } from './worker/size.ts';

/** Budgets, in milliseconds. */
export const budgets = {
  debounceMs: 150,
  fastRunMs: 100,
  supersedeAfterMs: 1000,
  timeoutMs: 15_000,
  indicatorAfterMs: 200,
};

/** A worker started before the first request (startValidationWorker), used by the client's first spawn. */
let early: WorkerLike | undefined;

const client = createWorkerClient(
  () => {
    const worker = early ?? (new CoreWorker() as unknown as WorkerLike);
    early = undefined;
    return worker;
  },
  { timeoutMs: budgets.timeoutMs },
);

/** Starts loading the validation worker at once, while the document is being restored (the first run then finds it ready). */
export function startValidationWorker(): void {
  early ??= new CoreWorker() as unknown as WorkerLike;
}

const scheduler = createValidationScheduler(client, {
  ...budgets,
  onResult(result, elapsedMs) {
    const state = useStore.getState();
    if (state.formatAuto && state.format !== result.format) useStore.setState({ format: result.format });
    // The scheduler never shows a stale result: this one is of the newest text handed to it.
    validated = handed && { ...handed, format: result.format };
    state.setResult({
      diagnostics: result.diagnostics,
      rules: result.rules,
      requirements: result.requirements,
      protocolVersions: result.protocolVersions,
      parsed: result.parsed,
      status: 'done',
      elapsedMs,
      run: state.runs,
    });
  },
  onBusy(busy) {
    if (busy) useStore.getState().setStatus('validating');
  },
  onFailure(reason, message) {
    useStore.getState().setResult({
      run: useStore.getState().runs,
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

/** The newest text handed to the scheduler, with its run number. */
let handed: { run: number; text: string } | undefined;
/** The text of the validation result shown, its run number and its format as detected: what rule results are of. */
let validated: { run: number; text: string; format: DocumentFormat } | undefined;
/** The run whose rule results were asked for last. */
let asked = 0;

/**
 * Asks for the rule results of the validation result shown, once per run (the Rule results tab calls it when it opens
 * and whenever another run's result is shown). The worker reads them from that validation; an answer about a run no
 * longer shown is dropped (the store's `setRuleResults`). A result that no validation made (a text over the size
 * limit, a run that failed) has none.
 */
export function requestRuleResults(): void {
  const { shownRun, ruleResultsRun, setRuleResults } = useStore.getState();
  if (shownRun === ruleResultsRun || shownRun === asked) return;
  asked = shownRun;
  if (validated?.run !== shownRun) {
    setRuleResults({ revision: shownRun, ruleResults: [] });
    return;
  }
  const { text, format, run } = validated;
  client.request('ruleResults', { text, format, revision: run }).then(
    ({ result }) => useStore.getState().setRuleResults(result),
    () => {
      if (asked === run) asked = 0; // asked again when the tab is next shown
    },
  );
}

/** The current text and the format to ask the core for (src/store.ts requestFormat). */
function current(): { text: string; format: DocumentFormat | undefined } {
  const state = useStore.getState();
  return { text: state.text, format: requestFormat(state.text, state) };
}

/**
 * A text over the size limit is never sent to the worker (not on every keystroke either): one diagnostic says why.
 * Only the O(1) length test runs per keystroke; a text within 3× of the limit in bytes is measured by the worker's
 * parser, which refuses it before parsing.
 */
function overLimit(text: string, run: number): boolean {
  if (text.length <= MAX_DOCUMENT_BYTES || !isOverSizeLimit(text)) return false;
  useStore.getState().setResult({
    run,
    status: 'done',
    diagnostics: [
      {
        rule: 'playground.size',
        severity: 'error',
        path: '',
        message: `${overLimitMessage('This document', text).split(';')[0]}: over the size limit, so it is not validated.`,
      },
    ],
  });
  return true;
}

/** Hands the current text to validation (at once, or as the scheduler sees fit) under the next run number. */
function validate(immediately: boolean): void {
  const { text, runs, format, formatAuto } = useStore.getState();
  const run = runs + 1;
  useStore.setState({ runs: run });
  if (overLimit(text, run)) return;
  handed = { run, text };
  // "auto" keeps the last detected format for a text that is blank or does not parse as the other one.
  const chosen = formatAuto ? undefined : format;
  const previous = formatAuto ? format : undefined;
  if (immediately) scheduler.runNow(text, chosen, previous);
  else scheduler.schedule(text, chosen, previous);
}

/** Start validating the current text and every later edit. Returns a stop function. */
export function startPipeline(): () => void {
  validate(true);
  const unsubscribe = useStore.subscribe((state, previous) => {
    if (state.text !== previous.text || state.format !== previous.format || state.formatAuto !== previous.formatAuto) {
      if (state.text === previous.text && state.formatAuto && state.format !== previous.format) return; // detection echo
      validate(false);
    }
  });
  return unsubscribe;
}

/** The Effective Protocol View of the current text for one version (4.12). */
export async function requestView(version: string) {
  return (await client.request('view', { ...current(), version })).result;
}

/** The native list projection of the current text (4.14), or of the one declaration named `identifier`. */
export async function requestNative(version: string, kind: NativeKind, identifier?: string) {
  return (
    await client.request('native', { ...current(), version, kind, ...(identifier !== undefined ? { identifier } : {}) })
  ).result;
}

/** Two declared protocol versions of the current text compared (views, native lists, differences, matrix). */
export async function requestCompare(from: string, to: string) {
  return (await client.request('compare', { ...current(), from, to })).result;
}

/** The documentation preview of the current text for one version. */
export async function requestDocs(version: string) {
  return (await client.request('docs', { ...current(), version })).result;
}

/** The documentation of the current text for one version as an HTML page or Markdown (the Docs tab's export). */
export async function requestDocsExport(version: string, to: 'html' | 'markdown') {
  return (await client.request('docsExport', { ...current(), version, to })).result;
}

/** The rule reference (the same for every document). */
export async function requestRuleReference() {
  return (await client.request('ruleReference', {})).result;
}

let summaries: Promise<void> | undefined;

/**
 * Loads what every requirement asks (one line each) into the store, once: asked for when a diagnostic names a
 * requirement, so the first page load does not carry them. A failed load is forgotten, so a later diagnostic asks again.
 */
export function loadRequirementSummaries(): void {
  if (useStore.getState().requirementSummaries !== undefined) return;
  summaries ??= client.request('requirementSummaries', {}).then(
    ({ result }) => useStore.setState({ requirementSummaries: result }),
    () => {
      summaries = undefined;
    },
  );
}

/** Validate a text other than the user's (a rule example), exactly as the user's text is validated. */
export async function validateOther(text: string, format: DocumentFormat) {
  return (await client.request('validate', { text, format })).result;
}

/** Convert the document to the other serialization (15.5), as one undoable replacement. */
export async function convertDocument(to: DocumentFormat): Promise<void> {
  const { text, format, setNotice } = useStore.getState();
  try {
    const { result } = await client.request('convert', { text, from: format, to });
    if (!result.ok) setNotice({ kind: 'error', message: result.message });
    else {
      const apply = () =>
        replaceDocument({ text: result.text, format: result.format }, to.toUpperCase(), {
          sameDocument: true,
          verb: 'Converted the document to',
        });
      if (!result.droppedComments) apply();
      else {
        // Say so before dropping anything: JSON has no comments.
        const count = result.droppedComments === 1 ? '1 comment' : `${result.droppedComments} comments`;
        setNotice({
          kind: 'warning',
          message: `JSON has no comments: converting drops the ${count} of this YAML document. The document was not converted.`,
          action: {
            label: `Convert anyway, dropping ${count}`,
            run: () => {
              if (useStore.getState().text === text) apply();
              else void convertDocument(to);
            },
          },
        });
      }
    }
  } catch (error) {
    setNotice({ kind: 'error', message: `Conversion failed: ${(error as Error).message}` });
  }
}

/** Apply the recommended property order of section 18. */
export async function organizeDocument(): Promise<void> {
  const { text, format, setNotice } = useStore.getState();
  try {
    const { result } = await client.request('organize', { text, format });
    if (result.ok)
      replaceDocument({ text: result.text, format: result.format }, 'the recommended order (section 18)', {
        sameDocument: true,
        verb: 'Organized the document in',
      });
    else setNotice({ kind: 'error', message: result.message });
  } catch (error) {
    setNotice({ kind: 'error', message: `Organize failed: ${(error as Error).message}` });
  }
}

/** Merge documents in the worker (spec 4.13). */
export async function requestMerge(inputs: NamedText[], format?: DocumentFormat) {
  return (await client.request('merge', { inputs, format })).result;
}

/** Build a description from captured MCP results in the worker. */
export async function requestImport(
  captures: NamedText[],
  options: { protocolVersion?: string; server?: { name: string; version: string }; format?: DocumentFormat },
) {
  return (await client.request('import', { captures, ...options })).result;
}
