import AxeBuilder from '@axe-core/playwright';
import { junkEmailQuoteQueries } from './support/fuzz';
import { fetchHtml, pngSize, published } from './support/html';
import { horizontalOverflow, phoneSizes } from './support/geometry';
import { expect, test } from './support/test';
import { messages } from '@/content/messages';

const quote = messages.Quote;
const form = messages.DemoRequestForm;
const sms = messages.Estimator.items.sms;

for (const [query, title, description] of [
  [
    'transactional=100000&ref=rep-17',
    // Past 60 characters the title goes without the brand.
    'SMS and RCS estimate: ₹20,060.00 a month with GST',
    'Transactional SMS: 1,00,000 × ₹0.17 = ₹17,000.00. Subtotal ₹17,000.00 + GST 18% ₹3,060.00 = ₹20,060.00 a month. Prices as published on 22 November 2026, excluding GST.',
  ],
  [
    'transactional=100000&parts=2',
    'SMS and RCS estimate: ₹40,120.00 a month with GST',
    'Transactional SMS: 2,00,000 (1,00,000 × 2 parts) × ₹0.17 = ₹34,000.00. Subtotal ₹34,000.00 + GST 18% ₹6,120.00 = ₹40,120.00 a month. Prices as published on 22 November 2026, excluding GST.',
  ],
] as const) {
  test(`/quote/sms?${query} carries its figure in its title, description and link preview, out of the index`, async ({
    request,
  }) => {
    const page = await fetchHtml(request, `/quote/sms?${query}`);
    expect(page.title).toBe(title);
    for (const key of ['og:title', 'twitter:title']) expect(page.meta(key)).toBe(title);
    expect(page.meta('description')).toBe(description);
    expect(page.meta('og:description')).toBe(description);
    expect(page.meta('robots')).toBe('noindex, follow');
    expect(page.canonical).toBe(published('/services/sms'));
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    const dated = `${query.replace('&ref=rep-17', '')}&prices=2026-11-22`;
    const image = page.meta('og:image')!;
    expect(image).toBe(published(`/quote/sms/image?${dated}`));
    expect(page.meta('twitter:image')).toBe(image);
    const response = await request.get(new URL(image).pathname + new URL(image).search);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(response.headers()['cache-control']).toContain('s-maxage=');
    const png = await response.body();
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.byteLength).toBeLessThanOrEqual(300 * 1024);
    // The figure is drawn: another estimate is another picture.
    const other = await (await request.get('/quote/sms/image?transactional=1')).body();
    expect(Buffer.compare(png, other)).not.toBe(0);
  });
}

test('the page bills SMS in parts, with the subtotal, GST at 18% and the total with GST', async ({
  page,
}) => {
  await page.goto('/quote/sms?transactional=100000&parts=2');
  await expect(page.getByRole('row', { name: sms.transactional })).toContainText(
    '2,00,000 (1,00,000 × 2 parts)',
  );
  await expect(page.getByRole('definition').filter({ hasText: 'Growth' })).toBeVisible();
  const figures = page.locator('main dl');
  for (const [term, figure] of [
    [quote.subtotal, '₹34,000.00'],
    ['GST 18%', '₹6,120.00'],
    [quote.total, '₹40,120.00'],
  ] as const) {
    const pair = figures
      .locator('div')
      .filter({ has: page.getByRole('term').getByText(term, { exact: true }) });
    await expect(pair.getByRole('definition')).toHaveText(figure);
  }
  await expect(page.getByText(/Not used from this link/)).toHaveCount(0);
  await page.goto('/quote/sms?transactional=100000&parts=3');
  await expect(page.getByRole('definition').filter({ hasText: '₹45,000.00' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Scale' })).toBeVisible();
  // An Enterprise quote has no figure, so no GST either.
  await page.goto('/quote/sms?transactional=900000000');
  await expect(figures).toContainText(quote.enterprise);
  await expect(figures).not.toContainText('GST');
});

test('parameters it cannot use are named and dropped; the rest are quoted; axe finds nothing', async ({
  page,
}) => {
  for (const parts of ['11', '0', '1.5']) {
    await page.goto(`/quote/sms?transactional=100000&parts=${parts}`);
    await expect(
      page.getByText(
        "Not used from this link: parts. Only this channel's items count, each a whole number from 0 to 1,00,00,00,000, and the SMS parts per message, a whole number from 1 to 10.",
      ),
    ).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '₹17,000.00' })).toBeVisible();
  }
  await page.goto(
    '/quote/voice?outbound=12000&inbound=-5&fax=3&recording=1.5&utm_source=ad&Call%20now=1',
  );
  await expect(
    page.getByText(/^Not used from this link: inbound, fax, recording, 1 other parameter\./),
  ).toBeVisible();
  await expect(
    page.getByRole('row', { name: messages.Estimator.items.voice.outbound }),
  ).toContainText('₹4,800.00');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('quotes are cacheable by a CDN, never in the sitemap; an unknown channel goes to the services, never a 500', async ({
  request,
}) => {
  expect((await request.get('/quote/voice?outbound=500')).headers()['cache-control']).toContain(
    's-maxage=',
  );
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/quote');
  const unknown = await request.get('/quote/fax?pages=10', { maxRedirects: 0 });
  expect([unknown.status(), unknown.headers().location]).toEqual([307, '/services']);
  expect((await request.get('/quote/fax/image')).status()).toBe(404);
  for (const query of junkEmailQuoteQueries) {
    for (const path of [`/quote/email?${query}`, `/quote/email/image?${query}`]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  }
});

test('without volumes, a quote points to the estimator', async ({ page }) => {
  await page.goto('/quote/email');
  await page.getByRole('link', { name: /enter them in the estimator/ }).click();
  await expect(page).toHaveURL(/\/services\/email#estimator$/);
  await expect(page.locator('#estimator')).toBeInViewport();
});

test('"Discuss this estimate" fills the contact form with it', async ({ page }) => {
  await page.goto('/quote/whatsapp?marketing=1000&utility=2000');
  await page.getByRole('link', { name: quote.discuss }).click();
  await expect(page).toHaveURL(/\/contact\?subject=communication&message=/);
  const message = page.getByLabel(form.fields.message.label);
  await expect(message).toHaveValue(/^I would like to discuss this WhatsApp Business estimate\./);
  await expect(message).toHaveValue(/Subtotal ₹1,520\.00 \+ GST 18% ₹273\.60 = ₹1,793\.60\./);
  await expect(message).toHaveValue(
    /\/quote\/whatsapp\?utility=2000&marketing=1000&prices=2026-11-22$/,
  );
  await expect(page.getByLabel(form.fields.subject.label)).toHaveValue('communication');
});

test('a quote copies its own link, campaign parameters kept, and fits 320 px', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(phoneSizes.small);
  await page.goto('/quote/sms?rcs=5000&bogus=1&ref=rep-17');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: messages.Estimator.share.copy }).click();
  await expect(page.getByText(messages.Estimator.share.copied)).toBeVisible();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.pathname + link.search).toBe('/quote/sms?rcs=5000&prices=2026-11-22&ref=rep-17');
  await page.getByRole('link', { name: quote.change }).click();
  await expect(page).toHaveURL(/\/services\/sms\?rcs=5000#estimator$/);
  await expect(page.locator('#estimator').getByLabel(sms.rcs)).toHaveValue('5,000');
});
