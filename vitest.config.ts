import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The @/ paths of tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    // Some tests start processes (the leads CLI) or talk to PostgreSQL: seconds on a busy machine.
    testTimeout: 20_000,
    // One file per core, not Vitest's one fewer: part of the tests' time is spent waiting on
    // processes, sockets and timers, and each test has a database of its own. On two cores the
    // suite takes 55 s in place of 78.
    maxWorkers: availableParallelism(),
    globalSetup: ['testing/vitest-global-setup.ts'],
  },
});
