import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { TEST_DIST_DIR } from '@/testing/test-build.mjs';

// What a clone does not hold: the builds, the installed packages, and what runs leave behind.
const notInAClone = new Set([
  '.git',
  '.next',
  TEST_DIST_DIR,
  'node_modules',
  'next-env.d.ts',
  'data',
  'test-results',
  'playwright-report',
  'shots',
  join('.ci', 'node-lts'),
]);

/**
 * A copy of this checkout in a folder of its own, as another host would hold it: the sources
 * without builds, and the installed packages as hard links, not a gigabyte's copy (a build reads
 * them and writes none). Removed by `remove`.
 */
export function copyCheckout(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync('.', dir, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !notInAClone.has(relative('.', source)),
  });
  const modules = join(dir, 'node_modules');
  if (spawnSync('cp', ['-al', 'node_modules', modules]).status !== 0) {
    rmSync(modules, { recursive: true, force: true });
    cpSync('node_modules', modules, { recursive: true, verbatimSymlinks: true });
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Every file under `dir`, with its size and time of change: a file rewritten shows. */
export function listing(dir: string): string[] {
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
export function command(cwd: string, args: string[], env: Record<string, string> = {}) {
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
