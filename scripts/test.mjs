// `npm test`: types, lint, the direction of imports, unit tests, a production build and the
// browser tests against it.
// Runs every step, prints a summary, and exits non-zero if any step failed.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { build } from './build-if-needed.mjs';
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

// Playwright empties its own test-results/ when it starts, so the reports live beside it.
rmSync('test-reports', { recursive: true, force: true });
const browser = findBrowser();

await step('types', 'npx', ['tsc', '--noEmit']);
await step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
await step('imports', 'npm', ['run', '--silent', 'lint:imports']);
await step('format', 'npx', ['prettier', '--check', '.']);
await step('unit', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-reports/unit.json',
]);
if (await step('build', build)) {
  await step('browser', 'npx', ['playwright', 'test'], { env: { E2E_CHROMIUM_PATH: browser } });
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
