// Many files in one process: the main thread reads each file and hands it to a worker thread (./validate-worker.ts),
// which validates it; reports come back in any order and are passed on in input order. A few files are validated on
// the main thread, where starting threads (each loads the core) would cost more than it saves.
import { Worker } from 'node:worker_threads';
import { readFailure, type Io } from './io.ts';
import type { FileReport } from './reports/types.ts';
import { validateJob, type ValidateJob } from './validate-file.ts';
import type { WorkerJob } from './validate-worker.ts';

/** A file's report, or why it could not be read. */
export type Outcome = FileReport | { file: string; failure: string };

export interface PoolOptions {
  inputFormat?: ValidateJob['inputFormat'];
  ruleResults: boolean;
  /** At most this many worker threads (--jobs). */
  jobs: number;
}

/** One thread per this many files, up to --jobs: below it, the main thread validates them. */
export const filesPerThread = 16;
/** Files sent ahead to each thread, so that none waits for the main thread between two files. */
const inFlight = 2;

export function threadsFor(files: number, jobs: number): number {
  return Math.max(1, Math.min(jobs, Math.ceil(files / filesPerThread)));
}

/** Validates `files`, calling `emit` once per file in input order; resolves when every file has been emitted. */
export async function validateFiles(io: Io, files: readonly string[], options: PoolOptions, emit: (outcome: Outcome) => void): Promise<void> {
  const read = (file: string): ValidateJob | { file: string; failure: string } => {
    try {
      const input = io.readFile(file);
      // A copy of exactly the file's bytes (a Buffer may be a view into a larger one that would be cloned whole).
      return { file, input: typeof input === 'string' ? input : new Uint8Array(input), inputFormat: options.inputFormat, ruleResults: options.ruleResults };
    } catch (error) {
      return { file, failure: readFailure(file, error) };
    }
  };
  const threads = threadsFor(files.length, options.jobs);
  if (threads === 1) {
    for (const file of files) {
      const job = read(file);
      emit('failure' in job ? job : await validateJob(job));
    }
    return;
  }
  await inThreads(files, threads, read, emit);
}

function inThreads(files: readonly string[], threads: number, read: (file: string) => ValidateJob | { file: string; failure: string }, emit: (outcome: Outcome) => void): Promise<void> {
  const outcomes = new Map<number, Outcome>();
  let printed = 0;
  let next = 0;
  const workers: Worker[] = [];
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      void Promise.all(workers.map((w) => w.terminate())).then(() => (error === undefined ? resolve() : reject(error)), reject);
    };
    const done = (index: number, outcome: Outcome) => {
      outcomes.set(index, outcome);
      while (outcomes.has(printed)) {
        const ready = outcomes.get(printed)!;
        outcomes.delete(printed);
        printed++;
        try {
          emit(ready);
        } catch (error) {
          finish(error);
          return;
        }
      }
      if (printed === files.length) finish();
    };
    /** Sends the next readable file to `worker`; unreadable ones are outcomes at once. */
    const feed = (worker: Worker) => {
      while (next < files.length) {
        const index = next++;
        const job = read(files[index]!);
        if ('failure' in job) done(index, job);
        else {
          worker.postMessage({ id: index, job } satisfies WorkerJob);
          return;
        }
      }
    };
    for (let t = 0; t < threads; t++) {
      const worker = startWorker();
      workers.push(worker);
      worker.on('message', (message: { id: number; report?: FileReport; error?: string }) => {
        if (message.error !== undefined || !message.report) {
          finish(new Error(`validating ${files[message.id]}: ${message.error}`));
          return;
        }
        done(message.id, message.report);
        feed(worker);
      });
      worker.on('error', finish);
      worker.on('exit', (code) => {
        if (!settled) finish(new Error(`a validation thread stopped (exit ${code})`));
      });
    }
    for (let round = 0; round < inFlight; round++) for (const worker of workers) feed(worker);
    if (files.length === 0) finish();
  });
}

/**
 * A validation thread. Bundled (dist-cli/), the worker is the sibling validate-worker.js; run from the TypeScript
 * sources (npm run mcpdesc, the tests), it is validate-worker.ts, loaded through tsx (which a process started by tsx
 * passes on to its threads already).
 */
function startWorker(): Worker {
  const source = import.meta.url.endsWith('.ts');
  const url = new URL(source ? './validate-worker.ts' : './validate-worker.js', import.meta.url);
  const tsx = process.execArgv.some((arg) => arg.includes('tsx'));
  return new Worker(url, source && !tsx ? { execArgv: [...process.execArgv, '--import', 'tsx'] } : {});
}
