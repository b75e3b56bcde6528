import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/**
 * A running server: its origin, what it has printed so far, a graceful stop (SIGTERM) and a
 * crash (SIGKILL).
 */
export type SiteServer = {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
  kill: () => Promise<void>;
};

/**
 * A second server (scripts/server.mjs) of the same production build, with its own environment (a
 * low rate limit, no upstream, its own data folder), for tests that must not share the main
 * server's state.
 */
export async function startSiteServer(
  env: Record<string, string | undefined>,
): Promise<SiteServer> {
  const port = await freePort();
  // A lead store of its own unless the test gives one: counts and leads never leak between tests.
  const ownDataDir = 'DATA_DIR' in env ? undefined : mkdtempSync(join(tmpdir(), 'site-server-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
  };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/server.mjs', '-H', '127.0.0.1', '-p', String(port)],
    { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/v1.0/xsrf`)).status === 204) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the site server did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const signal = async (name: NodeJS.Signals) => {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(name);
    });
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  return {
    url,
    output: () => output,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}
