// Serves a checkout's build (its dist/) with `vite preview` on 127.0.0.1, for the scripts that look at the built app
// in Chromium (measure-app.mjs, screenshots.mjs). Returns the server's process: kill it when done.
import { join } from 'node:path';
import { spawn } from 'node:child_process';

export function servePreview(port, root = '.') {
  return spawn(
    process.execPath,
    [
      join('node_modules', 'vite', 'bin', 'vite.js'),
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: root, stdio: 'ignore' },
  );
}
