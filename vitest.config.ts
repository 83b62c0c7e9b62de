import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    // Tests assert behaviour, not speed (speed is `npm run bench`): a generous bound keeps property tests from failing
    // on a loaded 2-core machine.
    testTimeout: 30_000,
  },
});
