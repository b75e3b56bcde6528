import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect, test } from './support/test';
import { demoRequestBody, demoValues, fillDemoForm } from './support/demo-request';
import { startPostgres, type TestPostgres } from './support/postgres';
import { rawRequest, tokenHeaders } from './support/raw-request';
import { startSiteServer, type SiteServer } from './support/site-server';
import {
  setUpstreamMode,
  uniqueMarker,
  upstreamOrigin,
  upstreamRequests,
} from './support/upstream';
import { messages } from '@/content/messages';
import { LEADS_FILE } from '@/lib/server/store/sqlite-store';

// The outbox's contract (decisions.md), on each store. Servers of their own, with the outbox's
// timings shortened: it looks every 200 ms and retries first after 300 ms.
test.describe.configure({ mode: 'serial' });

const DEMO = '/api/v1.0/web/demo/req';
const SUBSCRIBE = '/api/v1.0/subscriber/add';
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
    INSTANCE_SUBMISSIONS_PER_MINUTE: '100000',
    ...extra,
  };
}

async function submit(server: SiteServer, path: string, body: object) {
  const response = await rawRequest(`${server.url}${path}`, {
    headers: tokenHeaders(),
    body: JSON.stringify(body),
  });
  return { status: response.status, json: JSON.parse(response.body) as Record<string, unknown> };
}

const demo = (email: string) => demoRequestBody(email);

/** Every request the upstream got for one lead: answered once with a 2xx, all under one key. */
async function expectDeliveredOnce(email: string) {
  // By the part before the @, which a subscription's query carries encoded.
  const requests = await upstreamRequests(email.split('@')[0]!);
  const delivered = requests.filter(({ status }) => status !== null && status < 300);
  expect(delivered, email).toHaveLength(1);
  const keys = new Set(requests.map(({ headers }) => headers['idempotency-key']));
  expect(keys.size, email).toBe(1);
  expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
}

async function pending(server: SiteServer): Promise<number> {
  const health = await fetch(`${server.url}/api/health`);
  return ((await health.json()) as { pending: number }).pending;
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
      const server = await startSiteServer(siteEnv(store));
      const marker = uniqueMarker('down');
      await setUpstreamMode(marker, 'down');
      try {
        const emails = Array.from({ length: 20 }, (_, i) => `${marker}d${i}x@example.in`);
        const subscribers = Array.from({ length: 20 }, (_, i) => `${marker}s${i}x@example.in`);
        const answers = await Promise.all([
          ...emails.map((email) => submit(server, DEMO, demo(email))),
          ...subscribers.map((email) => submit(server, SUBSCRIBE, { email })),
        ]);
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          expect(answer.json).toMatchObject({ statusCode: 200 });
        }
        expect(await pending(server)).toBe(40);
        // Retried while down: the upstream saw most leads more than once already.
        await expect.poll(async () => (await upstreamRequests(marker)).length).toBeGreaterThan(50);

        await setUpstreamMode(marker, 'up');
        await expect.poll(() => pending(server), { timeout: 20_000 }).toBe(0);
        for (const email of [...emails, ...subscribers]) await expectDeliveredOnce(email);
      } finally {
        await server.stop();
      }
    });

    test('an upstream that hangs: the visitor has an answer within 9 s, the lead goes later', async () => {
      test.setTimeout(60_000);
      const server = await startSiteServer(siteEnv(store));
      const marker = uniqueMarker('hang');
      await setUpstreamMode(marker, 'hang');
      try {
        const started = Date.now();
        const answer = await submit(server, DEMO, demo(`${marker}@example.in`));
        expect(Date.now() - started).toBeLessThan(9_000);
        expect(answer).toMatchObject({ status: 200, json: { statusCode: 200 } });
        await setUpstreamMode(marker, 'up');
        await expect.poll(() => pending(server), { timeout: 30_000 }).toBe(0);
        await expectDeliveredOnce(`${marker}@example.in`);
      } finally {
        await server.stop();
      }
    });

    test('a server killed with SIGKILL while leads are pending delivers them all once restarted', async () => {
      test.setTimeout(60_000);
      const marker = uniqueMarker('crash');
      await setUpstreamMode(marker, 'down');
      const emails = Array.from({ length: 5 }, (_, i) => `${marker}k${i}x@example.in`);
      const first = await startSiteServer(siteEnv(store));
      for (const email of emails) {
        expect((await submit(first, DEMO, demo(email))).status).toBe(200);
      }
      await first.kill();

      await setUpstreamMode(marker, 'up');
      const second = await startSiteServer(siteEnv(store));
      try {
        await expect.poll(() => pending(second), { timeout: 30_000 }).toBe(0);
        for (const email of emails) await expectDeliveredOnce(email);
      } finally {
        await second.stop();
      }
    });
  });
}

test.describe('several instances on one PostgreSQL', () => {
  test('deliver 100 leads taken by both exactly once each, after the upstream recovers', async () => {
    test.setTimeout(90_000);
    const store = await stores.PostgreSQL!();
    const marker = uniqueMarker('pair');
    await setUpstreamMode(marker, 'down');
    const [one, two] = await Promise.all([
      startSiteServer(siteEnv(store)),
      startSiteServer(siteEnv(store)),
    ]);
    try {
      const emails = Array.from({ length: 100 }, (_, i) => `${marker}p${i}x@example.in`);
      const answers = await Promise.all(
        emails.map((email, i) =>
          i % 2 ? submit(one, DEMO, demo(email)) : submit(two, SUBSCRIBE, { email }),
        ),
      );
      expect(answers.every((answer) => answer.json.statusCode === 200)).toBe(true);
      expect(await pending(one)).toBe(100);

      await setUpstreamMode(marker, 'up');
      await expect.poll(() => pending(two), { timeout: 30_000 }).toBe(0);
      for (const email of emails) await expectDeliveredOnce(email);
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
          (await submit(server, SUBSCRIBE, { email: `${marker}${i}@example.in` })).status,
        ).toBe(200);
      }
      const refused = await submit(two, SUBSCRIBE, { email: `${marker}3@example.in` });
      expect(refused.status).toBe(429);
      expect((await submit(one, SUBSCRIBE, { email: `${marker}4@example.in` })).status).toBe(429);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
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
      const answer = await submit(server, SUBSCRIBE, {
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
      const answer = await submit(server, DEMO, demo(`${uniqueMarker('away')}@example.in`));
      expect(answer).toMatchObject({ status: 503, json: { statusCode: 503 } });
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'unavailable', store: 'postgres' });
      await admin.query('ALTER TABLE leads_away RENAME TO leads');
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await admin.end();
      await server.stop();
    }
  });
});
