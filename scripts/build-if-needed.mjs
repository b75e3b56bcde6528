import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

const sources = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

/** Builds the production site when there is no build or a source file is newer than it. */
export async function buildIfNeeded() {
  const buildId = '.next/BUILD_ID';
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const changed = Math.max(...sources.map(newestMtime));
  if (built > changed) return 0;
  console.log(
    built
      ? 'Sources changed since the last build: building ...'
      : 'No production build yet: building ...',
  );
  return run('npx', ['next', 'build']);
}
