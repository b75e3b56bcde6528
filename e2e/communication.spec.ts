import { expect, test, type Page } from './support/test';
import { channelPages, type ExpectedTable } from './support/channel-pages';
import { renderEveryBand } from './support/geometry';
import { messages } from '@/content/messages';

const overview = messages.CommunicationOverview;
async function expectTable(page: Page, expected: ExpectedTable) {
  const table = page.getByRole('table', { name: expected.caption });
  await expect(table).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(expected.rows.length);
  for (const row of expected.rows) {
    const tr = table.locator('tbody tr').filter({
      has: page.getByRole('rowheader', { name: row.header, exact: true }),
    });
    await expect(tr.getByRole('cell')).toHaveText(row.cells);
  }
}

for (const expected of channelPages) {
  test.describe(expected.path, () => {
    test('shows the hero, every section and every published rate in its tables', async ({
      page,
    }) => {
      await page.goto(expected.path);
      const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(expected.title);
      await expect(hero.getByRole('link', { name: expected.hero.primary })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(hero.getByRole('link', { name: expected.hero.secondary })).toHaveAttribute(
        'href',
        expected.hero.secondaryHref,
      );

      for (const heading of expected.headings) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      for (const table of expected.tables) await expectTable(page, table);

      const main = page.getByRole('main');
      for (const note of expected.notes) await expect(main.getByText(note)).toBeVisible();
      for (const addOn of expected.addOns) {
        const item = main.locator('dl > div').filter({ hasText: addOn.name });
        await expect(item.locator('dd').first()).toHaveText(addOn.price);
      }
      // innerText leaves out what is not rendered, as a band far below the screen is not.
      await renderEveryBand(page);
      const text = await main.innerText();
      for (const literal of expected.literals) expect(text).toContain(literal);
    });

    test('sends every figure in the server-rendered HTML', async ({ request }) => {
      const html = await (await request.get(expected.path)).text();
      for (const table of expected.tables) {
        expect(html).toContain(table.caption);
        for (const row of table.rows) {
          for (const cell of row.cells) expect(html).toContain(`>${cell}<`);
        }
      }
      for (const literal of expected.literals) expect(html).toContain(literal);
      expect(html).toContain(`<h1`);
    });

    test('fits a 360 px phone without horizontal scrolling', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(expected.path);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(360);
      for (const table of expected.tables) {
        // The column headers are visually hidden on phones; each cell shows its own label.
        const cells = page
          .getByRole('table', { name: table.caption })
          .locator('tbody th, tbody td');
        const rightEdges = await cells.evaluateAll((elements) =>
          elements.map((el) => el.getBoundingClientRect().right),
        );
        expect(rightEdges.length).toBeGreaterThan(0);
        for (const right of rightEdges) expect(right).toBeLessThanOrEqual(360);
      }
    });
  });
}

test('/services leads to each channel page and closes with a quote and a discovery call', async ({
  page,
}) => {
  await page.goto('/services');
  const core = page.locator('section', {
    has: page.getByRole('heading', { name: overview.coreServices.title }),
  });
  for (const [name, href] of [
    ['Explore SMS & RCS Messaging', '/services/sms'],
    ['Explore Voice API', '/services/voice'],
    ['Explore Email API', '/services/email'],
    ['Explore WhatsApp Business API', '/services/whatsapp'],
  ] as const) {
    await expect(core.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  for (const industry of overview.whoWeWorkWith.industries) {
    await expect(page.getByText(industry, { exact: true })).toBeVisible();
  }
  const closing = page.locator('section', {
    has: page.getByRole('heading', { name: overview.closing.title }),
  });
  await expect(closing.getByRole('link', { name: overview.closing.quote })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(closing.getByRole('link', { name: overview.closing.discovery })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('channel pages close with the communication call to action', async ({ page }) => {
  for (const path of [
    '/services/sms',
    '/services/voice',
    '/services/email',
    '/services/whatsapp',
  ]) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: messages.Cta.communication.title }),
    ).toBeVisible();
  }
});

test('every table of published prices says once that its prices exclude GST, and links the rate card', async ({
  page,
}) => {
  const gstNote =
    'Prices exclude GST, charged at 18% on the invoice. Every price in one file: rate card (CSV).';
  // The channel pages' tables come from the price list, and say from when it applies.
  const priceListPages = new Set([
    '/services/sms',
    '/services/voice',
    '/services/email',
    '/services/whatsapp',
  ]);
  for (const path of [
    '/services',
    '/services/sms',
    '/services/voice',
    '/services/email',
    '/services/whatsapp',
    '/services/csw',
    '/services/web-dev',
    '/services/web-DMS',
    '/services/web-DAB',
  ]) {
    await page.goto(path);
    const note = priceListPages.has(path)
      ? `These prices apply from 22 Nov 2026. ${gstNote}`
      : gstNote;
    const tables = page.locator('main figure:has(table)');
    const count = await tables.count();
    expect(count, path).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const table = tables.nth(index);
      // The estimator's breakdown states GST as a figure of its own, not as a note.
      if ((await table.locator('xpath=ancestor::*[@id="estimator"]').count()) > 0) continue;
      const line = table.getByText(note, { exact: true });
      await expect(line, `${path} table ${index}`).toHaveCount(1);
      await expect(line.getByRole('link', { name: 'rate card (CSV)' })).toHaveAttribute(
        'href',
        '/rate-card.csv',
      );
    }
  }
});
