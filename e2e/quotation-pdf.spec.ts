import type { APIRequestContext } from '@playwright/test';
import { junkEmailQuoteQueries } from './support/fuzz';
import { readPdf } from '@/testing/pdf';
import { startSiteServer } from '@/testing/site-server';
import { expect, test } from './support/test';
import { messages } from '@/content/messages';

const copy = messages.Estimator;

/** A quotation as a finance team receives it: its headers, bytes and text as PDF.js reads it. */
async function fetchQuotation(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const bytes = await response.body();
  return { headers: response.headers(), bytes, ...(await readPdf(bytes)) };
}

const referenceIn = (text: string) => /Q-[A-Z]+-[0-9A-F]{6}/.exec(text)?.[0];

test.describe('the quotation PDF', () => {
  test('states the quote in text a PDF reader extracts, ₹ included', async ({ request }) => {
    const pdf = await fetchQuotation(request, '/quote/sms/pdf?transactional=100000&parts=2');
    expect(pdf.headers['content-type']).toBe('application/pdf');
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
    expect(pdf.pages).toEqual([{ width: 595.28, height: 841.89, text: expect.any(String) }]);
    expect(pdf.bytes.byteLength).toBeLessThan(150 * 1024);
  });

  test('has the same reference for the same query, and another for another', async ({
    request,
  }) => {
    const references = [];
    for (const query of [
      'transactional=100000&parts=2',
      'transactional=100000&parts=2',
      'parts=2&transactional=1%2C00%2C000&ref=rep-17',
      // Dated with the price list it was made under, the first: the reference it had undated.
      'transactional=100000&parts=2&prices=2026-11-22',
      'transactional=100000&parts=3',
    ]) {
      const { text } = await fetchQuotation(request, `/quote/sms/pdf?${query}`);
      references.push(referenceIn(text));
    }
    expect(references).toEqual([
      'Q-SMS-5A05D8',
      'Q-SMS-5A05D8',
      'Q-SMS-5A05D8',
      'Q-SMS-5A05D8',
      'Q-SMS-4C2983',
    ]);
  });

  test('names what the query could not use, and still answers with a PDF', async ({ request }) => {
    const pdf = await fetchQuotation(request, '/quote/sms/pdf?transactional=abc');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.text.replace(/\s+/g, ' ')).toContain(
      "Not used from this link: transactional. Only this channel's items count",
    );
    expect(pdf.text).toContain('This link has no volumes yet');
  });

  test('keeps to one A4 page with every SMS item, 10 parts and a long list of dropped names', async ({
    request,
  }) => {
    const dropped = Array.from({ length: 60 }, (_, index) => `unknown_${index}=1`).join('&');
    for (const query of [
      'promotional=10000&transactional=20000&rcs=30000&parts=10',
      `promotional=999999999&transactional=999999999&rcs=999999999&parts=10&${dropped}`,
    ]) {
      const pdf = await fetchQuotation(request, `/quote/sms/pdf?${query}`);
      expect(pdf.pages, query).toHaveLength(1);
      expect(pdf.pages[0]).toMatchObject({ width: 595.28, height: 841.89 });
      expect(pdf.text).toContain('Live quote:');
      expect(pdf.bytes.byteLength).toBeLessThan(150 * 1024);
    }
  });

  test('is cached like the quote image, 404 for an unknown channel, never 500', async ({
    request,
  }) => {
    const image = await request.get('/quote/sms/image?transactional=100000');
    const pdf = await request.get('/quote/sms/pdf?transactional=100000');
    expect(pdf.headers()['cache-control']).toContain('s-maxage=');
    expect(pdf.headers()['cache-control']).toBe(image.headers()['cache-control']);
    expect((await request.get('/quote/fax/pdf?pages=10', { maxRedirects: 0 })).status()).toBe(404);
    for (const query of junkEmailQuoteQueries) {
      const path = `/quote/email/pdf?${query}`;
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe('application/pdf');
    }
  });

  // The bar is 300 ms at p95, measured alone (docs/measuring.md); beside the other worker's
  // browser tests on two cores it reaches 400 ms, so this guard catches what is several times
  // slower (a font read per request took a second) without failing on a busy machine.
  test('renders in well under a second at p95 over 50 requests', async ({ request }) => {
    // Warm: the first quotation of a process reads the fonts.
    await request.get('/quote/sms/pdf?transactional=1');
    const times: number[] = [];
    for (let index = 0; index < 50; index++) {
      const started = performance.now();
      const response = await request.get(`/quote/sms/pdf?transactional=${100_000 + index}&parts=2`);
      await response.body();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.ceil(0.95 * times.length) - 1]!;
    test.info().annotations.push({
      type: 'render time',
      description: `median ${times[24]!.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms over 50 requests`,
    });
    expect(p95).toBeLessThan(1_000);
  });

  test('is linked as "Download PDF" from the quote page', async ({ page }) => {
    await page.goto('/quote/sms?transactional=100000&parts=2&ref=rep-17');
    const link = page.getByRole('link', { name: copy.downloadPdf });
    await expect(link).toHaveAttribute(
      'href',
      '/quote/sms/pdf?transactional=100000&parts=2&prices=2026-11-22',
    );
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('quotation-sms-Q-SMS-5A05D8.pdf');
  });

  test("is linked beside the estimator's share link, following the volumes", async ({
    page,
    request,
  }) => {
    await page.goto('/services/sms');
    const estimator = page.locator('#estimator');
    await estimator.getByLabel(copy.items.sms.transactional).fill('100000');
    const link = estimator.getByRole('link', { name: copy.downloadPdf });
    await expect(link).toHaveAttribute(
      'href',
      '/quote/sms/pdf?transactional=100000&prices=2026-11-22',
    );
    await estimator.getByLabel(copy.parts.label).selectOption('2');
    await expect(link).toHaveAttribute(
      'href',
      '/quote/sms/pdf?transactional=100000&parts=2&prices=2026-11-22',
    );
    const pdf = await fetchQuotation(request, (await link.getAttribute('href'))!);
    expect(referenceIn(pdf.text)).toBe('Q-SMS-5A05D8');
    expect(pdf.text).toContain('₹40,120.00');
  });

  test('is made by the standalone server too, from the files traced into it', async () => {
    test.setTimeout(90_000);
    const server = await startSiteServer({}, { kind: 'standalone' });
    try {
      const response = await fetch(`${server.url}/quote/sms/pdf?transactional=100000&parts=2`);
      expect(response.status, server.output()).toBe(200);
      const { text, pages } = await readPdf(new Uint8Array(await response.arrayBuffer()));
      expect(pages).toHaveLength(1);
      expect(text).toContain('Q-SMS-5A05D8');
      expect(text).toContain('₹40,120.00');
    } finally {
      await server.stop();
    }
  });
});
