// Runs the CLI in-process against an in-memory file system and captures its output.
import { run } from '../../cli/mcpdesc.ts';

/** `files` is the file system: a command that writes a file (fix --write) changes it. */
export function runCli(argv: string[], files: Record<string, string | Uint8Array> = {}): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const code = run(argv, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    readFile: (path) => {
      if (!(path in files)) throw Object.assign(new Error('not found'), { code: 'ENOENT' });
      return files[path]!;
    },
    writeFile: (path, text) => {
      files[path] = text;
    },
  });
  return { code, stdout, stderr };
}
