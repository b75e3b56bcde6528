import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.next/**', '.next-test/**', 'e2e/**'],
    environment: 'node',
    // Some tests start processes (the leads CLI) or talk to PostgreSQL: seconds on a busy machine.
    testTimeout: 20_000,
    globalSetup: ['testing/vitest-global-setup.ts'],
  },
});
