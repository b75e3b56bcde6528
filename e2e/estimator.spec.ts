import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { messages } from '@/content/messages';
import type { EstimateChannelId } from '@/content/pricing/estimates';

const copy = messages.Estimator;
const estimator = (page: Page) => page.locator('#estimator');
const summary = (page: Page) => estimator(page).getByRole('status').first();
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Worked by hand from the published tables (lib/pricing/estimate.ts says how it reads them). */
const cases: [EstimateChannelId, Record<string, string>, string, [string, string]][] = [
  // 1,00,000 transactional SMS: Growth at ₹0.17.
  ['sms', { transactional: '100000' }, '₹17,000.00', ['transactional', '₹0.17']],
  // 12,000 + 3,000 minutes: Growth; 12,000 × 0.40 + 3,000 × 0.28 + 2,000 recorded × 0.08.
  [
    'voice',
    { outbound: '12000', inbound: '3000', recording: '2000' },
    '₹5,800.00',
    ['recording', '₹0.08'],
  ],
  // 10,00,000 emails: the top of Scale, ₹0.018 each.
  ['email', { emails: '1000000' }, '₹18,000.00', ['emails', '₹0.018']],
  // 1,000 marketing at ₹0.78 and 2,000 utility at ₹0.37.
  ['whatsapp', { marketing: '1000', utility: '2000' }, '₹1,520.00', ['marketing', '₹0.78']],
];

async function fillVolumes(page: Page, channel: EstimateChannelId, volumes: object) {
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

for (const [channel, volumes, total, [item, rate]] of cases) {
  test(`/services/${channel}: volumes typed give the total, and a reload keeps them`, async ({
    page,
  }) => {
    await page.goto(`/services/${channel}`);
    await fillVolumes(page, channel, volumes);
    await expect(summary(page)).toContainText(total);
    const items: Record<string, string> = copy.items[channel];
    await expect(estimator(page).getByRole('row', { name: items[item] })).toContainText(rate);
    // The address follows in a task after the figures are painted.
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual(volumes);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(summary(page)).toContainText(total);
  });
}

test('groups digits as they are typed, keeps the caret, keeps the scroll, and says what is wrong', async ({
  page,
}) => {
  await page.goto('/services/sms');
  const field = estimator(page).getByLabel(copy.items.sms.transactional);
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
  await field.pressSequentially('100000');
  await expect(field).toHaveValue('1,00,000');
  await expect(page).toHaveURL(/\/services\/sms\?transactional=100000$/);
  expect(await onScreen()).toEqual(before);
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

test('past the top band it is an Enterprise quote with the contact page instead of a figure', async ({
  page,
}) => {
  await page.goto('/services/sms');
  await fillVolumes(page, 'sms', { promotional: '900000', transactional: '100001' });
  await expect(summary(page)).toHaveText(
    'Past the top band, SMS and RCS is an Enterprise plan with a custom quote.',
  );
  await expect(estimator(page).getByRole('link', { name: copy.enterpriseAction })).toHaveAttribute(
    'href',
    '/contact?subject=communication',
  );
});

test('adds GST, and shares a quote link with the parts that shows the same figures on its own', async ({
  page,
  context,
}) => {
  await page.goto('/services/sms?ref=rep-17');
  await fillVolumes(page, 'sms', { promotional: '20000', transactional: '100000', rcs: '5000' });
  await expect(summary(page)).toContainText('₹20,900.00');
  await estimator(page).getByLabel(copy.parts.label).selectOption('2');
  // 2 × 20,000 + 2 × 1,00,000 SMS at Scale (₹0.10, ₹0.15) and 5,000 RCS at ₹0.30.
  for (const [term, figure] of [
    [messages.Quote.subtotal, '₹35,500.00'],
    ['GST 18%', '₹6,390.00'],
    [messages.Quote.total, '₹41,890.00'],
  ] as const) {
    const pair = summary(page)
      .locator('div')
      .filter({ has: page.getByRole('term').getByText(term, { exact: true }) });
    await expect(pair.getByRole('definition')).toHaveText(figure);
  }
  const link = await sharedPath(page);
  expect(link).toBe(
    '/quote/sms?promotional=20000&transactional=100000&rcs=5000&parts=2&prices=2026-11-22&ref=rep-17',
  );
  await expect(estimator(page).getByRole('link', { name: copy.openQuote })).toHaveAttribute(
    'href',
    link,
  );

  const shared = await context.newPage();
  await shared.goto(link);
  await expect(shared.getByRole('heading', { level: 1 })).toHaveText('SMS and RCS estimate');
  await expect(shared.getByRole('row', { name: copy.items.sms.rcs })).toContainText('₹1,500.00');
  await expect(shared.getByText('₹41,890.00').first()).toBeVisible();
  await shared.getByRole('link', { name: messages.Quote.change }).click();
  await expect(shared).toHaveURL(
    /\/services\/sms\?promotional=20000&transactional=100000&rcs=5000&parts=2#estimator$/,
  );
  await expect(estimator(shared).getByLabel(copy.parts.label)).toHaveValue('2');
  // Back to one part: the parameter leaves the address.
  await estimator(shared).getByLabel(copy.parts.label).selectOption('1');
  await expect(summary(shared)).toContainText('₹20,900.00');
  await expect(shared).toHaveURL(
    /\/services\/sms\?promotional=20000&transactional=100000&rcs=5000#estimator$/,
  );
});

test('works by keyboard alone, and passes axe with an estimate shown', async ({ page }) => {
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
