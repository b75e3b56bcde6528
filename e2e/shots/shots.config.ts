import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain ES module shared with the scripts
import { chromiumFlags, findBrowser } from '@/testing/find-browser.mjs';
import { selectTestBuild } from '@/testing/test-build.mjs';

// `npm run shots` (scripts/shots.mjs) runs this: the production build (the tests' own, in
// .next-test), no upstream, and every submission answered inside the browser, so nothing is
// stored.
selectTestBuild();
const port = Number(process.env.SHOTS_PORT ?? 3250);
const executablePath: string = process.env.E2E_CHROMIUM_PATH ?? findBrowser({ install: false });

export default defineConfig({
  testDir: '.',
  testMatch: 'capture.ts',
  workers: 2,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath, args: chromiumFlags },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${port}`,
    url: `http://127.0.0.1:${port}/`,
    cwd: process.cwd(),
    env: { NEXT_TELEMETRY_DISABLED: '1', UPSTREAM_API_BASE: '' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
