import type { APIRequestContext } from '@playwright/test';
import { junkEmailQuoteQueries } from './support/fuzz';
import { readPdf } from '@/testing/pdf';
import { expect, test } from './support/test';
import { messages } from '@/content/messages';

const copy = messages.Estimator;
const A4 = { width: 595.28, height: 841.89 };

/** A quotation as a finance team receives it: its headers, bytes and text as PDF.js reads it. */
async function fetchQuotation(request: APIRequestContext, query: string, channel = 'sms') {
  const response = await request.get(`/quote/${channel}/pdf?${query}`, { maxRedirects: 0 });
  expect(response.status(), query).toBe(200);
  expect(response.headers()['content-type'], query).toBe('application/pdf');
  const bytes = await response.body();
  expect(bytes.byteLength, query).toBeLessThan(150 * 1024);
  const read = await readPdf(bytes);
  return { headers: response.headers(), ...read, flat: read.text.replace(/\s+/g, ' ') };
}

const referenceIn = (text: string) => /Q-[A-Z]+-[0-9A-F]{6}/.exec(text)?.[0];

test('states the quote on one A4 page, in text a PDF reader extracts, ₹ included', async ({
  request,
}) => {
  const pdf = await fetchQuotation(request, 'transactional=100000&parts=2');
  expect(pdf.headers['content-disposition']).toBe(
    'attachment; filename="quotation-sms-Q-SMS-5A05D8.pdf"',
  );
  for (const shown of [
    'Quotation',
    'Q-SMS-5A05D8',
    'Sandesh Digital Private Limited',
    'Tower B, DLF Cyber City, Phase II',
    '+91 124 456 7800',
    'hello@sandeshdigital.in',
    'Prices published',
    '22 Nov 2026',
    'Transactional SMS',
    '2,00,000 (1,00,000 × 2 parts)',
    'Growth',
    '₹0.17',
    '₹34,000.00',
    'GST 18%',
    '₹6,120.00',
    '₹40,120.00',
    'How the estimate reads the table',
    '/quote/sms?transactional=100000&parts=2',
  ]) {
    expect(pdf.text).toContain(shown);
  }
  // Made now, in India's time: '25 Nov 2026, 10:30 pm IST'.
  expect(pdf.text).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
  expect(pdf.pages).toEqual([{ ...A4, text: expect.any(String) }]);
});

test('has the same reference for the same query, and another for another', async ({ request }) => {
  const references = [];
  for (const query of [
    'transactional=100000&parts=2',
    'parts=2&transactional=1%2C00%2C000&ref=rep-17',
    // Dated with the price list it was made under, the first: the reference it had undated.
    'transactional=100000&parts=2&prices=2026-11-22',
    'transactional=100000&parts=3',
  ]) {
    references.push(referenceIn((await fetchQuotation(request, query)).text));
  }
  expect(references).toEqual(['Q-SMS-5A05D8', 'Q-SMS-5A05D8', 'Q-SMS-5A05D8', 'Q-SMS-4C2983']);
});

test('keeps to one page whatever the query: every item, 10 parts, what it could not use', async ({
  request,
}) => {
  const unused = await fetchQuotation(request, 'transactional=abc');
  expect(unused.flat).toContain(
    "Not used from this link: transactional. Only this channel's items count",
  );
  expect(unused.flat).toContain('This link has no volumes yet');
  const dropped = Array.from({ length: 60 }, (_, index) => `unknown_${index}=1`).join('&');
  for (const query of [
    'promotional=10000&transactional=20000&rcs=30000&parts=10',
    `promotional=999999999&transactional=999999999&rcs=999999999&parts=10&${dropped}`,
  ]) {
    const pdf = await fetchQuotation(request, query);
    expect(pdf.pages, query).toEqual([{ ...A4, text: expect.any(String) }]);
    expect(pdf.text).toContain('Live quote:');
  }
  for (const query of junkEmailQuoteQueries) await fetchQuotation(request, query, 'email');
});

test('is cached like the quote image; an unknown channel is a 404', async ({ request }) => {
  const image = await request.get('/quote/sms/image?transactional=100000');
  const pdf = await request.get('/quote/sms/pdf?transactional=100000');
  expect(pdf.headers()['cache-control']).toContain('s-maxage=');
  expect(pdf.headers()['cache-control']).toBe(image.headers()['cache-control']);
  expect((await request.get('/quote/fax/pdf?pages=10', { maxRedirects: 0 })).status()).toBe(404);
});

// The bar is 300 ms at p95, measured alone; beside the other worker's browser tests on two cores
// it reaches 400 ms, so this guard catches what is several times slower (a font read per request
// took a second) without failing on a busy machine.
test('renders in well under a second at p95 over 50 requests', async ({ request }) => {
  // Warm: the first quotation of a process reads the fonts.
  await request.get('/quote/sms/pdf?transactional=1');
  const times: number[] = [];
  for (let index = 0; index < 50; index++) {
    const started = performance.now();
    await (await request.get(`/quote/sms/pdf?transactional=${100_000 + index}&parts=2`)).body();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  expect(times[47]).toBeLessThan(1_000);
});

test('is linked as "Download PDF" from the quote page and beside the estimator, following the volumes', async ({
  page,
  request,
}) => {
  await page.goto('/quote/sms?transactional=100000&parts=2&ref=rep-17');
  const fromQuote = page.getByRole('link', { name: copy.downloadPdf });
  await expect(fromQuote).toHaveAttribute(
    'href',
    '/quote/sms/pdf?transactional=100000&parts=2&prices=2026-11-22',
  );
  const [download] = await Promise.all([page.waitForEvent('download'), fromQuote.click()]);
  expect(download.suggestedFilename()).toBe('quotation-sms-Q-SMS-5A05D8.pdf');

  await page.goto('/services/sms');
  const estimator = page.locator('#estimator');
  await estimator.getByLabel(copy.items.sms.transactional).fill('100000');
  const link = estimator.getByRole('link', { name: copy.downloadPdf });
  await expect(link).toHaveAttribute(
    'href',
    '/quote/sms/pdf?transactional=100000&prices=2026-11-22',
  );
  await estimator.getByLabel(copy.parts.label).selectOption('2');
  const href = '/quote/sms/pdf?transactional=100000&parts=2&prices=2026-11-22';
  await expect(link).toHaveAttribute('href', href);
  const pdf = await fetchQuotation(request, href.split('?')[1]!);
  expect(referenceIn(pdf.text)).toBe('Q-SMS-5A05D8');
  expect(pdf.text).toContain('₹40,120.00');
});
