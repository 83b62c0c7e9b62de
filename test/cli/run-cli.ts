// Runs the CLI in-process against an in-memory file system and captures its output. A key ending in '/' is an
// (empty) folder; any key below a path makes that path a folder. A value that is an error (`fileError('EACCES')`) is
// thrown when the file is read or written; reading a folder fails with EISDIR, as on a real file system.
import { run } from '../../cli/run.ts';
import type { Io, ThreadReply, ValidationThread } from '../../cli/io.ts';
import { validateJob } from '../../cli/validate-file.ts';

export type CliFiles = Record<string, string | Uint8Array | Error>;

/** An error as Node's file system throws it, with its code. */
export function fileError(code: string): Error {
  return Object.assign(new Error(`${code}: failed`), { code });
}

/**
 * A validation thread inside the test's thread: jobs are structured-cloned as a real thread's are, and answered out
 * of order (each after a few timer turns that depend on its id), as parallel threads answer.
 */
export function inProcessThread(started: { count: number }): ValidationThread {
  started.count++;
  let onReply: ((reply: ThreadReply) => void) | undefined;
  return {
    post({ id, job }) {
      const copy = structuredClone(job);
      setTimeout(
        () => {
          validateJob(copy).then(
            (report) => onReply?.({ id, report }),
            (error: unknown) => onReply?.({ id, error: String(error) }),
          );
        },
        (id * 7) % 5,
      );
    },
    listen: (reply) => (onReply = reply),
    terminate: async () => (onReply = undefined),
  };
}

/** Where the output goes: a terminal or not, and the environment (NO_COLOR, FORCE_COLOR). Default: piped, empty. */
export interface CliTerminal {
  stdoutIsTTY?: boolean;
  env?: Record<string, string | undefined>;
}

export function memoryIo(
  files: CliFiles,
  out: { stdout: string; stderr: string },
  cores = 1,
  threads = { count: 0 },
  terminal: CliTerminal = {},
): Io {
  const isFolder = (path: string) => {
    const prefix = path.endsWith('/') ? path : `${path}/`;
    return Object.keys(files).some((key) => key.startsWith(prefix));
  };
  return {
    stdout: (t) => (out.stdout += t),
    stderr: (t) => (out.stderr += t),
    readFile: (path) => {
      if (isFolder(path)) throw fileError('EISDIR');
      const content = path.endsWith('/') ? undefined : files[path];
      if (content === undefined) throw fileError('ENOENT');
      if (content instanceof Error) throw content;
      return content;
    },
    kind: (path) => (path in files && !path.endsWith('/') ? 'file' : isFolder(path) ? 'directory' : undefined),
    list: (path) => {
      const prefix = path.endsWith('/') ? path : `${path}/`;
      const entries = new Map<string, boolean>();
      for (const key of Object.keys(files)) {
        if (!key.startsWith(prefix)) continue;
        const [name, ...rest] = key.slice(prefix.length).split('/');
        if (name) entries.set(name, (entries.get(name) ?? false) || rest.length > 0);
      }
      return [...entries].map(([name, directory]) => ({ name, directory }));
    },
    writeFile: (path, text) => {
      if (files[path] instanceof Error) throw files[path];
      if (isFolder(path)) throw fileError('EISDIR');
      files[path] = text;
    },
    cores,
    startThread: () => inProcessThread(threads),
    stdoutIsTTY: terminal.stdoutIsTTY ?? false,
    env: terminal.env ?? {},
  };
}

export async function runCli(
  argv: string[],
  files: CliFiles = {},
  cores = 1,
  terminal: CliTerminal = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = { stdout: '', stderr: '' };
  const code = await run(argv, memoryIo(files, out, cores, undefined, terminal));
  return { code, ...out };
}
