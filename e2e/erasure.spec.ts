import { expect, test } from './support/test';
import {
  quickOutbox,
  storesOn,
  testServersForFile,
  withServer,
  type Store,
} from './support/test-servers';
import { demoRequestBody } from './support/demo-request';
import { deliveries, health, leadsCli, linesHolding, submit } from './support/leads';
import { grievanceContact } from '@/content/privacy-notice';
import { ERASURE_LINK_HOURS } from '@/lib/forms/erasure-token';
import { hindiMessages, messages } from '@/content/messages';
import { paths } from '@/content/routes';
import { site } from '@/content/site';
import type { ReceivedMail } from '@/testing/lead-inbox';
import { startSiteServer, type SiteServer } from '@/testing/site-server';
import { setUpstreamMode, uniqueMarker, upstreamOrigin } from '@/testing/upstream';
import { endpoints } from '@/lib/http/endpoints';
import { leadStoreOn } from '@/lib/server/store/lead-store';
import { openSqliteDatabase } from '@/lib/server/store/sqlite-database';

// A visitor withdraws consent and erases their details (docs/contracts.md, "Erasure"): servers of
// the production build with every destination, a real SMTP server and a webhook receiver that
// verifies signatures, on SQLite and on two instances sharing one PostgreSQL.
test.describe.configure({ mode: 'serial' });

const servers = testServersForFile();

const SALES = 'sales@sandesh.example';

const storeOf = storesOn(servers);
const siteEnv = (store: Store, { email = true } = {}) => ({
  ...store.env,
  ...quickOutbox,
  UPSTREAM_API_BASE: upstreamOrigin,
  SMTP_URL: email ? servers.inbox.url : undefined,
  LEAD_EMAIL_TO: email ? SALES : undefined,
  LEAD_EMAIL_FROM: email ? 'Sandesh Website <website@sandesh.example>' : undefined,
  LEAD_WEBHOOK_URL: servers.receiver.url,
  LEAD_WEBHOOK_SECRET: servers.receiver.secret,
});

/** The messages sent to the visitor themself: the erasure links. */
const linksTo = (email: string) =>
  servers.inbox.mails.filter((mail) => mail.to.length === 1 && mail.to[0] === email);
const salesMails = (subject: string) =>
  servers.inbox.mails.filter((mail) => mail.to.includes(SALES) && mail.parsed.subject === subject);
const erasedEvents = (email: string, type = 'lead.erased') =>
  servers.receiver.requests.filter(
    (request) =>
      request.verified && request.payload?.type === type && request.payload.data.email === email,
  );

/** The token of an erasure link, read from the email as a mail client shows it. */
function tokenIn(mail: ReceivedMail): string {
  const link = /(\S+)\/privacy-notice\/erase#token=([A-Za-z0-9_-]{43})\b/.exec(
    String(mail.parsed.text),
  );
  expect(link, 'the link in the email').not.toBeNull();
  expect(String(mail.parsed.html)).toContain(`#token=${link![2]}`);
  return link![2]!;
}

const ask = (server: SiteServer, email: string) =>
  submit(server, endpoints.erasureRequest, { email, locale: 'en' });
const confirm = (server: SiteServer, token: string) =>
  submit(server, endpoints.erasureConfirm, { token });

const stores = [
  {
    name: 'SQLite',
    instances: 1,
    copy: messages,
    notice: paths.privacyNotice,
    link: paths.erasure,
  },
  {
    name: 'two instances on PostgreSQL, in Hindi',
    instances: 2,
    copy: hindiMessages,
    notice: paths.privacyNoticeHindi,
    link: paths.erasureHindi,
  },
];

for (const { name, instances, copy, notice: noticePath, link: linkPath } of stores) {
  test(`erasure end to end on ${name}: one link, every copy erased, every destination told`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const store = await storeOf[instances === 1 ? 'SQLite' : 'PostgreSQL']();
    const sites = await Promise.all(
      Array.from({ length: instances }, () => startSiteServer(siteEnv(store))),
    );
    const [first, last] = [sites[0]!, sites.at(-1)!];
    try {
      const marker = uniqueMarker('erase');
      const email = `${marker}@example.in`;
      // The upstream is down: its delivery of the lead is still pending when the visitor erases.
      await setUpstreamMode(marker, 'down');
      expect(await submit(first, endpoints.demoRequest, demoRequestBody(email))).toMatchObject({
        status: 200,
      });
      await expect
        .poll(
          () =>
            servers.receiver.requests.filter((r) => r.verified && r.body.includes(email)).length,
        )
        .toBe(1);
      const leadId = String(
        servers.receiver.requests.find((r) => r.body.includes(email))!.payload!.data.id,
      );
      expect((await leadsCli(store.env)).includes(email)).toBe(true);

      if (store.env.DATA_DIR) {
        expect(await linesHolding(store.env.DATA_DIR, marker)).toBeGreaterThan(0);
      }
      // The visitor asks on the notice page, in its language.
      await page.goto(`${first.url}${noticePath}`);
      const form = page.getByRole('form', { name: copy.ErasureRequest.title });
      await form.getByLabel(copy.ErasureRequest.emailLabel).fill(email);
      await form.getByRole('button', { name: copy.ErasureRequest.submit }).click();
      await expect(form.getByRole('status')).toHaveText(
        copy.ErasureRequest.answers.email.replace('{hours}', String(ERASURE_LINK_HOURS)),
      );
      await expect(form.getByLabel(copy.ErasureRequest.emailLabel)).toHaveValue('');
      expect(page.url()).not.toContain(marker);
      await expect.poll(() => linksTo(email).length).toBe(1);
      const link = linksTo(email)[0]!;
      expect(link.parsed.subject).toBe(copy.ErasureLink.subject.replace('{siteName}', site.name));
      const token = tokenIn(link);
      // The link opens the confirmation page, which takes the token out of the address bar (and
      // so out of history and bookmarks) and sends it only on Confirm.
      const outcomes = copy.ErasureConfirmation.outcomes;
      const confirmButton = page.getByRole('button', { name: copy.ErasureConfirmation.confirm });
      const openLink = async (server: SiteServer) => {
        // From another page: a change of the fragment alone would not load the page again.
        await page.goto(`${server.url}${noticePath}`);
        await page.goto(`${server.url}${linkPath}#token=${token}`);
        await expect(page.getByText(outcomes.ready)).toBeVisible();
        expect(new URL(page.url()).hash).toBe('');
      };
      await openLink(last);
      expect((await leadsCli(store.env)).includes(email)).toBe(true);
      expect((await health(first)).erasures).toMatchObject({ awaitingConfirmation: 1 });
      // This browser's note of where its visits came from goes too.
      await page.evaluate(() => localStorage.setItem('sd-attribution', '{"first":{}}'));
      await confirmButton.click();
      const erased = page.locator('[data-outcome="erased"]');
      await expect(erased).toHaveText(outcomes.erased);
      await expect(erased).toBeFocused();
      await expect(confirmButton).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('sd-attribution'))).toBeNull();
      expect(await leadsCli(store.env)).not.toContain(email);

      // The webhook's receiver verifies one lead.erased event naming the lead and the address.
      await expect.poll(() => erasedEvents(email).length).toBe(1);
      expect(erasedEvents(email)[0]!.payload).toMatchObject({
        type: 'lead.erased',
        data: { leadIds: [leadId], email },
      });
      // Sales gets one email naming the lead, and that the CRM must be cleared by hand.
      await expect.poll(() => salesMails(`Erase the details of ${email}`).length).toBe(1);
      const notice = salesMails(`Erase the details of ${email}`)[0]!.parsed;
      expect(notice.text).toContain(leadId);
      expect(notice.text).toContain('Its contract has no erase call: delete them there by hand.');
      expect(notice.replyTo).toBeUndefined();

      // The upstream comes back: the delivery that was pending for the lead is never sent.
      await setUpstreamMode(marker, 'up');
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(await deliveries(email)).toEqual([]);

      // The link works once, and then offers to ask again; an altered one changes nothing.
      await openLink(first);
      await confirmButton.click();
      await expect(page.locator('[data-outcome="gone"]')).toHaveText(
        outcomes.gone.replace('{hours}', String(ERASURE_LINK_HOURS)),
      );
      await expect(
        page.getByRole('link', { name: copy.ErasureConfirmation.askAgain }),
      ).toHaveAttribute('href', `${noticePath}#erase`);
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      expect(await confirm(last, altered)).toMatchObject({ status: 410 });
      expect(await confirm(last, 'not-a-token')).toMatchObject({ status: 410 });
      expect(erasedEvents(email)).toHaveLength(1);
      expect(salesMails(`Erase the details of ${email}`)).toHaveLength(1);
      expect(linksTo(email)).toHaveLength(1);

      await expect
        .poll(async () => (await health(first)).erasures)
        .toEqual({
          awaitingConfirmation: 0,
          awaitingOperator: 0,
          telling: 0,
        });
      // Once every destination is told, no file of a SQLite store holds the address.
      if (store.env.DATA_DIR) expect(await linesHolding(store.env.DATA_DIR, marker)).toBe(0);
      const records = await leadsCli(store.env, '--erasures');
      expect(records).toMatch(/erasure [0-9a-f-]{36} {2}erased\n/);
      expect(records).toContain('told email: delivered');
      expect(records).toContain('told webhook: delivered');
      expect(records).not.toContain(marker);

      // No log line holds the address or the token.
      for (const server of sites) {
        expect(server.output()).not.toContain(marker);
        expect(server.output()).not.toContain(token);
      }
    } finally {
      await Promise.all(sites.map((server) => server.stop()));
      store.cleanUp();
    }
  });
}

test('an unknown address gets the same answer and one link; a flood for one address sends three', async () => {
  test.setTimeout(60_000);
  const store = await storeOf.SQLite();
  const server = await startSiteServer(siteEnv(store));
  try {
    const known = `${uniqueMarker('known')}@example.in`;
    const unknown = `${uniqueMarker('unknown')}@example.in`;
    await submit(server, endpoints.demoRequest, demoRequestBody(known));
    const [forKnown, forUnknown] = [await ask(server, known), await ask(server, unknown)];
    expect([forUnknown.status, forUnknown.json]).toEqual([forKnown.status, forKnown.json]);

    await expect.poll(() => linksTo(unknown).length).toBe(1);
    expect(await confirm(server, tokenIn(linksTo(unknown)[0]!))).toMatchObject({ status: 200 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // Nothing was held for it: no one else is told anything.
    expect(servers.inbox.mails.filter((mail) => mail.raw.includes(unknown))).toHaveLength(1);
    expect(servers.receiver.requests.filter((request) => request.body.includes(unknown))).toEqual(
      [],
    );

    const flooded = `${uniqueMarker('flood')}@example.in`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(server, flooded)));
    expect(answers.map(({ status, json }) => [status, json])).toEqual(
      answers.map(() => [200, forKnown.json]),
    );
    await expect.poll(() => linksTo(flooded).length).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(linksTo(flooded)).toHaveLength(3);
  } finally {
    await server.stop();
    store.cleanUp();
  }
});

test('day 31: an erasure after retention still tells the webhook and sales; one choice is withdrawn from the notice page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const store = await storeOf.SQLite();
  const dataDir = store.env.DATA_DIR!;
  await withServer(siteEnv(store), async (server) => {
    const leadOf = async (marker: string) => {
      const body = { ...demoRequestBody(`${marker}@example.in`), wapNotification: true };
      expect(await submit(server, endpoints.demoRequest, body)).toMatchObject({ status: 200 });
      const delivered = () => leadsCli(store.env, '--status', 'delivered');
      await expect.poll(delivered, { timeout: 20_000 }).toContain(marker);
      return String(
        servers.receiver.requests.find((r) => r.body.includes(marker))!.payload!.data.id,
      );
    };
    const late = uniqueMarker('day31');
    const lateEmail = `${late}@example.in`;
    const lateId = await leadOf(late);
    // Retention, its clock moved to day 31: the lead goes, and its address is in no file.
    const retention = leadStoreOn(await openSqliteDatabase(dataDir));
    const day31 = Date.now() + 31 * 86_400_000;
    expect(
      await retention.deleteSettledBefore(new Date(day31 - 30 * 86_400_000).toISOString()),
    ).toBe(1);
    await retention.close();
    expect(await leadsCli(store.env)).not.toContain(late);
    expect(await linesHolding(dataDir, late)).toBe(0);

    await ask(server, lateEmail);
    await expect.poll(() => linksTo(lateEmail).length).toBe(1);
    const lateToken = tokenIn(linksTo(lateEmail)[0]!);
    expect(await confirm(server, lateToken)).toMatchObject({ status: 200 });
    await expect.poll(() => erasedEvents(lateEmail).length).toBe(1);
    expect(erasedEvents(lateEmail)[0]!.payload!.data.leadIds).toEqual([lateId]);
    await expect.poll(() => salesMails(`Erase the details of ${lateEmail}`).length).toBe(1);
    expect(salesMails(`Erase the details of ${lateEmail}`)[0]!.parsed.text).toContain(lateId);

    const choosy = uniqueMarker('choice');
    const email = `${choosy}@example.in`;
    const leadId = await leadOf(choosy);
    const copy = messages.ErasureRequest;
    await page.goto(`${server.url}${paths.privacyNotice}`);
    const form = page.getByRole('form', { name: copy.title });
    await form.getByLabel(copy.choices.keepInformed).check();
    await form.getByLabel(copy.emailLabel).fill(email);
    await form.getByRole('button', { name: copy.submit }).click();
    await expect.poll(() => linksTo(email).length).toBe(1);
    const link = linksTo(email)[0]!;
    expect(link.parsed.subject).toBe(`Confirm: stop news and offers from ${site.name}`);
    const token = tokenIn(link);
    expect(link.parsed.text).toContain(`#token=${token}&choice=keepInformed`);
    await page.goto(`${server.url}${paths.erasure}#token=${token}&choice=keepInformed`);
    await page.getByRole('button', { name: copy.choices.keepInformed }).click();
    await expect(page.locator('[data-outcome="erased"]')).toHaveText(
      messages.ErasureConfirmation.outcomes.withdrawn,
    );
    const withdrawn = () => erasedEvents(email, 'lead.consent_withdrawn');
    await expect.poll(() => withdrawn().length).toBe(1);
    expect(withdrawn()[0]!.payload!.data).toMatchObject({
      choice: 'keepInformed',
      leadIds: [leadId],
    });
    await expect.poll(() => salesMails(`Stop news and offers for ${email}`).length).toBe(1);
    const listing = await leadsCli(store.env);
    expect(listing).toMatch(/withdrew: keepInformed \d{4}-/);
    expect(listing).toContain('wapNotification: true');
    expect(listing).toContain('keepInformed: false');
    for (const secret of [late, choosy, lateToken, token])
      expect(server.output()).not.toContain(secret);
  });
  store.cleanUp();
});

for (const [name, email] of [
  ['with no email configured', false],
  ['when the SMTP server refuses the link', true],
] as const) {
  test(`${name}, the request is recorded for the operator, and the page names whom to write to`, async ({
    page,
  }) => {
    const store = await storeOf.SQLite();
    const copy = messages.ErasureRequest;
    servers.inbox.refuseWith(email ? 554 : undefined);
    await withServer(siteEnv(store, { email }), async (server) => {
      const address = `${uniqueMarker('operator')}@example.in`;
      await page.goto(`${server.url}${paths.privacyNotice}`);
      const form = page.getByRole('form', { name: copy.title });
      await form.getByLabel(copy.emailLabel).fill(address);
      await form.getByLabel(copy.emailLabel).press('Enter');
      const status = form.getByRole('status');
      await expect(status).toContainText(copy.answers.operator);
      await expect(status).toContainText(messages.PrivacyNotice.grievanceRole);
      await expect(status.getByRole('link', { name: grievanceContact.email })).toHaveAttribute(
        'href',
        `mailto:${grievanceContact.email}`,
      );
      await expect(status).toContainText(site.address.postalCode);
      expect(linksTo(address)).toEqual([]);
      expect((await health(server)).erasures).toMatchObject({ awaitingOperator: 1 });
      expect(await leadsCli(store.env)).toContain(`for ${address}: confirm it with them`);
      // A withdrawal of one choice is recorded for the operator too, naming the choice.
      const body = { email: address, locale: 'en', choice: 'wapNotification' };
      expect(await submit(server, endpoints.erasureRequest, body)).toMatchObject({ status: 200 });
      expect(await leadsCli(store.env)).toContain('Withdrawal of wapNotification requested on');
      expect(server.output()).not.toContain(address);
    }).finally(() => servers.inbox.refuseWith(undefined));
    store.cleanUp();
  });
}
