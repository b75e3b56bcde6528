// `npm test`: types, lint, the direction of imports, format, unit tests, then the browser tests
// against the tests' build (.next-test, reused when current); a deploy build in .next is never
// rebuilt or served, and the last step checks it is as it was. Runs every step, prints a summary
// and exits non-zero if any failed.
// `npm run test:e2e [-- playwright args]` (--e2e): the build and the browser tests alone.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { findBrowser } from '../testing/find-browser.mjs';

const [mode, ...playwrightArgs] = process.argv.slice(2);
const all = mode !== '--e2e';
const summary = [];
async function step(name, command, ...args) {
  const started = Date.now();
  if (all) console.log(`\n=== ${name}`);
  const code =
    typeof command === 'function'
      ? await command()
      : spawnSync(command, args, { stdio: 'inherit' }).status;
  const seconds = Math.round((Date.now() - started) / 1000);
  summary.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  return code === 0;
}
// Its stamp names the sources and variables it was made from.
const deployBuild = () =>
  existsSync('.next/build-stamp.json') ? readFileSync('.next/build-stamp.json', 'utf8') : '';
const before = deployBuild();

// The headless shell runs the browser tests; the test of CSP reports needs the full browser.
process.env.E2E_CHROMIUM_PATH = findBrowser({ headlessShell: true });
process.env.E2E_FULL_CHROMIUM_PATH = findBrowser();
if (all) {
  await step('types', 'npx', 'tsc', '--noEmit');
  await step('lint', 'npx', 'eslint', '.', '--max-warnings=0');
  await step('imports', 'npm', 'run', '--silent', 'lint:imports');
  await step('format', 'npx', 'prettier', '--check', '.');
  await step('unit', 'npx', 'vitest', 'run');
}
if (await step('build', () => buildIfNeeded('--tests'))) {
  await step('browser', 'npx', 'playwright', 'test', ...playwrightArgs);
}
await step('the deploy build in .next is as it was', () => Number(deployBuild() !== before));
if (all) console.log(`\n=== summary\n${summary.join('\n')}`);
process.exit(summary.every((line) => line.startsWith('ok')) ? 0 : 1);
