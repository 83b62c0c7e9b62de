// What the CLI does to the world, behind one interface: the process's streams and file system for the real command,
// an in-memory one for tests (test/cli/run-cli.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { CliFailure } from './args.ts';
import { isDescriptionName } from './file-names.ts';
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
      // A path through a file (ENOTDIR) is not "nothing there": it is said in words by describeFileError.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
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

/** What a command does with a file when it fails: reads it (a document, a capture) or writes it. */
export type FileAction = 'read' | 'write';

/** For a folder given where a file is expected: the command, what it takes, and a few description files inside. */
export interface FolderHint {
  command: string;
  takes: 'one file' | 'files';
  examples: readonly string[];
}

/**
 * Why `path` could not be read or written, in words for people: what is wrong and what to do, on one line, naming
 * the path and never an errno code. The one wording of every file failure of the CLI (readers, `fix --write`,
 * `docs -o`).
 */
export function describeFileError(path: string, error: unknown, action: FileAction, folder?: FolderHint): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const name = path === '-' ? 'standard input' : path;
  switch (code) {
    case 'ENOENT':
      return action === 'read'
        ? `${name}: no such file or folder (check the path)`
        : `cannot write ${name}: its folder does not exist (create the folder first, or check the path)`;
    case 'EISDIR':
      if (action === 'write') return `cannot write ${name}: it is a folder (give the path of a file)`;
      if (!folder) return `${name} is a folder, not a file (give a file in it)`;
      return `${name} is a folder; ${folder.command} takes ${folder.takes}${
        folder.examples.length > 0
          ? `, e.g. ${folder.examples.join(folder.takes === 'one file' ? ' or ' : ' ')}`
          : ' (it holds no *.mcpdesc.json, *.mcpdesc.yaml or *.mcpdesc.yml file)'
      }`;
    case 'ENOTDIR':
      return `${action === 'read' ? '' : 'cannot write '}${name}: part of the path is a file, not a folder (check the path)`;
    case 'EACCES':
    case 'EPERM':
      return action === 'read'
        ? `${name}: permission denied (check that you may read the file)`
        : `cannot write ${name}: permission denied (check that you may write the file and its folder)`;
    case 'EROFS':
      return `cannot write ${name}: the file system is read-only (write the result somewhere else)`;
    case 'ENOSPC':
    case 'EDQUOT':
      return `cannot write ${name}: no space left on the disk (free some space and run the command again)`;
    default:
      return `cannot ${action} ${name}: ${systemMessage(error)}`;
  }
}

/** An unusual failure's own message, without Node's "ECODE: " prefix and ", open 'path'" suffix. */
function systemMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^E[A-Z]+: /, '').replace(/, \w+ '[^']*'$/, '');
}

/** Up to three description files directly in `folder` (none when it cannot be listed). */
function descriptionsIn(io: Io, folder: string): string[] {
  try {
    return io
      .list(folder)
      .filter((entry) => !entry.directory && isDescriptionName(entry.name))
      .map((entry) => join(folder, entry.name))
      .sort()
      .slice(0, 3);
  } catch {
    return [];
  }
}

/**
 * A file's content, or a CliFailure (exit 2) saying why it cannot be read; `command` and what it takes name the
 * folder mistake ("specs is a folder; view takes one file, e.g. specs/server.mcpdesc.yaml").
 */
export function readInput(
  io: Io,
  file: string,
  command?: { name: string; takes: FolderHint['takes'] },
): Uint8Array | string {
  try {
    return io.readFile(file);
  } catch (error) {
    const folder =
      command && (error as NodeJS.ErrnoException).code === 'EISDIR'
        ? { command: command.name, takes: command.takes, examples: descriptionsIn(io, file) }
        : undefined;
    throw new CliFailure(describeFileError(file, error, 'read', folder), 2);
  }
}

/** Writes `text` to `path`, or throws a CliFailure (exit 2) saying why it cannot be written. */
export function writeOutput(io: Io, path: string, text: string): void {
  try {
    io.writeFile(path, text);
  } catch (error) {
    throw new CliFailure(describeFileError(path, error, 'write'), 2);
  }
}

/** Text ending with one line break, as printed documents end. */
export function withNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}
