// What the CLI does to the world, behind one interface: the process's streams and file system for the real command,
// an in-memory one for tests (test/cli/run-cli.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { CliFailure } from './args.ts';
import type { FileReport } from './reports/types.ts';
import type { ValidateJob } from './validate-file.ts';

/** A file sent to a validation thread, and its answer. */
export interface ThreadJob {
  id: number;
  job: ValidateJob;
}
export type ThreadReply = { id: number; report: FileReport } | { id: number; error: string };

/** A thread that validates files (./validate-worker.ts), as ./pool.ts drives it. */
export interface ValidationThread {
  post(job: ThreadJob): void;
  /** `onReply` per answered job; `onFailure` once if the thread fails or stops. */
  listen(onReply: (reply: ThreadReply) => void, onFailure: (error: Error) => void): void;
  terminate(): Promise<unknown>;
}

export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The file's bytes (decoded strictly as UTF-8, 15.2), or its text; `-` is standard input. Throws when unreadable. */
  readFile(path: string): Uint8Array | string;
  /** Replaces the file's content (`fix --write`). Throws when it cannot be written. */
  writeFile(path: string, text: string): void;
  /** What is at `path`: a file, a folder, or nothing. Throws on other errors (permission). */
  kind(path: string): 'file' | 'directory' | undefined;
  /** The entries of a folder. */
  list(path: string): { name: string; directory: boolean }[];
  /** How many worker threads validate several files by default (one per core). */
  cores: number;
  /** Starts a thread that validates files. */
  startThread(): ValidationThread;
  /** Writes a text file (only `fix --write` writes). */
  writeFile(path: string, text: string): void;
  /** Standard output is a terminal (the stylish report is coloured there; cli/color.ts). */
  stdoutIsTTY: boolean;
  /** The environment variables the CLI reads (NO_COLOR, FORCE_COLOR). */
  env: Record<string, string | undefined>;
}

export const nodeIo: Io = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readFile: (path) => readFileSync(path === '-' ? 0 : path),
  writeFile: (path, text) => writeFileSync(path, text),
  kind(path) {
    if (path === '-') return 'file';
    try {
      return statSync(path).isDirectory() ? 'directory' : 'file';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR')
        return undefined;
      throw error;
    }
  },
  list: (path) =>
    readdirSync(path, { withFileTypes: true }).map((entry) => ({ name: entry.name, directory: entry.isDirectory() })),
  cores: availableParallelism(),
  startThread,
  stdoutIsTTY: process.stdout.isTTY === true,
  env: process.env,
};

/**
 * A worker thread. Bundled (dist-cli/), its entry is the sibling validate-worker.js; run from the TypeScript sources
 * (npm run mcpdesc), it is validate-worker.ts, loaded through tsx by validate-worker-tsx.mjs.
 */
function startThread(): ValidationThread {
  const source = import.meta.url.endsWith('.ts');
  const worker = new Worker(new URL(source ? './validate-worker-tsx.mjs' : './validate-worker.js', import.meta.url));
  return {
    post: (job) => worker.postMessage(job),
    listen(onReply, onFailure) {
      worker.on('message', onReply);
      worker.on('error', onFailure);
      worker.on('exit', (code) => onFailure(new Error(`a validation thread stopped (exit ${code})`)));
    },
    terminate: () => worker.terminate(),
  };
}

/** Why a file could not be read: the error code (ENOENT, EACCES) or the message. */
export function readFailure(file: string, error: unknown): string {
  return `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
}

/** Why a file could not be written: the error code (EACCES, ENOENT) or the message. */
export function writeFailure(file: string, error: unknown): string {
  return `cannot write ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
}

/** A file's content, or a CliFailure (exit 2) saying why it cannot be read. */
export function readInput(io: Io, file: string): Uint8Array | string {
  try {
    return io.readFile(file);
  } catch (error) {
    throw new CliFailure(readFailure(file, error), 2);
  }
}

/** Text ending with one line break, as printed documents end. */
export function withNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}
