import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ES module shared with the bench
import { stylesheetPaths } from '@/testing/stylesheet-paths.mjs';
import { expect, test } from './support/test';
import { fetchHtml } from './support/html';
import { deliveries, expectDeliveredOnce, health, leadsCli, submit } from './support/leads';
import { quickOutbox } from './support/test-servers';
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
import { endpoints } from '@/lib/http/endpoints';
import { distDir } from '@/testing/test-build.mjs';
import { readPdf } from '@/testing/pdf';

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

  test('stops with a message naming what is wrong, and never a secret', async () => {
    const secrets = ['smtp-pa55word', 'c2VjcmV0LXdlYmhvb2sta2V5LW9mLTMyLWJ5dGVzISE'];
    const file = join(scratch, 'a-file');
    writeFileSync(file, '');
    for (const [env, message] of [
      [
        { DATA_DIR: join(file, 'data') },
        `The site cannot start. The lead store cannot be opened and written: DATA_DIR="${join(file, 'data')}"`,
      ],
      [
        { UPSTREAM_API_BASE: 'http://api.example.in' },
        'Invalid configuration: UPSTREAM_API_BASE: must be https:// (http:// only on loopback)',
      ],
      [
        {
          SMTP_URL: `smtps://leads%40example.in:${secrets[0]}@smtp.example.in:465`,
          LEAD_EMAIL_TO: 'sales@example.in',
        },
        'Invalid configuration: LEAD_EMAIL_FROM: required with SMTP_URL and LEAD_EMAIL_TO',
      ],
      [
        {
          LEAD_WEBHOOK_URL: 'https://hooks.example.in/services/T0/B0/tokenpart',
          LEAD_WEBHOOK_SECRET: `whsec_${secrets[1]}!`,
        },
        'Invalid configuration: LEAD_WEBHOOK_SECRET: whsec_ followed by',
      ],
    ] as [Record<string, string>, string][]) {
      const server = launch('npm', ['start'], {
        PORT: String(await freePort()),
        DATA_DIR: join(scratch, 'data'),
        ...env,
      });
      expect(await server.exited, message).not.toBe(0);
      expect(server.output()).toContain(message);
      for (const secret of secrets) expect(server.output()).not.toContain(secret);
    }
  });

  test('serves on PORT with no warning about the configuration, and SIGTERM closes it', async () => {
    const port = await freePort();
    const server = launch('npm', ['start'], {
      PORT: String(port),
      DATA_DIR: join(scratch, 'data'),
    });
    await waitUntilAnswers(`http://127.0.0.1:${port}/`, { timeoutMs: 30_000 });
    expect(server.output()).toContain('Lead store: sqlite');
    server.child.kill('SIGTERM');
    await server.exited;
    expect(server.output()).not.toMatch(/does not work|⚠/);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });
});

test.describe('every way of serving the build', () => {
  for (const kind of ['next-start', 'standalone'] as ServerKind[]) {
    test(`${kind}: SIGTERM lets the delivery in flight finish before the server exits`, async () => {
      test.setTimeout(60_000);
      const dataDir = join(scratch, 'data');
      const env = { DATA_DIR: dataDir, UPSTREAM_API_BASE: upstreamOrigin, ...quickOutbox };
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
      // The quotation PDF, from the fonts traced into the standalone folder.
      const pdf = await fetch(`${server.url}/quote/sms/pdf?transactional=100000&parts=2`);
      const { text, pages } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
      expect(pages).toHaveLength(1);
      expect(text).toContain('Q-SMS-5A05D8');
      expect(text).toContain('₹40,120.00');
      for (const image of ['/opengraph-image', '/quote/sms/image?transactional=100000']) {
        const response = await fetch(`${server.url}${image}`);
        expect(response.status, image).toBe(200);
        expect(response.headers.get('content-type'), image).toBe('image/png');
        expect((await response.arrayBuffer()).byteLength, image).toBeGreaterThan(10_000);
      }

      // The demo request and the CLI beside it: e2e/container.spec.ts.
      const email = `${uniqueMarker('standalone')}@example.in`;
      expect((await submit(server, endpoints.subscribe, { email })).json).toEqual({
        statusCode: 200,
        message: 'Thanks for subscribing to our newsletter!',
      });
      await expectDeliveredOnce(email);
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
      { DATA_DIR: dataDir, UPSTREAM_API_BASE: upstreamOrigin, ...quickOutbox },
    );
    const origin = `http://127.0.0.1:${port}`;
    await waitUntilAnswers(`${origin}${endpoints.xsrf}`, { timeoutMs: 150_000 });
    expect(server.output()).toContain('Lead store: sqlite');
    const marker = uniqueMarker('dev');
    await setUpstreamMode(marker, 'down');
    const email = `${marker}@example.in`;
    expect((await submit({ url: origin }, endpoints.subscribe, { email })).status).toBe(200);
    await setUpstreamMode(marker, 'up');
    await expect.poll(() => deliveries(email), { timeout: 20_000 }).toHaveLength(1);
    expect(await leadsCli({ DATA_DIR: dataDir }, '--status', 'delivered')).toContain(
      `${marker}@example.in`,
    );
    server.child.kill('SIGTERM');
    await server.exited;
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

  test('exists only with OUTBOX_DELIVERY_SECRET, refuses a wrong secret, and with the right one delivers a due lead once', async () => {
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
    const without = await startSiteServer({ UPSTREAM_API_BASE: upstreamOrigin });
    try {
      // Without OUTBOX_DELIVERY_SECRET, there is no such route.
      expect((await call(without.url, `Bearer ${secret}`)).status).toBe(404);
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
      await Promise.all([server.stop(), without.stop()]);
    }
  });
});
