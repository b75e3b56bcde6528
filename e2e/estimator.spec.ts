import AxeBuilder from '@axe-core/playwright';
import { boxOf, horizontalOverflow, phoneSizes } from './support/geometry';
import { expect, test, type Page } from './support/test';
import { messages } from '@/content/messages';
import type { EstimateChannelId } from '@/content/pricing/estimates';

const copy = messages.Estimator;
const estimator = (page: Page) => page.locator('#estimator');
const summary = (page: Page) => estimator(page).getByRole('status').first();

/** Worked by hand from the published tables (lib/pricing/estimate.ts says how it reads them). */
const cases: {
  channel: EstimateChannelId;
  volumes: Record<string, string>;
  total: string;
  row: [string, string];
}[] = [
  // 1,00,000 transactional SMS: Growth at ₹0.17.
  {
    channel: 'sms',
    volumes: { transactional: '100000' },
    total: '₹17,000.00',
    row: ['transactional', '₹0.17'],
  },
  // 12,000 + 3,000 minutes: Growth; 12,000 × 0.40 + 3,000 × 0.28 + 2,000 recorded × 0.08.
  {
    channel: 'voice',
    volumes: { outbound: '12000', inbound: '3000', recording: '2000' },
    total: '₹5,800.00',
    row: ['recording', '₹0.08'],
  },
  // 10,00,000 emails: the top of Scale, ₹0.018 each.
  {
    channel: 'email',
    volumes: { emails: '1000000' },
    total: '₹18,000.00',
    row: ['emails', '₹0.018'],
  },
  // 1,000 marketing at ₹0.78 and 2,000 utility at ₹0.37.
  {
    channel: 'whatsapp',
    volumes: { marketing: '1000', utility: '2000' },
    total: '₹1,520.00',
    row: ['marketing', '₹0.78'],
  },
];

async function fillVolumes(
  page: Page,
  channel: EstimateChannelId,
  volumes: Record<string, string>,
) {
  const items: Record<string, string> = copy.items[channel];
  for (const [item, volume] of Object.entries(volumes)) {
    await estimator(page).getByLabel(items[item]!).fill(volume);
  }
}

/** Shares the estimate by its button, which copies the link, and gives the link's path. */
async function sharedPath(page: Page): Promise<string> {
  await estimator(page).getByRole('button', { name: copy.share.share }).click();
  await expect(estimator(page).getByText(copy.share.copied)).toBeVisible();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  return link.pathname + link.search;
}

test.describe('the estimator', () => {
  for (const { channel, volumes, total, row } of cases) {
    test(`/services/${channel}: volumes typed give the total, and a reload keeps them`, async ({
      page,
    }) => {
      await page.goto(`/services/${channel}`);
      await fillVolumes(page, channel, volumes);
      await expect(summary(page)).toContainText(total);
      const items: Record<string, string> = copy.items[channel];
      const line = estimator(page).getByRole('row', { name: items[row[0]] });
      await expect(line).toContainText(row[1]);

      // The address follows in a task after the figures are painted.
      await expect
        .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
        .toEqual(volumes);
      await page.reload();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(summary(page)).toContainText(total);
    });
  }

  test('groups digits as they are typed, keeps the place it was typed at, and says what is wrong', async ({
    page,
  }) => {
    await page.goto('/services/sms');
    const field = estimator(page).getByLabel(copy.items.sms.transactional);
    await field.pressSequentially('100000');
    await expect(field).toHaveValue('1,00,000');
    // A digit typed after the first one lands there: 1|,00,000 → 10,00,000.
    await field.press('Home');
    await field.press('ArrowRight');
    await field.press('0');
    await expect(field).toHaveValue('10,00,000');
    await expect(summary(page)).toContainText('₹1,50,000.00');

    await field.fill('12.5');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(
      estimator(page).getByText('Enter a whole number from 0 to 1,00,00,00,000'),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/transactional=/);
  });

  test('typing changes the address, not the scroll position', async ({ page }) => {
    await page.goto('/services/voice');
    const field = estimator(page).getByLabel(copy.items.voice.outbound);
    await field.scrollIntoViewIfNeeded();
    // Where the field is on screen: the page's scrollY may change under it, the browser keeping
    // what is on screen in place as bands above it are rendered (render-near-viewport).
    const onScreen = () =>
      field.evaluate((element) => ({
        top: Math.round(element.getBoundingClientRect().top),
        entries: history.length,
      }));
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const before = await onScreen();
    await field.pressSequentially('4000');
    await expect(page).toHaveURL(/\/services\/voice\?outbound=4000$/);
    expect(await onScreen()).toEqual(before);
  });

  test('adds GST at 18% to the subtotal: ₹34,000.00 + ₹6,120.00 = ₹40,120.00', async ({ page }) => {
    await page.goto('/services/sms');
    await fillVolumes(page, 'sms', { transactional: '100000' });
    await estimator(page).getByLabel(copy.parts.label).selectOption('2');
    const quote = messages.Quote;
    for (const [term, figure] of [
      [quote.subtotal, '₹34,000.00'],
      ['GST 18%', '₹6,120.00'],
      [quote.total, '₹40,120.00'],
    ] as const) {
      const pair = summary(page)
        .locator('div')
        .filter({ has: page.getByRole('term').getByText(term, { exact: true }) });
      await expect(pair.getByRole('definition')).toHaveText(figure);
    }
  });

  test('past the top band it is an Enterprise quote with the contact page instead of a figure', async ({
    page,
  }) => {
    await page.goto('/services/sms');
    await fillVolumes(page, 'sms', { promotional: '900000', transactional: '100001' });
    await expect(summary(page)).toHaveText(
      'Past the top band, SMS and RCS is an Enterprise plan with a custom quote.',
    );
    await expect(summary(page)).not.toContainText('₹');
    await expect(
      estimator(page).getByRole('link', { name: copy.enterpriseAction }),
    ).toHaveAttribute('href', '/contact?subject=communication');
  });

  test('shares the quote link, which shows the same figures on its own', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/services/sms?ref=rep-17');
    await fillVolumes(page, 'sms', { promotional: '20000', transactional: '100000', rcs: '5000' });
    await expect(summary(page)).toContainText('₹20,900.00');
    const link = await sharedPath(page);
    expect(link).toBe(
      '/quote/sms?promotional=20000&transactional=100000&rcs=5000&prices=2026-11-22&ref=rep-17',
    );

    const shared = await context.newPage();
    await shared.goto(link);
    await expect(shared.getByRole('heading', { level: 1 })).toHaveText('SMS and RCS estimate');
    await expect(shared.getByRole('row', { name: copy.items.sms.rcs })).toContainText('₹1,500.00');
    await expect(shared.getByText('₹20,900.00')).toBeVisible();
  });

  test.describe('with the clipboard', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('shares the SMS parts in the quote link, which leads back to them', async ({ page }) => {
      await page.goto('/services/sms?ref=rep-17');
      await fillVolumes(page, 'sms', { transactional: '100000' });
      await estimator(page).getByLabel(copy.parts.label).selectOption('2');
      await expect(summary(page)).toContainText('₹34,000.00');
      const link = await sharedPath(page);
      expect(link).toBe('/quote/sms?transactional=100000&parts=2&prices=2026-11-22&ref=rep-17');
      await expect(estimator(page).getByRole('link', { name: copy.openQuote })).toHaveAttribute(
        'href',
        link,
      );

      await page.goto(link);
      await expect(page.getByRole('definition').filter({ hasText: '₹34,000.00' })).toBeVisible();
      await page.getByRole('link', { name: messages.Quote.change }).click();
      await expect(page).toHaveURL(/\/services\/sms\?transactional=100000&parts=2#estimator$/);
      await expect(estimator(page).getByLabel(copy.parts.label)).toHaveValue('2');
      await expect(summary(page)).toContainText('₹34,000.00');

      // Back to one part: the parameter leaves the address.
      await estimator(page).getByLabel(copy.parts.label).selectOption('1');
      await expect(summary(page)).toContainText('₹17,000.00');
      await expect(page).toHaveURL(/\/services\/sms\?transactional=100000#estimator$/);
    });
  });

  test('works by keyboard alone, and passes axe with an estimate shown', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/services/email');
    await estimator(page).getByLabel(copy.items.email.emails).focus();
    await page.keyboard.type('50001');
    await expect(summary(page)).toContainText('₹1,000.02');
    await page.keyboard.press('Tab');
    await expect(estimator(page).getByRole('button', { name: copy.share.share })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(estimator(page).getByText(copy.share.copied)).toBeVisible();

    const results = await new AxeBuilder({ page }).include('#estimator').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('fits a 320 px screen with its breakdown shown', async ({ page }) => {
    await page.setViewportSize(phoneSizes.small);
    await page.goto('/services/voice?outbound=12000&inbound=3000&recording=2000');
    await expect(summary(page)).toContainText('₹5,800.00');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const box = await boxOf(estimator(page));
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phoneSizes.small.width);
  });
});

test.describe('the estimator without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is a form that opens the quote page', async ({ page }) => {
    await page.goto('/services/sms');
    await estimator(page).getByLabel(copy.items.sms.transactional).fill('1,00,000');
    await estimator(page).getByRole('button', { name: copy.submit }).click();
    await expect(page).toHaveURL(
      /\/quote\/sms\?promotional=&transactional=1%2C00%2C000&rcs=&parts=1&prices=2026-11-22$/,
    );
    await expect(page.getByRole('row', { name: copy.items.sms.transactional })).toContainText(
      '₹17,000.00',
    );
    await expect(page.getByRole('definition').filter({ hasText: '₹17,000.00' })).toBeVisible();
    await expect(page.getByText(/Not used from this link/)).toHaveCount(0);
  });
});
