// `npm run test:e2e [playwright args]`: browser tests against the production build (the tests'
// own, in .next-test: testing/test-build.mjs).
import { buildForTests } from './build-if-needed.mjs';
import { findBrowser } from '../testing/find-browser.mjs';
import { run } from './run.mjs';

const browser = findBrowser({ headlessShell: true });
// The headless shell sends no Reporting API reports; the one test that reads them runs this.
const fullBrowser = findBrowser();
const built = await buildForTests();
if (built !== 0) process.exit(built);
process.exit(
  await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    env: { E2E_CHROMIUM_PATH: browser, E2E_FULL_CHROMIUM_PATH: fullBrowser },
  }),
);
