import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { testServersForFile } from './support/test-servers';
import { demoRequestBody } from './support/demo-request';
import { health, leadsCli, submit } from './support/leads';
import { startSiteServer, type SiteServer } from '@/testing/site-server';
import {
  setUpstreamMode,
  uniqueMarker,
  upstreamOrigin,
  upstreamRequests,
} from '@/testing/upstream';
import { formatCalendarDate } from '@/lib/format/dates';
import { endpoints } from '@/lib/http/endpoints';

// Every lead reaches a person (docs/contracts.md, "Destinations"): servers of the production
// build with email and webhook destinations, a real SMTP server and a webhook receiver that
// verifies signatures, on each store. The outbox looks every 200 ms and first retries after 300.
test.describe.configure({ mode: 'serial' });

const servers = testServersForFile();
test.beforeEach(() => {
  servers.inbox.refuseWith(undefined);
  servers.receiver.answerNext(204, 0);
});

type Store = { env: Record<string, string | undefined>; cleanUp: () => void };
const stores: Record<string, () => Promise<Store>> = {
  SQLite: async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'destinations-'));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
      cleanUp: () => rmSync(dataDir, { recursive: true, force: true }),
    };
  },
  PostgreSQL: async () => ({
    env: {
      DATABASE_URL: await servers.postgres.createDatabase(
        `dest_${randomUUID().replaceAll('-', '')}`,
      ),
    },
    cleanUp: () => {},
  }),
};

/** The site sending leads to the test's inbox and receiver, and to the upstream when asked. */
function destinationsEnv(store: Store, { upstream = false } = {}) {
  return {
    ...store.env,
    UPSTREAM_API_BASE: upstream ? upstreamOrigin : undefined,
    SMTP_URL: servers.inbox.url,
    LEAD_EMAIL_TO: 'sales@sandesh.example, leads@sandesh.example',
    LEAD_EMAIL_FROM: 'Sandesh Website <website@sandesh.example>',
    LEAD_WEBHOOK_URL: servers.receiver.url,
    LEAD_WEBHOOK_SECRET: servers.receiver.secret,
    OUTBOX_POLL_MS: '200',
    OUTBOX_FIRST_RETRY_MS: '300',
    RATE_LIMIT_PER_MINUTE: '100000',
  };
}

const mailsTo = (email: string) => servers.inbox.mails.filter((mail) => mail.raw.includes(email));
const hooksFor = (email: string) =>
  servers.receiver.requests.filter((request) => request.verified && request.body.includes(email));

async function withServer(
  env: Record<string, string | undefined>,
  check: (server: SiteServer) => Promise<void>,
) {
  const server = await startSiteServer(env);
  try {
    await check(server);
  } finally {
    await server.stop();
  }
}

for (const [name, open] of Object.entries(stores)) {
  test.describe(`destinations on ${name}`, () => {
    let store: Store;
    test.beforeEach(async () => {
      store = await open();
    });
    test.afterEach(() => store.cleanUp());

    test('one demo request: one email with the subject, Reply-To and every field; one signed webhook', async () => {
      await withServer(destinationsEnv(store), async (server) => {
        const email = `${uniqueMarker('mail')}@example.in`;
        const body = { ...demoRequestBody(email), name: 'Asha Rao <script>alert(1)</script>' };
        const answer = await submit(server, endpoints.demoRequest, body);
        expect(answer).toMatchObject({ status: 200, json: { statusCode: 200 } });

        await expect.poll(() => mailsTo(email).length).toBe(1);
        const { parsed, to } = mailsTo(email)[0]!;
        expect(to).toEqual(['sales@sandesh.example', 'leads@sandesh.example']);
        expect(parsed.subject).toBe(
          `Demo request: Asha Rao <script>alert(1)</script> (Digital Services), ${formatCalendarDate(body.demoDate)} 11:00 AM`,
        );
        expect(parsed.replyTo?.value[0]?.address).toBe(email);
        const html = String(parsed.html);
        expect(html).not.toContain('<script>');
        expect(html).toContain('Asha Rao &lt;script&gt;alert(1)&lt;/script&gt;');
        for (const value of [email, '9876543210', 'Digital Services', body.message, '11:00 AM']) {
          expect(parsed.text).toContain(value);
          expect(html).toContain(value);
        }

        await expect.poll(() => hooksFor(email).length).toBe(1);
        expect(hooksFor(email)[0]!.payload).toMatchObject({
          type: 'lead.demo_request',
          data: { email, mobile: '9876543210', name: body.name },
        });
        await expect.poll(async () => (await health(server)).pending).toBe(0);
        expect(await health(server)).toMatchObject({
          failed: 0,
          kept: 0,
          destinations: {
            email: { pending: 0, oldestPendingSeconds: 0 },
            webhook: { pending: 0, oldestPendingSeconds: 0 },
          },
        });
        // The time it was sent is the only thing a repeat changes: one message, one webhook.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(mailsTo(email)).toHaveLength(1);
        expect(hooksFor(email)).toHaveLength(1);
      });
    });

    test('a name carrying a header is refused before anything is sent', async () => {
      await withServer(destinationsEnv(store), async (server) => {
        const email = `${uniqueMarker('crlf')}@example.in`;
        const body = { ...demoRequestBody(email), name: 'Eve\r\nBcc: x@example.com' };
        expect((await submit(server, endpoints.demoRequest, body)).status).toBe(422);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(mailsTo(email)).toEqual([]);
        expect(servers.inbox.mails.filter((mail) => mail.to.includes('x@example.com'))).toEqual([]);
      });
    });

    test('the SMTP server away: the visitor gets 200, the email arrives once when it is back', async () => {
      test.setTimeout(60_000);
      await withServer(destinationsEnv(store), async (server) => {
        const email = `${uniqueMarker('away')}@example.in`;
        await servers.inbox.stop();
        try {
          const answer = await submit(server, endpoints.demoRequest, demoRequestBody(email));
          expect(answer).toMatchObject({ status: 200, json: { statusCode: 200 } });
          await expect
            .poll(async () => (await health(server)).destinations)
            .toMatchObject({ email: { pending: 1 }, webhook: { pending: 0 } });
          // A few retries fail while it is away.
          await new Promise((resolve) => setTimeout(resolve, 3_000));
          expect(mailsTo(email)).toEqual([]);
        } finally {
          await servers.inbox.start();
        }
        await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
        await expect.poll(async () => (await health(server)).pending).toBe(0);
        expect(mailsTo(email)).toHaveLength(1);
        expect(hooksFor(email)).toHaveLength(1);
      });
    });

    test('the upstream down, SMTP up: the email arrives now, the upstream gets the lead later, each once', async () => {
      test.setTimeout(60_000);
      await withServer(destinationsEnv(store, { upstream: true }), async (server) => {
        const marker = uniqueMarker('updown');
        const email = `${marker}@example.in`;
        await setUpstreamMode(marker, 'down');
        const answer = await submit(server, endpoints.demoRequest, demoRequestBody(email));
        expect(answer).toMatchObject({ status: 200, json: { statusCode: 200 } });
        await expect.poll(() => mailsTo(email).length).toBe(1);
        expect(await health(server)).toMatchObject({
          pending: 1,
          destinations: { upstream: { pending: 1 }, email: { pending: 0 } },
        });
        await setUpstreamMode(marker, 'up');
        await expect.poll(async () => (await health(server)).pending, { timeout: 20_000 }).toBe(0);
        const delivered = (await upstreamRequests(marker)).filter(
          ({ status }) => status !== null && status < 300,
        );
        expect(delivered).toHaveLength(1);
        expect(mailsTo(email)).toHaveLength(1);
        expect(hooksFor(email)).toHaveLength(1);
      });
    });

    test('a webhook answered 500 is sent again under the same webhook-id, and taken once', async () => {
      await withServer(destinationsEnv(store), async (server) => {
        const email = `${uniqueMarker('hook')}@example.in`;
        servers.receiver.answerNext(500, 2);
        await submit(server, endpoints.subscribe, { email });
        await expect.poll(() => hooksFor(email).length).toBe(3);
        const tries = hooksFor(email);
        expect(tries.map((request) => request.status)).toEqual([500, 500, 204]);
        expect(new Set(tries.map((request) => request.id)).size).toBe(1);
        expect(tries[0]!.payload).toMatchObject({
          type: 'lead.newsletter_subscription',
          data: { email },
          text: `Newsletter subscription: ${email}`,
        });
        await expect.poll(async () => (await health(server)).pending).toBe(0);
      });
    });

    test('a delivery refused for good keeps failed at 1 until the lead is forgotten', async () => {
      await withServer(destinationsEnv(store), async (server) => {
        const email = `${uniqueMarker('gone')}@example.in`;
        servers.receiver.answerNext(410, 1);
        await submit(server, endpoints.subscribe, { email });
        await expect
          .poll(async () => health(server))
          .toMatchObject({ failed: 1, pending: 0, rejectedLast24Hours: 1 });
        // Still there a while later: an alert on it does not clear by itself.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect((await health(server)).failed).toBe(1);
        const listing = await leadsCli(store.env, '--status', 'rejected');
        expect(listing).toContain('to webhook: rejected, 1 attempt(s), answer {"status":410');
        expect(listing).toContain('to email: delivered');
        await leadsCli(store.env, '--forget', email);
        expect((await health(server)).failed).toBe(0);
      });
    });
  });
}

test('with no destination, a lead is kept, counted, and start-up says which variables send it on', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kept-'));
  try {
    await withServer(
      { DATA_DIR: dataDir, DATABASE_URL: undefined, UPSTREAM_API_BASE: undefined },
      async (server) => {
        const before = (await health(server)).kept;
        await submit(server, endpoints.subscribe, { email: `${uniqueMarker('kept')}@example.in` });
        expect(await health(server)).toMatchObject({ kept: before + 1, destinations: {} });
        const lines = server
          .output()
          .split('\n')
          .filter((line) => line.startsWith('Leads:'));
        expect(lines).toEqual([
          expect.stringMatching(
            /^Leads: kept in the store only; nobody is told of them\. To send them on, set UPSTREAM_API_BASE; or SMTP_URL, LEAD_EMAIL_TO and LEAD_EMAIL_FROM; or LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET/,
          ),
        ]);
      },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('two instances on one PostgreSQL: each destination gets each lead once', async () => {
  test.setTimeout(90_000);
  const databaseUrl = await servers.postgres.createDatabase(
    `two_${randomUUID().replaceAll('-', '')}`,
  );
  const store: Store = { env: { DATABASE_URL: databaseUrl }, cleanUp: () => {} };
  const marker = uniqueMarker('pair');
  await setUpstreamMode(marker, { mode: 'slow', delayMs: 300 });
  const [one, two] = await Promise.all([
    startSiteServer(destinationsEnv(store, { upstream: true })),
    startSiteServer(destinationsEnv(store, { upstream: true })),
  ]);
  try {
    const emails = Array.from({ length: 20 }, (_, i) => `${marker}n${i}x@example.in`);
    // Half of them first go to a stalled SMTP server, so the two outboxes race for the retries.
    await servers.inbox.stop();
    await Promise.all(
      emails.map((email, i) =>
        submit(i % 2 ? one : two, endpoints.demoRequest, demoRequestBody(email)),
      ),
    );
    await servers.inbox.start();
    await expect
      .poll(async () => (await health(one)).pending, { timeout: 60_000, intervals: [500] })
      .toBe(0);
    for (const email of emails) {
      expect(mailsTo(email), email).toHaveLength(1);
      expect(hooksFor(email), email).toHaveLength(1);
      const delivered = (await upstreamRequests(email.split('@')[0]!)).filter(
        ({ status }) => status !== null && status < 300,
      );
      expect(delivered, email).toHaveLength(1);
    }
  } finally {
    await Promise.all([one.stop(), two.stop()]);
  }
});
