import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@/lib/http/endpoints';
import { TEST_HEALTH_TOKEN } from './health-token';
import { distDir } from './test-build.mjs';

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers below 500; throws after `timeoutMs`, or when `exited()` says so. */
export async function waitUntilAnswers(
  url: string,
  { timeoutMs = 60_000, exited = () => false }: { timeoutMs?: number; exited?: () => boolean } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited()) throw new Error(`the server of ${url} exited`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The ways the production build is served (docs/operations.md, "Deploying"). */
export type ServerKind = 'next-start' | 'standalone';

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');

/**
 * The command that serves the build on 127.0.0.1:port, the way `kind` does it: by default the
 * build in NEXT_DIST_DIR (the tests' .next-test, testing/test-build.mjs), which `next start` finds
 * through next.config.ts; else the standalone server in `dir`, or the project in `dir`.
 */
export function serverCommand(
  kind: ServerKind,
  port: number,
  dir?: string,
): { args: string[]; env: Record<string, string> } {
  if (kind === 'standalone') {
    const server = join(dir ?? join(distDir(), 'standalone'), 'server.js');
    return { args: [server], env: { PORT: String(port), HOSTNAME: '127.0.0.1' } };
  }
  const listen = ['-H', '127.0.0.1', '-p', String(port)];
  return { args: [nextBin, 'start', ...(dir ? [dir] : []), ...listen], env: {} };
}

/**
 * A running server: its origin, what it has printed so far, a graceful stop (SIGTERM) and a
 * crash (SIGKILL), each resolving once it has exited.
 */
export type SiteServer = {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
  kill: () => Promise<void>;
};

/**
 * A server of the production build of its own (`next start`, or the standalone server, perhaps a
 * copy of it), with its own environment (no upstream, its own data folder unless `env` gives one,
 * TEST_HEALTH_TOKEN), for tests that must not share the main server's state. An undefined value
 * removes the variable.
 */
export async function startSiteServer(
  env: Record<string, string | undefined>,
  { kind = 'next-start', dir }: { kind?: ServerKind; dir?: string } = {},
): Promise<SiteServer> {
  const port = await freePort();
  const ownDataDir = 'DATA_DIR' in env ? undefined : mkdtempSync(join(tmpdir(), 'site-server-'));
  const command = serverCommand(kind, port, dir);
  const childEnv = Object.fromEntries(
    Object.entries({
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      HEALTH_TOKEN: TEST_HEALTH_TOKEN,
      ...command.env,
      DATA_DIR: ownDataDir,
      ...env,
    }).filter(([, value]) => value !== undefined),
  ) as NodeJS.ProcessEnv;
  const child = spawn(process.execPath, command.args, { env: childEnv, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswers(`${url}${endpoints.xsrf}`, { exited: () => child.exitCode !== null });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error instanceof Error ? error.message : error}:\n${output}`);
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => child.once('exit', resolve).kill(name));
    }
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  return {
    url,
    output: () => output,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}
