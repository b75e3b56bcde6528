import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_HEALTH_TOKEN } from './testing/health-token';
import { selectTestBuild } from './testing/test-build.mjs';
// @ts-expect-error plain ES module shared with the scripts
import { chromiumFlags, findBrowser } from './testing/find-browser.mjs';

// The tests' build, in .next-test, for every server started here and by the tests (each worker
// reads this file too): a deploy build in .next is never served or rebuilt.
selectTestBuild();

const port = Number(process.env.E2E_PORT ?? 3100);
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 4100);
const executablePath: string =
  process.env.E2E_CHROMIUM_PATH ?? findBrowser({ install: false, headlessShell: true });
// The server's lead store: a fresh one per run, so no lead of an earlier run is delivered again.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-leads-')));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: chromiumFlags },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node testing/fake-upstream.mjs',
      url: `http://127.0.0.1:${upstreamPort}/__health`,
      env: { FAKE_UPSTREAM_PORT: String(upstreamPort) },
    },
    {
      command: `node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${port}`,
      url: `http://127.0.0.1:${port}/`,
      env: {
        UPSTREAM_API_BASE: `http://127.0.0.1:${upstreamPort}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        // Every test submits from 127.0.0.1; e2e/client-address.spec.ts checks the real limits.
        RATE_LIMIT_PER_MINUTE: '100000',
        RENDER_LIMIT_PER_MINUTE: '100000',
        HEALTH_TOKEN: TEST_HEALTH_TOKEN,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
  ],
});
