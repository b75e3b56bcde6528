import Database from 'better-sqlite3';
import { join } from 'node:path';
import pg from 'pg';
import { expect, test } from './support/test';
import { demoRequestBody as demo, demoValues, fillDemoForm } from './support/demo-request';
import { expectDeliveredOnce, health, leadsCli, linesHolding, submit } from './support/leads';
import {
  quickOutbox,
  storesOn,
  testServersForFile,
  withServer,
  type Store,
} from './support/test-servers';
import { startSiteServer, type ServerKind } from '@/testing/site-server';
import {
  setUpstreamMode,
  uniqueMarker,
  upstreamOrigin,
  upstreamRequests,
} from '@/testing/upstream';
import { messages } from '@/content/messages';
import { LEADS_FILE } from '@/lib/server/store/sqlite-database';
import { endpoints } from '@/lib/http/endpoints';

// The outbox's promises (docs/contracts.md), on each store and each way of serving the build.
test.describe.configure({ mode: 'serial' });
const stores = storesOn(testServersForFile());
const siteEnv = (store: Store, extra: Record<string, string> = {}) => ({
  ...store.env,
  ...quickOutbox,
  UPSTREAM_API_BASE: upstreamOrigin,
  ...extra,
});
const emails = (marker: string, count: number, tag = 'x') =>
  Array.from({ length: count }, (_, i) => `${marker}${tag}${i}x@example.in`);

for (const [name, open] of Object.entries(stores)) {
  test.describe(`the outbox on ${name}`, () => {
    let store: Store;
    test.beforeEach(async () => {
      store = await open();
    });
    test.afterEach(() => store.cleanUp());

    test('an upstream answering 500 loses nothing: every lead is delivered once it recovers', async () => {
      test.setTimeout(60_000);
      const marker = uniqueMarker('down');
      await setUpstreamMode(marker, 'down');
      await withServer(siteEnv(store), async (server) => {
        const [demos, subscribers] = [emails(marker, 20, 'd'), emails(marker, 20, 's')];
        const answers = await Promise.all([
          ...demos.map((email) => submit(server, endpoints.demoRequest, demo(email))),
          ...subscribers.map((email) => submit(server, endpoints.subscribe, { email })),
        ]);
        for (const answer of answers) {
          expect(answer).toMatchObject({ status: 200, json: { statusCode: 200 } });
        }
        expect((await health(server)).pending).toBe(40);
        // Retried while down: the upstream saw most leads more than once already.
        await expect.poll(async () => (await upstreamRequests(marker)).length).toBeGreaterThan(50);
        await setUpstreamMode(marker, 'up');
        await expect.poll(async () => (await health(server)).pending, { timeout: 20_000 }).toBe(0);
        for (const email of [...demos, ...subscribers]) await expectDeliveredOnce(email);
      });
    });

    test('an upstream that hangs: the visitor waits for it at most 8 s, the lead goes later', async () => {
      test.setTimeout(60_000);
      const marker = uniqueMarker('hang');
      const email = `${marker}@example.in`;
      await setUpstreamMode(marker, 'hang');
      await withServer(siteEnv(store), async (server) => {
        // Warmed first, so that what is timed is the wait for the upstream, not a cold route.
        await submit(server, endpoints.demoRequest, demo(`${uniqueMarker('warm')}@example.in`));
        const started = Date.now();
        const answer = await submit(server, endpoints.demoRequest, demo(email));
        // The upstream hangs for 15 s and never answered: the site gave up on it after 8 s (plus
        // a margin for a loaded machine that still fails if it waited for the upstream).
        expect(Date.now() - started).toBeLessThan(11_000);
        const statuses = (await upstreamRequests(marker)).map(({ status }) => status);
        expect(new Set(statuses)).toEqual(new Set([null]));
        expect(answer).toMatchObject({ status: 200, json: { statusCode: 200 } });
        await setUpstreamMode(marker, 'up');
        await expect.poll(async () => (await health(server)).pending, { timeout: 30_000 }).toBe(0);
        await expectDeliveredOnce(email);
      });
    });

    test('an upstream answering 429 with Retry-After: the visitor is answered 200, the lead goes once it may', async () => {
      test.setTimeout(60_000);
      const marker = uniqueMarker('busy');
      const email = `${marker}@example.in`;
      await setUpstreamMode(marker, { mode: 'refuse', status: 429, retryAfter: 1 });
      await withServer(siteEnv(store), async (server) => {
        const answer = await submit(server, endpoints.subscribe, { email });
        expect(answer).toMatchObject({ status: 200, json: { statusCode: 200 } });
        expect(await health(server)).toMatchObject({ pending: 1, rejectedLast24Hours: 0 });
        expect(await leadsCli(store.env, '--status', 'pending')).toMatch(
          /newsletter_subscription {2}pending\n {2}to upstream: pending, \d attempt\(s\), last error http_429\n/,
        );
        // Not again before the second the upstream asked for, though the first retry is 300 ms.
        await expect.poll(async () => (await upstreamRequests(marker)).length).toBeGreaterThan(1);
        const [first, second] = await upstreamRequests(marker);
        expect(second!.at - first!.at).toBeGreaterThanOrEqual(1_000);
        await setUpstreamMode(marker, 'up');
        await expect.poll(async () => (await health(server)).pending, { timeout: 20_000 }).toBe(0);
        await expectDeliveredOnce(email);
        expect(await leadsCli(store.env, '--status', 'delivered')).toContain(email);
      });
    });

    test('an upstream answering 422: the answer reaches the visitor, the lead is rejected and sent once', async () => {
      test.setTimeout(60_000);
      const marker = uniqueMarker('refused');
      await setUpstreamMode(marker, { mode: 'refuse', status: 422 });
      await withServer(siteEnv(store), async (server) => {
        const answer = await submit(server, endpoints.demoRequest, demo(`${marker}@example.in`));
        expect(answer).toMatchObject({
          status: 200,
          json: { statusCode: 422, message: 'Refused by the upstream' },
        });
        expect(await health(server)).toMatchObject({
          pending: 0,
          rejectedLast24Hours: 1,
          failed: 1,
        });
        expect(await leadsCli(store.env, '--status', 'rejected')).toContain(
          'demo_request  rejected\n  to upstream: rejected, 1 attempt(s), answer {"status":422,"body":{"statusCode":422,"message":"Refused by the upstream"}}\n',
        );
        // Ten looks of the outbox later, it has not been sent again.
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        expect(await upstreamRequests(marker)).toHaveLength(1);
      });
    });

    for (const kind of ['next-start', 'standalone'] as ServerKind[]) {
      test(`${kind}: a server killed with SIGKILL while a lead is pending delivers it once restarted`, async () => {
        test.setTimeout(90_000);
        const marker = uniqueMarker('crash');
        await setUpstreamMode(marker, 'down');
        const first = await startSiteServer(siteEnv(store), { kind });
        for (const email of emails(marker, 3)) {
          expect((await submit(first, endpoints.demoRequest, demo(email))).status).toBe(200);
        }
        await first.kill();
        await setUpstreamMode(marker, 'up');
        const second = await startSiteServer(siteEnv(store), { kind });
        try {
          await expect
            .poll(async () => (await health(second)).pending, { timeout: 40_000 })
            .toBe(0);
          for (const email of emails(marker, 3)) await expectDeliveredOnce(email);
        } finally {
          await second.stop();
        }
      });
    }

    test('retention: a delivered lead older than LEAD_RETENTION_DAYS is gone after the next purge', async () => {
      test.setTimeout(60_000);
      const env = siteEnv(store, { LEAD_RETENTION_DAYS: '1' });
      const [old, recent] = [
        `${uniqueMarker('old')}@example.in`,
        `${uniqueMarker('new')}@example.in`,
      ];
      await withServer(env, async (server) => {
        for (const email of [old, recent]) {
          expect((await submit(server, endpoints.subscribe, { email })).status).toBe(200);
        }
      });
      // The first was delivered two days ago: a lead settles when its last delivery does.
      const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
      const age = `UPDATE deliveries SET settled_at = '${twoDaysAgo}' WHERE lead_id IN
        (SELECT id FROM leads WHERE email = '${old}')`;
      if (store.env.DATABASE_URL) {
        const admin = new pg.Client({ connectionString: store.env.DATABASE_URL });
        await admin.connect();
        await admin.query(age);
        await admin.end();
      } else {
        const database = new Database(join(store.env.DATA_DIR!, LEADS_FILE));
        database.exec(age);
        database.close();
      }
      expect(await leadsCli(store.env)).toContain(old);
      await withServer(env, async (server) => {
        await expect.poll(() => server.output()).toContain('"event":"retention","deleted":1');
        const listing = await leadsCli(store.env);
        expect(listing).not.toContain(old);
        expect(listing).toContain(recent);
      });
    });
  });
}

test('several instances on one PostgreSQL deliver 20 pending leads once each while the upstream takes 7.5 s an answer', async () => {
  test.setTimeout(120_000);
  const store = await stores.PostgreSQL();
  const marker = uniqueMarker('slow');
  await setUpstreamMode(marker, 'down');
  const [one, two] = await Promise.all([
    startSiteServer(siteEnv(store)),
    startSiteServer(siteEnv(store)),
  ]);
  try {
    const all = emails(marker, 20, 'p');
    const answers = await Promise.all(
      all.map((email, i) => submit(i % 2 ? one : two, endpoints.subscribe, { email })),
    );
    expect(answers.every((answer) => answer.json.statusCode === 200)).toBe(true);
    expect((await health(one)).pending).toBe(20);

    const slowSince = Date.now();
    await setUpstreamMode(marker, { mode: 'slow', delayMs: 7_500 });
    // While the first deliveries take their 7.5 s, a lead none of them holds is forgotten: from
    // then on it is never sent, whoever had claimed it.
    await expect.poll(async () => (await upstreamRequests(marker)).length).toBeGreaterThan(20);
    const inFlight = (await upstreamRequests(marker))
      .filter(({ at }) => at >= slowSince)
      .map(({ url, body }) => `${url}${body}`);
    const forgotten = all.find((email) => !inFlight.some((r) => r.includes(email.split('@')[0]!)))!;
    expect(await leadsCli(store.env, '--forget', forgotten)).toMatch(/^Removed 1 lead/);
    // From the moment the CLI is done (its start-up takes a second, in which a delivery of
    // the lead may begin, and finish: it was not forgotten yet).
    const forgottenAt = Date.now();
    await expect
      .poll(async () => (await health(two)).pending, { timeout: 90_000, intervals: [1_000] })
      .toBe(0);
    for (const email of all.filter((email) => email !== forgotten))
      await expectDeliveredOnce(email);
    const afterForgetting = (await upstreamRequests(forgotten.split('@')[0]!)).filter(
      ({ at }) => at >= forgottenAt,
    );
    expect(afterForgetting).toEqual([]);
  } finally {
    await Promise.all([one.stop(), two.stop()]);
  }
});

test("several instances count one client's submissions together", async () => {
  const env = siteEnv(await stores.PostgreSQL(), { RATE_LIMIT_PER_MINUTE: '3' });
  const [one, two] = await Promise.all([startSiteServer(env), startSiteServer(env)]);
  try {
    const marker = uniqueMarker('limit');
    const statuses = [];
    for (const [i, server] of [one, two, one, two, one].entries()) {
      statuses.push(
        (await submit(server, endpoints.subscribe, { email: `${marker}${i}@example.in` })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  } finally {
    await Promise.all([one.stop(), two.stop()]);
  }
});

test('--forget leaves the address nowhere in the SQLite files while the server runs (grep -c gives 0)', async () => {
  const store = await stores.SQLite();
  const marker = uniqueMarker('forget');
  const email = `${marker}@example.in`;
  const grepCount = () => linesHolding(store.env.DATA_DIR!, marker);
  try {
    await withServer(siteEnv(store, { UPSTREAM_API_BASE: '' }), async (server) => {
      expect((await submit(server, endpoints.demoRequest, demo(email))).status).toBe(200);
      expect((await submit(server, endpoints.subscribe, { email })).status).toBe(200);
      expect(await grepCount()).toBeGreaterThan(0);
      const report = await leadsCli(store.env, '--forget', email);
      expect(report).toMatch(/^Removed 2 lead\(s\) of /);
      expect(report).toContain('Files: the free pages zeroed, the write-ahead log emptied.');
      expect(await grepCount()).toBe(0);
      // The server goes on taking leads.
      const next = await submit(server, endpoints.subscribe, { email: `${marker}b@example.in` });
      expect(next.status).toBe(200);
    });
  } finally {
    store.cleanUp();
  }
});

test('SQLite held by another writer: 503 within a second, the form shows the failure panel, then it recovers', async ({
  page,
}) => {
  const store = await stores.SQLite();
  try {
    await withServer(siteEnv(store), async (server) => {
      const send = () =>
        submit(server, endpoints.subscribe, { email: `${uniqueMarker('held')}@example.in` });
      // The first submission loads the endpoint's modules: what is timed below is the lock alone.
      expect((await send()).status).toBe(200);
      const other = new Database(join(store.env.DATA_DIR!, LEADS_FILE));
      try {
        other.exec('BEGIN IMMEDIATE');
        const before = Date.now();
        expect(await send()).toMatchObject({ status: 503, json: { statusCode: 503 } });
        expect(Date.now() - before).toBeLessThan(1_000);
        await page.goto(`${server.url}/contact`);
        await fillDemoForm(page, demoValues(`${uniqueMarker('held')}@example.in`));
        await page.getByRole('button', { name: messages.DemoRequestForm.submit }).click();
        const panel = page.getByRole('region', { name: messages.DemoRequestForm.failure.title });
        await expect(panel).toBeFocused();
      } finally {
        other.exec('ROLLBACK');
        other.close();
      }
      expect((await send()).status).toBe(200);
    });
  } finally {
    store.cleanUp();
  }
});

test('PostgreSQL refusing the write: 503; /api/health says so to anyone, and names the store to the operator', async () => {
  const store = await stores.PostgreSQL();
  await withServer(siteEnv(store), async (server) => {
    const admin = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('ALTER TABLE leads RENAME TO leads_away');
      const answer = await submit(
        server,
        endpoints.demoRequest,
        demo(`${uniqueMarker('away')}@example.in`),
      );
      expect(answer).toMatchObject({ status: 503, json: { statusCode: 503 } });
      const answered = await fetch(`${server.url}/api/health`);
      expect([answered.status, await answered.json()]).toEqual([503, { status: 'unavailable' }]);
      expect(await health(server)).toEqual({ status: 'unavailable', store: 'postgres' });
      await admin.query('ALTER TABLE leads_away RENAME TO leads');
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await admin.end();
    }
  });
});
