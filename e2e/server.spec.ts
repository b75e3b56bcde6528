import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ES module shared with npm start
import { BUILD_STAMP as STAMP, buildFingerprint } from '../scripts/build-if-needed.mjs';
import { expect, test } from './support/test';
import { rawRequest, tokenHeaders } from './support/raw-request';
import { freePort, startSiteServer } from './support/site-server';
import { uniqueMarker } from './support/upstream';
import { LEADS_FILE } from '@/lib/server/store/sqlite-store';

const SUBSCRIBE = '/api/v1.0/subscriber/add';

let scratch: string;
const started: ChildProcess[] = [];
test.beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'site-server-'));
});
test.afterEach(() => {
  // The whole group: a server left behind by a failing test would keep its port.
  for (const child of started.splice(0)) {
    try {
      process.kill(-(child.pid ?? 0), 'SIGKILL');
    } catch {
      // the group has exited
    }
  }
  rmSync(scratch, { recursive: true, force: true });
});

/** `npm start` with its own port and data folder; resolves when it exits. */
function npmStart(env: Record<string, string>) {
  const child = spawn('npm', ['start'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', UPSTREAM_API_BASE: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

test.describe('npm start', () => {
  // npm start rebuilds a build whose stamp differs, in the .next folder every other test is served
  // from: refuse to run rather than pull the build from under them.
  test.beforeAll(() => {
    const stamp = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
    if (stamp !== buildFingerprint()) {
      throw new Error(
        'The build is not current: run the browser tests through npm test or npm run test:e2e.',
      );
    }
  });

  test('stops with a message naming DATA_DIR when it cannot be written', async () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, '');
    const dataDir = join(file, 'data');
    const server = npmStart({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`DATA_DIR="${dataDir}"`);
    expect(server.output()).not.toContain('Ready on');
  });

  test('passes SIGTERM to the server, which closes and exits', async () => {
    const port = await freePort();
    const server = npmStart({ PORT: String(port), DATA_DIR: join(scratch, 'data') });
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: closing');
    const refused = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.on('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.on('error', () => resolve(true));
    });
    expect(refused).toBe(true);
  });
});

test.describe('the lead store under trouble', () => {
  test('a locked store answers 503 JSON within a second, then recovers', async () => {
    const dataDir = join(scratch, 'data');
    const server = await startSiteServer({ UPSTREAM_API_BASE: undefined, DATA_DIR: dataDir });
    let other: Database.Database | undefined;
    try {
      other = new Database(join(dataDir, LEADS_FILE));
      const send = () =>
        rawRequest(`${server.url}${SUBSCRIBE}`, {
          headers: tokenHeaders(),
          body: JSON.stringify({ email: `${uniqueMarker('locked')}@example.in` }),
        });
      other.exec('BEGIN IMMEDIATE');
      const started = Date.now();
      const locked = await send();
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(locked.status).toBe(503);
      expect(JSON.parse(locked.body)).toEqual({ statusCode: 503, message: expect.any(String) });
      other.exec('ROLLBACK');
      expect((await send()).status).toBe(200);
    } finally {
      other?.close();
      await server.stop();
    }
  });

  test('a client that drops mid-upload is an aborted request, not a 500', async () => {
    const server = await startSiteServer({
      UPSTREAM_API_BASE: undefined,
      DATA_DIR: join(scratch, 'data'),
    });
    try {
      const { port } = new URL(server.url);
      const headers = tokenHeaders();
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST ${SUBSCRIBE} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
              `Content-Type: application/json\r\nCookie: ${headers.cookie}\r\n` +
              `X-XSRF-TOKEN: ${headers['x-xsrf-token']}\r\nContent-Length: 1000\r\n\r\n{"email":`,
          );
          setTimeout(() => socket.destroy(), 300);
        });
        socket.on('close', () => resolve());
      });
      await expect.poll(() => server.output()).toContain('"reason":"aborted","status":400');
      expect(server.output()).not.toMatch(/Error: aborted|ECONNRESET|Internal Server Error/);
    } finally {
      await server.stop();
    }
  });
});
