// Many files in one process: the main thread reads each file and hands it to a worker thread (./validate-worker.ts),
// which validates it; reports come back in any order and are passed on in input order. A few files are validated on
// the main thread, where starting threads (each loads the core) would cost more than it saves.
import { describeFileError, type Io, type ValidationThread } from './io.ts';
import type { FileReport } from './reports/types.ts';
import { validateJob, type ValidateJob } from './validate-file.ts';

/** A file's report, or why it could not be read. */
export type Outcome = FileReport | { file: string; failure: string };

export interface PoolOptions {
  inputFormat?: ValidateJob['inputFormat'];
  ruleResults: boolean;
  /** Count what `mcpdesc fix` would remove from each invalid file. */
  fixable?: boolean;
  /** At most this many worker threads (--jobs). */
  jobs: number;
}

/** One thread per this many files, up to --jobs: below it, the main thread validates them. */
const filesPerThread = 16;
/** Files sent ahead to each thread, so that none waits for the main thread between two files. */
const inFlight = 2;

function threadsFor(files: number, jobs: number): number {
  return Math.max(1, Math.min(jobs, Math.ceil(files / filesPerThread)));
}

/** Validates `files`, calling `emit` once per file in input order; resolves when every file has been emitted. */
export async function validateFiles(
  io: Io,
  files: readonly string[],
  options: PoolOptions,
  emit: (outcome: Outcome) => void,
): Promise<void> {
  const read = (file: string): ValidateJob | { file: string; failure: string } => {
    try {
      const input = io.readFile(file);
      // A copy of exactly the file's bytes (a Buffer may be a view into a larger one that would be cloned whole).
      return {
        file,
        input: typeof input === 'string' ? input : new Uint8Array(input),
        inputFormat: options.inputFormat,
        ruleResults: options.ruleResults,
        fixable: options.fixable,
      };
    } catch (error) {
      return { file, failure: describeFileError(file, error, 'read') };
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
  await inThreads(
    files,
    Array.from({ length: threads }, () => io.startThread()),
    read,
    emit,
  );
}

function inThreads(
  files: readonly string[],
  workers: readonly ValidationThread[],
  read: (file: string) => ValidateJob | { file: string; failure: string },
  emit: (outcome: Outcome) => void,
): Promise<void> {
  const outcomes = new Map<number, Outcome>();
  let printed = 0;
  let next = 0;
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      void Promise.all(workers.map((w) => w.terminate())).then(
        () =>
          error === undefined
            ? resolve()
            : reject(
                error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'A worker failed.'),
              ),
        reject,
      );
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
    const feed = (worker: ValidationThread) => {
      while (next < files.length) {
        const index = next++;
        const job = read(files[index]!);
        if ('failure' in job) done(index, job);
        else {
          worker.post({ id: index, job });
          return;
        }
      }
    };
    for (const worker of workers) {
      worker.listen(
        (reply) => {
          if (settled) return;
          if ('error' in reply) {
            finish(new Error(`validating ${files[reply.id]}: ${reply.error}`));
            return;
          }
          done(reply.id, reply.report);
          feed(worker);
        },
        (error) => finish(error),
      );
    }
    for (let round = 0; round < inFlight; round++) for (const worker of workers) feed(worker);
    if (files.length === 0) finish();
  });
}
