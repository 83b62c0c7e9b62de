// Re-validation on every edit: debounced, never blocks typing, never shows a stale result over newer text,
// and cancels a run that overstays its budget.
import type { DocumentFormat } from '../../core/diagnostics.ts';
import type { ValidationResult } from '../../core/index.ts';
import { WorkerRunError, type WorkerClient } from './client.ts';

export interface SchedulerOptions {
  /** Quiet time after the last edit before a run starts. */
  debounceMs: number;
  /** A run still going after this long is terminated when newer text arrives, instead of waited for. */
  supersedeAfterMs: number;
  /** Time budget of one run; past it the worker is terminated and the run reported as timed out. */
  timeoutMs: number;
  /** Show the "validating…" indicator only for runs that take at least this long. */
  indicatorAfterMs: number;
  onResult(result: ValidationResult, elapsedMs: number): void;
  onBusy(busy: boolean): void;
  onFailure(reason: 'timeout' | 'failed' | 'crashed', message: string): void;
}

export interface ValidationScheduler {
  /** Validate this text soon (debounced); supersedes every earlier text. */
  schedule(text: string, format?: DocumentFormat): void;
  /** Validate now, without debounce. */
  runNow(text: string, format?: DocumentFormat): void;
  dispose(): void;
}

export function createValidationScheduler(client: WorkerClient, options: SchedulerOptions): ValidationScheduler {
  let latest = 0;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let indicator: ReturnType<typeof setTimeout> | undefined;
  let running: { seq: number; startedAt: number } | undefined;

  function clearIndicator(): void {
    if (indicator !== undefined) clearTimeout(indicator);
    indicator = undefined;
  }

  function run(text: string, format: DocumentFormat | undefined): void {
    const seq = ++latest;
    if (running && Date.now() - running.startedAt >= options.supersedeAfterMs) {
      client.cancelAll('cancelled');
    }
    running = { seq, startedAt: Date.now() };
    clearIndicator();
    indicator = setTimeout(() => options.onBusy(true), options.indicatorAfterMs);
    client.request('validate', { text, format }, { timeoutMs: options.timeoutMs }).then(
      ({ result, elapsedMs }) => {
        if (seq !== latest) return; // stale: a newer text is on its way
        running = undefined;
        clearIndicator();
        options.onBusy(false);
        options.onResult(result, elapsedMs);
      },
      (error: unknown) => {
        if (seq !== latest) return;
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

  return {
    schedule(text, format) {
      if (debounce !== undefined) clearTimeout(debounce);
      debounce = setTimeout(() => {
        debounce = undefined;
        run(text, format);
      }, options.debounceMs);
    },
    runNow(text, format) {
      if (debounce !== undefined) clearTimeout(debounce);
      debounce = undefined;
      run(text, format);
    },
    dispose() {
      if (debounce !== undefined) clearTimeout(debounce);
      clearIndicator();
      latest++;
      client.dispose();
    },
  };
}
