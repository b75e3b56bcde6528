import Database from 'better-sqlite3';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ES module shared with the bench
import { stylesheetPaths } from '@/testing/stylesheet-paths.mjs';
import { expect, test } from './support/test';
import { demoRequestBody } from './support/demo-request';
import { fetchHtml } from './support/html';
import { health, leadsCli, submit } from './support/leads';
import { rawRequest, tokenHeaders } from '@/testing/raw-request';
import {
  freePort,
  serverCommand,
  startSiteServer,
  waitUntilAnswers,
  type ServerKind,
} from '@/testing/site-server';
import {
  setUpstreamMode,
  uniqueMarker,
  upstreamOrigin,
  upstreamRequests,
} from '@/testing/upstream';
import { LEADS_FILE } from '@/lib/server/store/sqlite-database';
import { endpoints } from '@/lib/http/endpoints';
import { distDir } from '@/testing/test-build.mjs';

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

/** A command of its own process group, its output kept; `exited` resolves with its exit code. */
function launch(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', UPSTREAM_API_BASE: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** The build variables the build was made with, as its stamp keeps them (docs/operations.md). */
function builtVariables(): Record<string, string | undefined> {
  try {
    return JSON.parse(readFileSync(join(distDir(), 'build-stamp.json'), 'utf8')).variables ?? {};
  } catch {
    return {};
  }
}

async function isRefused(port: number) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });
}

test.describe('npm start', () => {
  // npm start rebuilds a build whose stamp differs, in the folder every other test is served from
  // (NEXT_DIST_DIR, the tests' .next-test): refuse to run rather than pull the build from under
  // them.
  test.beforeAll(() => {
    const check = spawnSync(process.execPath, ['scripts/build-if-needed.mjs', '--check']);
    if (check.status !== 0) {
      throw new Error(
        'The build is not current: run the browser tests through npm test or npm run test:e2e.',
      );
    }
  });

  test('stops with a message naming DATA_DIR when it cannot be written', async () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, '');
    const dataDir = join(file, 'data');
    const server = launch('npm', ['start'], { PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain(
      `The site cannot start. The lead store cannot be opened and written: DATA_DIR="${dataDir}"`,
    );
  });

  test('stops with a message naming a malformed variable', async () => {
    const server = launch('npm', ['start'], {
      PORT: String(await freePort()),
      DATA_DIR: join(scratch, 'data'),
      UPSTREAM_API_BASE: 'http://api.example.in',
    });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain(
      'Invalid configuration: UPSTREAM_API_BASE: must be https:// (http:// only on loopback)',
    );
  });

  test('stops on a destination half configured, naming what is missing, printing no secret', async () => {
    const secrets = ['smtp-pa55word', 'c2VjcmV0LXdlYmhvb2sta2V5LW9mLTMyLWJ5dGVzISE'];
    const run = async (env: Record<string, string>) => {
      const server = launch(process.execPath, [join(distDir(), 'standalone/server.js')], {
        PORT: String(await freePort()),
        HOSTNAME: '127.0.0.1',
        DATA_DIR: join(scratch, 'data'),
        ...env,
      });
      expect(await server.exited).not.toBe(0);
      for (const secret of secrets) expect(server.output()).not.toContain(secret);
      return server.output();
    };
    expect(
      await run({
        SMTP_URL: `smtps://leads%40example.in:${secrets[0]}@smtp.example.in:465`,
        LEAD_EMAIL_TO: 'sales@example.in',
      }),
    ).toContain('Invalid configuration: LEAD_EMAIL_FROM: required with SMTP_URL and LEAD_EMAIL_TO');
    expect(
      await run({
        LEAD_WEBHOOK_URL: 'https://hooks.example.in/services/T0/B0/tokenpart',
        LEAD_WEBHOOK_SECRET: `whsec_${secrets[1]}!`,
      }),
    ).toContain('Invalid configuration: LEAD_WEBHOOK_SECRET: whsec_ followed by');
  });

  test('serves on PORT, and SIGTERM closes it', async () => {
    const port = await freePort();
    const server = launch('npm', ['start'], {
      PORT: String(port),
      DATA_DIR: join(scratch, 'data'),
    });
    await waitUntilAnswers(`http://127.0.0.1:${port}/`, { timeoutMs: 30_000 });
    expect(server.output()).toContain('Lead store: sqlite');
    server.child.kill('SIGTERM');
    await server.exited;
    expect(await isRefused(port)).toBe(true);
  });
});

test.describe('every way of serving the build', () => {
  for (const kind of ['next-start', 'standalone'] as ServerKind[]) {
    test(`${kind}: SIGTERM lets the delivery in flight finish before the server exits`, async () => {
      test.setTimeout(60_000);
      const dataDir = join(scratch, 'data');
      const env = {
        DATA_DIR: dataDir,
        UPSTREAM_API_BASE: upstreamOrigin,
        OUTBOX_POLL_MS: '200',
        OUTBOX_FIRST_RETRY_MS: '300',
      };
      const server = await startSiteServer(env, { kind });
      const marker = uniqueMarker('drain');
      const email = `${marker}@example.in`;
      await setUpstreamMode(marker, 'down');
      expect((await submit(server, endpoints.subscribe, { email })).json).toMatchObject({
        statusCode: 200,
      });
      await setUpstreamMode(marker, { mode: 'slow', delayMs: 3_000 });
      // The outbox's retry is on its way to the upstream, which answers in 3 s.
      await expect
        .poll(async () => (await upstreamRequests(marker)).some(({ status }) => status === null))
        .toBe(true);
      const stoppedAt = Date.now();
      await server.stop();
      const requests = await upstreamRequests(marker);
      expect(requests.at(-1)?.status).toBe(200);
      expect(Date.now() - stoppedAt).toBeGreaterThan(1_000);
      expect(await leadsCli(env, '--status', 'delivered')).toContain(email);
      expect(await leadsCli(env, '--status', 'pending')).toMatch(/^No pending leads yet/);
    });
  }

  test('standalone: pages, share images, quote pages, both endpoints and the store all work', async () => {
    test.setTimeout(60_000);
    const env = { DATA_DIR: join(scratch, 'data'), UPSTREAM_API_BASE: upstreamOrigin };
    const server = await startSiteServer(env, { kind: 'standalone' });
    try {
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      const [stylesheet] = stylesheetPaths(html);
      expect(stylesheet).toBeDefined();
      expect((await fetch(`${server.url}${stylesheet}`)).status).toBe(200);
      expect((await fetch(`${server.url}/services/whatsapp`)).status).toBe(200);
      expect((await fetch(`${server.url}/logo.svg`)).status).toBe(200);

      const quote = await fetch(`${server.url}/quote/sms?transactional=100000`);
      expect(quote.status).toBe(200);
      expect(await quote.text()).toContain('₹17,000.00');
      for (const image of ['/opengraph-image', '/quote/sms/image?transactional=100000']) {
        const response = await fetch(`${server.url}${image}`);
        expect(response.status, image).toBe(200);
        expect(response.headers.get('content-type'), image).toBe('image/png');
        expect((await response.arrayBuffer()).byteLength, image).toBeGreaterThan(10_000);
      }

      const marker = uniqueMarker('standalone');
      const subscription = await submit(server, endpoints.subscribe, {
        email: `${marker}@example.in`,
      });
      expect(subscription.json).toEqual({
        statusCode: 200,
        message: 'Thanks for subscribing to our newsletter!',
      });
      const demo = await submit(
        server,
        endpoints.demoRequest,
        demoRequestBody(`${marker}-demo@example.in`),
      );
      expect(demo.json).toEqual({ statusCode: 200, message: 'Demo request received' });
      expect(await upstreamRequests(marker)).toHaveLength(2);
      expect(await leadsCli(env, '--status', 'delivered')).toMatch(/^2 lead\(s\)/);
      expect(await health(server)).toMatchObject({ status: 'ok', store: 'sqlite', pending: 0 });
    } finally {
      await server.stop();
    }
  });

  test('next dev: the store opens and the outbox delivers there too', async () => {
    test.setTimeout(180_000);
    const port = await freePort();
    const dataDir = join(scratch, 'data');
    const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
    const server = launch(
      process.execPath,
      [nextBin, 'dev', '-H', '127.0.0.1', '-p', String(port)],
      {
        DATA_DIR: dataDir,
        UPSTREAM_API_BASE: upstreamOrigin,
        OUTBOX_POLL_MS: '200',
        OUTBOX_FIRST_RETRY_MS: '300',
        RATE_LIMIT_PER_MINUTE: '100',
      },
    );
    const origin = `http://127.0.0.1:${port}`;
    await waitUntilAnswers(`${origin}${endpoints.xsrf}`, { timeoutMs: 150_000 });
    expect(server.output()).toContain('Lead store: sqlite');
    const marker = uniqueMarker('dev');
    await setUpstreamMode(marker, 'down');
    const answer = await rawRequest(`${origin}${endpoints.subscribe}`, {
      headers: tokenHeaders(),
      body: JSON.stringify({ email: `${marker}@example.in` }),
    });
    expect(answer.status).toBe(200);
    await setUpstreamMode(marker, 'up');
    await expect
      .poll(async () => (await upstreamRequests(marker)).filter(({ status }) => status === 200), {
        timeout: 20_000,
      })
      .toHaveLength(1);
    expect(await leadsCli({ DATA_DIR: dataDir }, '--status', 'delivered')).toContain(
      `${marker}@example.in`,
    );
    server.child.kill('SIGTERM');
    await server.exited;
  });
});

test.describe('next start', () => {
  test('prints no warning about the configuration', async () => {
    const port = await freePort();
    const command = serverCommand('next-start', port);
    const server = launch(process.execPath, command.args, { DATA_DIR: join(scratch, 'data') });
    await waitUntilAnswers(`http://127.0.0.1:${port}/`);
    expect(server.output()).toContain('Lead store: sqlite');
    server.child.kill('SIGTERM');
    await server.exited;
    expect(server.output()).not.toMatch(/does not work|⚠/);
  });
});

test.describe('SITE_URL, read at build time and at run time', () => {
  // The origin this build was made with (the default, in the test build), from its stamp.
  const built = builtVariables().SITE_URL?.replace(/\/+$/, '') || 'http://localhost:3000';

  for (const kind of ['next-start', 'standalone'] as ServerKind[]) {
    test(`${kind}: a different one at run time stops start-up, naming both`, async () => {
      const other = 'https://www.example.in';
      expect(built).not.toBe(other);
      const command = serverCommand(kind, await freePort());
      const server = launch(process.execPath, command.args, {
        ...command.env,
        DATA_DIR: join(scratch, 'data'),
        SITE_URL: `${other}/`,
      });
      expect(await server.exited).not.toBe(0);
      expect(server.output()).toContain(
        `The site cannot start. SITE_URL="${other}" differs from the build's SITE_URL="${built}"`,
      );
    });

    test(`${kind}: unset at run time, quote pages and their images use the build's`, async ({
      request,
    }) => {
      const server = await startSiteServer({ SITE_URL: undefined }, { kind });
      try {
        const page = await fetchHtml(request, `${server.url}/quote/sms?transactional=100000`);
        expect(page.canonical).toBe(`${built}/services/sms`);
        // The quote's own links carry the date of its prices.
        expect(page.meta('og:url')).toBe(
          `${built}/quote/sms?transactional=100000&prices=2026-11-22`,
        );
        expect(page.meta('og:image')).toBe(
          `${built}/quote/sms/image?transactional=100000&prices=2026-11-22`,
        );
      } finally {
        await server.stop();
      }
    });
  }
});

test.describe('the delivery route, for a platform with no long-running process', () => {
  const secret = 'a-scheduler-secret-of-at-least-32-characters';
  const call = (url: string, authorization?: string) =>
    fetch(`${url}/api/outbox/deliver`, {
      method: 'POST',
      headers: authorization ? { authorization } : {},
    });

  test('does not exist without OUTBOX_DELIVERY_SECRET', async () => {
    const server = await startSiteServer({ UPSTREAM_API_BASE: upstreamOrigin });
    try {
      expect((await call(server.url, `Bearer ${secret}`)).status).toBe(404);
      expect((await fetch(`${server.url}/api/outbox/deliver`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  });

  test('refuses a wrong secret, and with the right one delivers a due lead once', async () => {
    test.setTimeout(60_000);
    // The background outbox would not look for an hour: only the route delivers here.
    const env = {
      DATA_DIR: join(scratch, 'data'),
      UPSTREAM_API_BASE: upstreamOrigin,
      OUTBOX_POLL_MS: '3600000',
      OUTBOX_FIRST_RETRY_MS: '50',
      OUTBOX_DELIVERY_SECRET: secret,
    };
    const server = await startSiteServer(env);
    const marker = uniqueMarker('route');
    try {
      await setUpstreamMode(marker, 'down');
      await submit(server, endpoints.subscribe, { email: `${marker}@example.in` });
      await setUpstreamMode(marker, 'up');

      for (const wrong of [undefined, 'Bearer wrong', `Basic ${secret}`, `Bearer ${secret}x`]) {
        expect((await call(server.url, wrong)).status, String(wrong)).toBe(401);
      }
      expect(await health(server)).toMatchObject({ pending: 1 });

      const delivered = await call(server.url, `Bearer ${secret}`);
      expect(delivered.status).toBe(200);
      expect(await delivered.json()).toMatchObject({ attempts: 1, outcomes: { delivered: 1 } });
      const again = await call(server.url, `Bearer ${secret}`);
      expect(await again.json()).toMatchObject({ attempts: 0 });
      const requests = await upstreamRequests(marker);
      expect(requests.filter(({ status }) => status === 200)).toHaveLength(1);
      expect(await health(server)).toMatchObject({ pending: 0 });
    } finally {
      await server.stop();
    }
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
        submit(server, endpoints.subscribe, { email: `${uniqueMarker('locked')}@example.in` });
      // The first submission loads the endpoint's modules: what is timed below is the lock alone.
      expect((await send()).status).toBe(200);
      other.exec('BEGIN IMMEDIATE');
      const before = Date.now();
      const locked = await send();
      expect(Date.now() - before).toBeLessThan(1_000);
      expect(locked.status).toBe(503);
      expect(locked.json).toEqual({ statusCode: 503, message: expect.any(String) });
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
            `POST ${endpoints.subscribe} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
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
