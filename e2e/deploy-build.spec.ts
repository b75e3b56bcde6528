import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, test } from './support/test';
import { fetchHtml } from './support/html';
import { freePort, waitUntilAnswers } from '@/testing/site-server';
import { distDir, TEST_DIST_DIR } from '@/testing/test-build.mjs';

// What a clone does not hold: the builds, the installed packages, and what runs leave behind.
const notInAClone = new Set([
  '.git',
  '.next',
  TEST_DIST_DIR,
  'node_modules',
  'next-env.d.ts',
  'data',
  'test-results',
  'test-reports',
  'playwright-report',
  'shots',
  join('.ci', 'node-lts'),
]);

/** Every file under `dir`, with its size and time of change: a file rewritten shows. */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(path);
      return `${relative(dir, path)} ${size} ${mtimeMs}`;
    })
    .sort();
}

/**
 * A command in `cwd`, as an operator runs it: without the tests' NEXT_DIST_DIR. Resolves with its
 * exit code and output.
 */
function command(cwd: string, args: string[], env: Record<string, string> = {}) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env };
  delete childEnv.NEXT_DIST_DIR;
  const child = spawn(args[0]!, args.slice(1), { cwd, env: childEnv, detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const kill = () => {
    try {
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    } catch {
      // the group has exited
    }
  };
  return { exited, output: () => output, kill };
}

test.describe('a deploy build in .next', () => {
  test("outlasts the tests' build: npm start still serves its SITE_URL", async ({ request }) => {
    // One build of the site: the deploy build. The tests' build is this run's, copied.
    test.setTimeout(20 * 60_000);
    const checkout = mkdtempSync(join(tmpdir(), 'deploy-build-'));
    try {
      cpSync('.', checkout, {
        recursive: true,
        verbatimSymlinks: true,
        filter: (source) => !notInAClone.has(relative('.', source)),
      });
      // The installed packages as hard links, not a gigabyte's copy (a copy across file systems):
      // a build reads them and writes none.
      const modules = join(checkout, 'node_modules');
      if (spawnSync('cp', ['-al', 'node_modules', modules]).status !== 0) {
        rmSync(modules, { recursive: true, force: true });
        cpSync('node_modules', modules, { recursive: true, verbatimSymlinks: true });
      }
      cpSync(distDir(), join(checkout, TEST_DIST_DIR), { recursive: true, verbatimSymlinks: true });

      const site = 'https://www.example.in';
      const build = command(checkout, ['npm', 'run', 'build'], { SITE_URL: site });
      expect(await build.exited, build.output()).toBe(0);
      const deploy = join(checkout, '.next');
      const buildId = readFileSync(join(deploy, 'BUILD_ID'), 'utf8');
      const files = listing(deploy);
      const about = readFileSync(join(deploy, 'server/app/about.html'), 'utf8');
      expect(about).toContain(`<link rel="canonical" href="${site}/about"/>`);

      // The build step of npm test (and of test:e2e, test:smoke, the benches): the tests' build,
      // current here, is reused, and the deploy build is left as it was.
      const tests = command(checkout, [process.execPath, 'scripts/build-if-needed.mjs', '--tests']);
      expect(await tests.exited, tests.output()).toBe(0);
      expect(tests.output()).toContain(`The tests' build in ${TEST_DIST_DIR} is current: reused.`);
      expect(readFileSync(join(deploy, 'BUILD_ID'), 'utf8')).toBe(buildId);
      expect(listing(deploy)).toEqual(files);

      // npm start, with no SITE_URL, serves the deploy build as it was made, without building.
      const port = await freePort();
      const start = command(checkout, ['npm', 'start', '--', '-H', '127.0.0.1'], {
        PORT: String(port),
        DATA_DIR: join(checkout, 'data'),
        UPSTREAM_API_BASE: '',
      });
      try {
        await waitUntilAnswers(`http://127.0.0.1:${port}/`, { timeoutMs: 60_000 });
        const page = await fetchHtml(request, `http://127.0.0.1:${port}/about`);
        expect(page.canonical).toBe(`${site}/about`);
        expect(start.output()).not.toMatch(/building/i);
      } finally {
        start.kill();
        await start.exited;
      }
      expect(readFileSync(join(deploy, 'BUILD_ID'), 'utf8')).toBe(buildId);
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
  });
});
