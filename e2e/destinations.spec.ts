import { expect, test } from './support/test';
import {
  quickOutbox,
  storesOn,
  testServersForFile,
  withServer,
  type Store,
} from './support/test-servers';
import { demoRequestBody } from './support/demo-request';
import { health, leadsCli, submit } from './support/leads';
import { uniqueMarker } from '@/testing/upstream';
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

const stores = storesOn(servers);

/** The site sending leads to the test's inbox and receiver. */
function destinationsEnv(store: Store) {
  return {
    ...store.env,
    ...quickOutbox,
    UPSTREAM_API_BASE: undefined,
    SMTP_URL: servers.inbox.url,
    LEAD_EMAIL_TO: 'sales@sandesh.example, leads@sandesh.example',
    LEAD_EMAIL_FROM: 'Sandesh Website <website@sandesh.example>',
    LEAD_WEBHOOK_URL: servers.receiver.url,
    LEAD_WEBHOOK_SECRET: servers.receiver.secret,
  };
}

const mailsTo = (email: string) => servers.inbox.mails.filter((mail) => mail.raw.includes(email));
const hooksFor = (email: string) =>
  servers.receiver.requests.filter((request) => request.verified && request.body.includes(email));

for (const [name, open] of Object.entries(stores)) {
  test.describe(`destinations on ${name}`, () => {
    let store: Store;
    test.beforeEach(async () => {
      store = await open();
    });
    test.afterEach(() => store.cleanUp());

    test('one demo request: one email with the subject, Reply-To and every field; one signed webhook', async () => {
      test.setTimeout(60_000);
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
  const store = await stores.SQLite();
  await withServer({ ...store.env, UPSTREAM_API_BASE: undefined }, async (server) => {
    await submit(server, endpoints.subscribe, { email: `${uniqueMarker('kept')}@example.in` });
    expect(await health(server)).toMatchObject({ kept: 1, destinations: {} });
    expect(server.output().match(/^Leads: .*/gm)).toEqual([
      expect.stringMatching(
        /^Leads: kept in the store only; nobody is told of them\. To send them on, set UPSTREAM_API_BASE; or SMTP_URL, LEAD_EMAIL_TO and LEAD_EMAIL_FROM; or LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET/,
      ),
    ]);
  });
  store.cleanUp();
});
