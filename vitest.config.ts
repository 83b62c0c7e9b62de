import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three projects (`npx vitest run --project core` runs one):
// - core: pure core tests. They share one module graph per worker (isolate: false): the core is loaded once, not once
//   per file, and its modules keep no state a test could leave behind (what a run derives lives in its run context).
// - app: the app's modules (store, persistence, worker client), which keep module state, each file isolated.
// - slow: property, fuzz and hostile-input runs and tests that start processes (the CLI's other tests run it
//   in-process), isolated, started first.
const slow = [
  'test/fuzz/**/*.test.ts',
  'test/**/*.property.test.ts',
  'test/hostile.test.ts',
  'test/cli/installed.test.ts',
  'test/process/**/*.test.ts',
];
const app = ['test/app/**/*.test.ts', 'test/worker/**/*.test.ts', 'test/on-demand.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // Tests assert behaviour, not speed (speed is `npm run bench`): a generous bound keeps property tests from failing
    // on a loaded 2-core machine.
    testTimeout: 30_000,
    // Vitest's default leaves a core to its main process, which on 2 cores means one worker; the main process mostly
    // waits, and two workers take the suite from 97 s to 82 s there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Worker threads, not child processes: the suite takes about 15 % less CPU (113 → 97 CPU-s on 2 cores), which on CI
    // goes to the end-to-end tests running beside it. No test needs a process of its own (none calls process.chdir).
    pool: 'threads',
    projects: [
      { extends: true, test: { name: 'slow', include: slow, setupFiles: ['test/setup.ts'] } },
      { extends: true, test: { name: 'app', include: app, setupFiles: ['test/setup-app.ts'] } },
      {
        extends: true,
        test: {
          name: 'core',
          include: ['test/**/*.test.ts'],
          exclude: [...slow, ...app],
          isolate: false,
          setupFiles: ['test/setup.ts'],
        },
      },
    ],
  },
});
