import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { expect, test } from './support/test';
import { demoRequestBody, demoValues, fillDemoForm } from './support/demo-request';
import { expectDeliveredOnce, health, leadsCli, submit } from './support/leads';
import { startPostgres, type TestPostgres } from '@/testing/postgres';
import { startSiteServer, type ServerKind, type SiteServer } from '@/testing/site-server';
import {
  setUpstreamMode,
  type UpstreamMode,
  uniqueMarker,
  upstreamOrigin,
  upstreamRequests,
} from '@/testing/upstream';
import { messages } from '@/content/messages';
import { LEADS_FILE } from '@/lib/server/store/sqlite-database';
import { endpoints } from '@/lib/http/endpoints';

// The outbox's promises (docs/contracts.md), on each store and each way of serving the build.
// Servers of their own, with the outbox's timings shortened: it looks every 200 ms and retries
// first after 300 ms.
test.describe.configure({ mode: 'serial' });

const form = messages.DemoRequestForm;

type Store = { env: Record<string, string | undefined>; cleanUp: () => Promise<void> };
let postgres: TestPostgres;
test.beforeAll(async () => {
  postgres = await startPostgres();
});
test.afterAll(() => postgres?.stop());

const stores: Record<string, () => Promise<Store>> = {
  SQLite: async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
      cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  },
  PostgreSQL: async () => {
    const url = await postgres.createDatabase(`outbox_${randomUUID().replaceAll('-', '')}`);
    return { env: { DATABASE_URL: url }, cleanUp: async () => {} };
  },
};

function siteEnv(store: Store, extra: Record<string, string> = {}) {
  return {
    ...store.env,
    UPSTREAM_API_BASE: upstreamOrigin,
    OUTBOX_POLL_MS: '200',
    OUTBOX_FIRST_RETRY_MS: '300',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...extra,
  };
}

const demo = (email: string) => demoRequestBody(email);

/**
 * A server of its own on `store`, the upstream answering requests for a fresh marker as `mode`
 * says; runs `check` with them and stops the server after.
 */
async function withSite(
  store: Store,
  prefix: string,
  mode: UpstreamMode,
  check: (site: { server: SiteServer; marker: string; email: string }) => Promise<void>,
) {
  const server = await startSiteServer(siteEnv(store));
  const marker = uniqueMarker(prefix);
  await setUpstreamMode(marker, mode);
  try {
    await check({ server, marker, email: `${marker}@example.in` });
  } finally {
    await server.stop();
  }
}

for (const [name, open] of Object.entries(stores)) {
  test.describe(`the outbox on ${name}`, () => {
    let store: Store;
    test.beforeEach(async () => {
      store = await open();
    });
    test.afterEach(() => store.cleanUp());

    test('an upstream answering 500 loses nothing: every lead is delivered once it recovers', async () => {
      test.setTimeout(60_000);
      await withSite(store, 'down', 'down', async ({ server, marker }) => {
        const emails = Array.from({ length: 20 }, (_, i) => `${marker}d${i}x@example.in`);
        const subscribers = Array.from({ length: 20 }, (_, i) => `${marker}s${i}x@example.in`);
        const answers = await Promise.all([
          ...emails.map((email) => submit(server, endpoints.demoRequest, demo(email))),
          ...subscribers.map((email) => submit(server, endpoints.subscribe, { email })),
        ]);
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          expect(answer.json).toMatchObject({ statusCode: 200 });
        }
        expect((await health(server)).pending).toBe(40);
        // Retried while down: the upstream saw most leads more than once already.
        await expect.poll(async () => (await upstreamRequests(marker)).length).toBeGreaterThan(50);

        await setUpstreamMode(marker, 'up');
        await expect.poll(async () => (await health(server)).pending, { timeout: 20_000 }).toBe(0);
        for (const email of [...emails, ...subscribers]) await expectDeliveredOnce(email);
      });
    });

    test('an upstream that hangs: the visitor has an answer within 9 s, the lead goes later', async () => {
      test.setTimeout(60_000);
      await withSite(store, 'hang', 'hang', async ({ server, marker, email }) => {
        const started = Date.now();
        const answer = await submit(server, endpoints.demoRequest, demo(email));
        expect(Date.now() - started).toBeLessThan(9_000);
        expect(answer).toMatchObject({ status: 200, json: { statusCode: 200 } });
        await setUpstreamMode(marker, 'up');
        await expect.poll(async () => (await health(server)).pending, { timeout: 30_000 }).toBe(0);
        await expectDeliveredOnce(email);
      });
    });

    test('an upstream answering 429 with Retry-After: the visitor is answered 200, the lead goes once it may', async () => {
      test.setTimeout(60_000);
      const busy = { mode: 'refuse', status: 429, retryAfter: 1 } as const;
      await withSite(store, 'busy', busy, async ({ server, marker, email }) => {
        const answer = await submit(server, endpoints.subscribe, { email });
        expect(answer).toMatchObject({ status: 200, json: { statusCode: 200 } });
        expect(await health(server)).toMatchObject({ pending: 1, rejectedLast24Hours: 0 });
        expect(await leadsCli(store.env, '--status', 'pending')).toMatch(
          /newsletter_subscription {2}pending\n {2}to upstream: pending, \d attempt\(s\), last error http_429\n/,
        );
        // Not again before the second the upstream asked for, though the first retry is 300 ms.
        const first = (await upstreamRequests(marker))[0]!;
        await expect.poll(async () => (await upstreamRequests(marker)).length).toBeGreaterThan(1);
        expect((await upstreamRequests(marker))[1]!.at - first.at).toBeGreaterThanOrEqual(1_000);

        await setUpstreamMode(marker, 'up');
        await expect.poll(async () => (await health(server)).pending, { timeout: 20_000 }).toBe(0);
        await expectDeliveredOnce(email);
        expect(await leadsCli(store.env, '--status', 'delivered')).toContain(email);
      });
    });

    test('an upstream answering 422: the answer reaches the visitor, the lead is rejected and sent once', async () => {
      test.setTimeout(60_000);
      const refuse = { mode: 'refuse', status: 422 } as const;
      await withSite(store, 'refused', refuse, async ({ server, marker, email }) => {
        const answer = await submit(server, endpoints.demoRequest, demo(email));
        expect(answer).toMatchObject({
          status: 200,
          json: { statusCode: 422, message: 'Refused by the upstream' },
        });
        expect(await health(server)).toMatchObject({
          pending: 0,
          rejectedLast24Hours: 1,
          failed: 1,
        });
        const rejected = await leadsCli(store.env, '--status', 'rejected');
        expect(rejected).toContain(
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
        const emails = Array.from({ length: 3 }, (_, i) => `${marker}k${i}x@example.in`);
        const first = await startSiteServer(siteEnv(store), { kind });
        for (const email of emails) {
          expect((await submit(first, endpoints.demoRequest, demo(email))).json).toMatchObject({
            statusCode: 200,
          });
        }
        await first.kill();

        await setUpstreamMode(marker, 'up');
        const second = await startSiteServer(siteEnv(store), { kind });
        try {
          await expect
            .poll(async () => (await health(second)).pending, { timeout: 40_000 })
            .toBe(0);
          for (const email of emails) await expectDeliveredOnce(email);
        } finally {
          await second.stop();
        }
      });
    }

    test('retention: a delivered lead older than LEAD_RETENTION_DAYS is gone after the next purge', async () => {
      test.setTimeout(60_000);
      const env = siteEnv(store, { LEAD_RETENTION_DAYS: '1' });
      const first = await startSiteServer(env);
      const marker = uniqueMarker('retained');
      try {
        for (const email of [`${marker}-old@example.in`, `${marker}-new@example.in`]) {
          expect((await submit(first, endpoints.subscribe, { email })).json).toMatchObject({
            statusCode: 200,
          });
        }
      } finally {
        await first.stop();
      }
      // The first was delivered two days ago: a lead settles when its last delivery does.
      const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
      const age = `UPDATE deliveries SET settled_at = '${twoDaysAgo}' WHERE lead_id IN
        (SELECT id FROM leads WHERE email = '${marker}-old@example.in')`;
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
      expect(await leadsCli(store.env)).toContain(`${marker}-old@example.in`);

      const second = await startSiteServer(env);
      try {
        await expect.poll(() => second.output()).toContain('"event":"retention","deleted":1');
        const listing = await leadsCli(store.env);
        expect(listing).not.toContain(`${marker}-old@example.in`);
        expect(listing).toContain(`${marker}-new@example.in`);
      } finally {
        await second.stop();
      }
    });
  });
}

test.describe('several instances on one PostgreSQL', () => {
  test('deliver 20 pending leads exactly once each while the upstream takes 7.5 s an answer', async () => {
    test.setTimeout(120_000);
    const store = await stores.PostgreSQL!();
    const marker = uniqueMarker('slow');
    await setUpstreamMode(marker, 'down');
    const [one, two] = await Promise.all([
      startSiteServer(siteEnv(store)),
      startSiteServer(siteEnv(store)),
    ]);
    try {
      const emails = Array.from({ length: 20 }, (_, i) => `${marker}p${i}x@example.in`);
      const answers = await Promise.all(
        emails.map((email, i) => submit(i % 2 ? one : two, endpoints.subscribe, { email })),
      );
      expect(answers.every((answer) => answer.json.statusCode === 200)).toBe(true);
      expect((await health(one)).pending).toBe(20);

      const slowSince = Date.now();
      await setUpstreamMode(marker, { mode: 'slow', delayMs: 7_500 });
      // While the first deliveries take their 7.5 s, a lead none of them holds is forgotten: from
      // then on it is never sent, whoever had claimed it.
      await expect.poll(async () => (await upstreamRequests(marker)).length).toBeGreaterThan(20);
      const inFlight = new Set(
        (await upstreamRequests(marker))
          .filter(({ at }) => at >= slowSince)
          .map(({ url, body }) =>
            emails.find((email) => `${url}${body}`.includes(email.split('@')[0]!)),
          ),
      );
      const forgotten = emails.find((email) => !inFlight.has(email))!;
      expect(await leadsCli(store.env, '--forget', forgotten)).toMatch(/^Removed 1 lead/);
      // From the moment the CLI is done (its start-up takes a second, in which a delivery of
      // the lead may begin, and finish: it was not forgotten yet).
      const forgottenAt = Date.now();

      await expect
        .poll(async () => (await health(two)).pending, { timeout: 90_000, intervals: [1_000] })
        .toBe(0);
      for (const email of emails.filter((email) => email !== forgotten)) {
        await expectDeliveredOnce(email);
      }
      const afterForgetting = (await upstreamRequests(forgotten.split('@')[0]!)).filter(
        ({ at }) => at >= forgottenAt,
      );
      expect(afterForgetting).toEqual([]);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });

  test("count one client's submissions together: over the limit on one, limited on the other", async () => {
    test.setTimeout(60_000);
    const store = await stores.PostgreSQL!();
    const env = siteEnv(store, { RATE_LIMIT_PER_MINUTE: '3' });
    const [one, two] = await Promise.all([startSiteServer(env), startSiteServer(env)]);
    try {
      const marker = uniqueMarker('limit');
      for (let i = 0; i < 3; i += 1) {
        const server = i % 2 ? two : one;
        expect(
          (await submit(server, endpoints.subscribe, { email: `${marker}${i}@example.in` })).status,
        ).toBe(200);
      }
      const refused = await submit(two, endpoints.subscribe, { email: `${marker}3@example.in` });
      expect(refused.status).toBe(429);
      expect(
        (await submit(one, endpoints.subscribe, { email: `${marker}4@example.in` })).status,
      ).toBe(429);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });
});

test.describe('a request to forget', () => {
  test('leaves the address nowhere in the SQLite files, while the server runs (grep -c gives 0)', async () => {
    test.setTimeout(60_000);
    const store = await stores.SQLite!();
    const server = await startSiteServer(siteEnv(store, { UPSTREAM_API_BASE: '' }));
    const marker = uniqueMarker('forget');
    const email = `${marker}@example.in`;
    const grepCount = async () => {
      const { stdout } = await promisify(execFile)(
        'sh',
        ['-c', `grep -c -a -F "${marker}" ${store.env.DATA_DIR}/* || true`],
        {},
      );
      return stdout
        .trim()
        .split('\n')
        .map((line) => Number(line.split(':').at(-1)))
        .reduce((sum, count) => sum + count, 0);
    };
    try {
      expect((await submit(server, endpoints.demoRequest, demo(email))).status).toBe(200);
      expect((await submit(server, endpoints.subscribe, { email })).status).toBe(200);
      expect(await grepCount()).toBeGreaterThan(0);
      const report = await leadsCli(store.env, '--forget', email);
      expect(report).toMatch(/^Removed 2 lead\(s\) of /);
      expect(report).toContain('Files: the free pages zeroed, the write-ahead log emptied.');
      expect(await grepCount()).toBe(0);
      // The server goes on taking leads.
      expect(
        (await submit(server, endpoints.subscribe, { email: `${marker}b@example.in` })).status,
      ).toBe(200);
    } finally {
      await server.stop();
      await store.cleanUp();
    }
  });
});

test.describe('a store that cannot write', () => {
  test('SQLite held by another writer: 503, and the form shows the failure panel', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const store = await stores.SQLite!();
    const server = await startSiteServer(siteEnv(store));
    const other = new Database(join(String(store.env.DATA_DIR), LEADS_FILE));
    try {
      other.exec('BEGIN IMMEDIATE');
      const answer = await submit(server, endpoints.subscribe, {
        email: `${uniqueMarker('held')}@example.in`,
      });
      expect(answer).toMatchObject({ status: 503, json: { statusCode: 503 } });

      await page.goto(`${server.url}/contact`);
      await fillDemoForm(page, demoValues(`${uniqueMarker('held')}@example.in`));
      await page.getByRole('button', { name: form.submit }).click();
      const panel = page.getByRole('region', { name: form.failure.title });
      await expect(panel).toBeVisible();
      await expect(panel).toBeFocused();
    } finally {
      other.exec('ROLLBACK');
      other.close();
      await server.stop();
      await store.cleanUp();
    }
  });

  test('PostgreSQL refusing the write: 503; /api/health still answers for the server', async () => {
    test.setTimeout(60_000);
    const store = await stores.PostgreSQL!();
    const server = await startSiteServer(siteEnv(store));
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
      expect(answered.status).toBe(503);
      // The status alone to anyone; the store's name too to the operator.
      expect(await answered.json()).toEqual({ status: 'unavailable' });
      expect(await health(server)).toEqual({ status: 'unavailable', store: 'postgres' });
      await admin.query('ALTER TABLE leads_away RENAME TO leads');
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await admin.end();
      await server.stop();
    }
  });
});
