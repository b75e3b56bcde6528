// `npm test`: types, lint, the direction of imports, unit tests, a production build and the
// browser tests against it.
// `npm run test:smoke` (--smoke): the unit tests, the build, and the browser tests whose title
// carries @smoke (every page answers, a demo request is sent on and another kept across a restart
// and listed by the leads CLI, health answers): what CI runs on the machine's Node 20, in about
// 3 minutes, while the whole suite runs once, on the LTS line (.ci/run).
// Runs every step, prints a summary, and exits non-zero if any step failed.
// The build is the tests' own, in .next-test (reused when current): a deploy build in .next is
// never rebuilt or served, and a last step checks that it is as it was.
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { buildForTests } from './build-if-needed.mjs';
import { findBrowser } from '../testing/find-browser.mjs';
import { run } from './run.mjs';

const steps = [];
/** Runs one step: a command line, or a function that resolves with an exit code. */
async function step(name, command, args, options) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const code = await (typeof command === 'function' ? command() : run(command, args, options));
  steps.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return code === 0;
}

/** The deploy build in .next, as far as telling it was rebuilt goes; undefined without one. */
function deployBuild() {
  const id = '.next/BUILD_ID';
  if (!existsSync(id)) return undefined;
  const stamp = existsSync('.next/build-stamp.json')
    ? readFileSync('.next/build-stamp.json', 'utf8')
    : '';
  return `${readFileSync(id, 'utf8')} ${statSync(id).mtimeMs} ${stamp}`;
}
const deployBuildBefore = deployBuild();
const smoke = process.argv.includes('--smoke');

// Playwright empties its own test-results/ when it starts, so the reports live beside it.
rmSync('test-reports', { recursive: true, force: true });
const browser = findBrowser({ headlessShell: true });
// The headless shell sends no Reporting API reports; the one test that reads them runs this.
const fullBrowser = findBrowser();

if (!smoke) {
  await step('types', 'npx', ['tsc', '--noEmit']);
  await step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  await step('imports', 'npm', ['run', '--silent', 'lint:imports']);
  await step('format', 'npx', ['prettier', '--check', '.']);
}
await step('unit', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-reports/unit.json',
]);
if (await step('build', () => buildForTests())) {
  await step(
    smoke ? 'browser smoke' : 'browser',
    'npx',
    ['playwright', 'test', ...(smoke ? ['--grep', '@smoke'] : [])],
    { env: { E2E_CHROMIUM_PATH: browser, E2E_FULL_CHROMIUM_PATH: fullBrowser } },
  );
}
if (deployBuildBefore !== undefined) {
  await step('the deploy build in .next is as it was', async () => {
    if (deployBuild() === deployBuildBefore) return 0;
    console.error('.next/BUILD_ID or .next/build-stamp.json changed while the tests ran.');
    return 1;
  });
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}
const unit = readJson('test-reports/unit.json');
const e2e = readJson('test-reports/e2e.json');
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);

console.log('\n=== summary');
for (const { name, ok, seconds } of steps)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);
