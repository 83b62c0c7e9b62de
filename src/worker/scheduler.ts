// Re-validation on every edit, as fast as the core allows: an edit runs at once when the last run was fast,
// edits made while a run is in flight are coalesced into one run of the newest text, slow documents are
// debounced, a stale result is never shown over newer text, and a run that overstays its budget is cancelled.
import type { DocumentFormat } from '../../core/diagnostics.ts';
import { WorkerRunError, type WorkerClient } from './client.ts';
import type { ValidationAnswer } from './protocol.ts';

export interface SchedulerOptions {
  /** Quiet time after the last edit before a run starts, when the last run was slow (or none has finished yet). */
  debounceMs: number;
  /**
   * A run that took at most this long (in the worker) marks the document as fast: the next edit is validated at
   * once instead of after `debounceMs`. 0 disables the fast path.
   */
  fastRunMs?: number;
  /** A run still going after this long is terminated when newer text arrives, instead of waited for. */
  supersedeAfterMs: number;
  /** Time budget of one run; past it the worker is terminated and the run reported as timed out. */
  timeoutMs: number;
  /** Show the "validating…" indicator only for runs that take at least this long. */
  indicatorAfterMs: number;
  onResult(result: ValidationAnswer, elapsedMs: number): void;
  onBusy(busy: boolean): void;
  onFailure(reason: 'timeout' | 'failed' | 'crashed', message: string): void;
}

export interface ValidationScheduler {
  /**
   * Validate this text as soon as useful (at once, after the run in flight, or debounced); supersedes every earlier
   * text. `format`: the user's choice, else detected; `previousFormat`: the last detected one ("auto"), kept for blank
   * or unparsable text.
   */
  schedule(text: string, format?: DocumentFormat, previousFormat?: DocumentFormat): void;
  /** Validate now, without debounce or waiting for a run in flight. */
  runNow(text: string, format?: DocumentFormat, previousFormat?: DocumentFormat): void;
  dispose(): void;
}

interface Job {
  text: string;
  format: DocumentFormat | undefined;
  previousFormat?: DocumentFormat | undefined;
}

export function createValidationScheduler(client: WorkerClient, options: SchedulerOptions): ValidationScheduler {
  const fastRunMs = options.fastRunMs ?? 0;
  /** Sequence number of the newest text: a result of any other run is stale. */
  let latest = 0;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let indicator: ReturnType<typeof setTimeout> | undefined;
  let running: { seq: number; startedAt: number } | undefined;
  /** The newest text, waiting for the run in flight to finish. */
  let queued: Job | undefined;
  /** Worker time of the last completed run; undefined until one completes. */
  let lastElapsedMs: number | undefined;
  let disposed = false;

  function clearIndicator(): void {
    if (indicator !== undefined) clearTimeout(indicator);
    indicator = undefined;
  }

  function clearDebounce(): void {
    if (debounce !== undefined) clearTimeout(debounce);
    debounce = undefined;
  }

  /** The run in flight finished (or failed): start the coalesced text, if any. */
  function next(): void {
    running = undefined;
    const job = queued;
    queued = undefined;
    if (job && !disposed) run(job);
  }

  function run(job: Job): void {
    const seq = ++latest;
    if (running && Date.now() - running.startedAt >= options.supersedeAfterMs) {
      client.cancelAll('cancelled');
    }
    running = { seq, startedAt: Date.now() };
    if (indicator === undefined) indicator = setTimeout(() => options.onBusy(true), options.indicatorAfterMs);
    client
      .request(
        'validate',
        { text: job.text, format: job.format, ...(job.previousFormat ? { previousFormat: job.previousFormat } : {}) },
        { timeoutMs: options.timeoutMs },
      )
      .then(
        ({ result, elapsedMs }) => {
          lastElapsedMs = elapsedMs;
          if (seq !== latest) {
            // Stale: a newer text is queued or on its way; never shown.
            if (running?.seq === seq) next();
            return;
          }
          running = undefined;
          clearIndicator();
          options.onBusy(false);
          options.onResult(result, elapsedMs);
        },
        (error: unknown) => {
          if (seq !== latest) {
            if (running?.seq === seq) next();
            return;
          }
          running = undefined;
          clearIndicator();
          options.onBusy(false);
          if (error instanceof WorkerRunError) {
            if (error.reason === 'cancelled') return;
            options.onFailure(error.reason, error.message);
          } else {
            options.onFailure('failed', String(error));
          }
        },
      );
  }

  /** Run now, or after the run in flight when it is still young (coalescing every text that arrives meanwhile). */
  function start(job: Job): void {
    if (running && Date.now() - running.startedAt < options.supersedeAfterMs) {
      latest++; // the run in flight is stale from now on
      queued = job;
      if (indicator === undefined) indicator = setTimeout(() => options.onBusy(true), options.indicatorAfterMs);
      return;
    }
    queued = undefined;
    run(job);
  }

  return {
    schedule(text, format, previousFormat) {
      clearDebounce();
      const job = { text, format, previousFormat };
      if (running) {
        start(job);
        return;
      }
      if (lastElapsedMs !== undefined && lastElapsedMs <= fastRunMs) {
        run(job);
        return;
      }
      latest++; // whatever was shown is about to be superseded
      // Waiting longer than a run takes saves nothing: a moderately slow document waits only as long as its last run.
      const delay = Math.min(options.debounceMs, lastElapsedMs ?? options.debounceMs);
      debounce = setTimeout(() => {
        debounce = undefined;
        start(job);
      }, delay);
    },
    runNow(text, format, previousFormat) {
      clearDebounce();
      queued = undefined;
      run({ text, format, previousFormat });
    },
    dispose() {
      disposed = true;
      clearDebounce();
      clearIndicator();
      queued = undefined;
      latest++;
      client.dispose();
    },
  };
}
