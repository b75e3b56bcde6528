import type { APIRequestContext } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expect, test, type Page } from './support/test';

// The rate card as a buyer's tools read it: a CSV parser from the registry, JSON.parse, and the
// pages themselves, read in the browser, as the source every row must agree with.

// The header row, a public contract (docs/contracts.md).
const header =
  'channel,item,tier,band from,band to,unit,rate,currency,GST included,published on,effective_from';
const columns = header.split(',');
type CsvRecord = Record<string, string>;

/** The page each channel label names: the title of that page. */
const pageOf: Record<string, string> = {
  'SMS & RCS Messaging': '/services/sms',
  'Voice API': '/services/voice',
  'Email API': '/services/email',
  'WhatsApp Business API': '/services/whatsapp',
  'Communication Services': '/services',
  'Digital Services': '/services/csw',
  'Web & Mobile Development': '/services/web-dev',
  'Digital Marketing': '/services/web-DMS',
  'Design & Branding': '/services/web-DAB',
};

/** The columns of the pages' tables that state a price (the others: bands, fees, scope). */
const priceColumns = new Set([
  'Promotional',
  'Transactional',
  'RCS rich message',
  'SMS fallback rate',
  'Outbound',
  'Inbound',
  'Recording',
  'Per email',
  'Final price',
  'Price',
  'Starts from',
]);

async function readCsv(request: APIRequestContext) {
  const response = await request.get('/rate-card.csv', { maxRedirects: 0 });
  const text = await response.text();
  const records: CsvRecord[] = parse(text, {
    columns: true,
    record_delimiter: '\r\n',
    skip_empty_lines: false,
  });
  return { response, text, records };
}

/** The rupee figures a piece of page text states: '₹15,000–₹25,000' is [15000, 25000]. */
function figures(text: string): number[] {
  return [...text.matchAll(/₹([\d,]+(?:\.\d+)?)/g)].map((m) => Number(m[1]!.replaceAll(',', '')));
}

/** The price texts of a page's tables (their price columns) and, unless left out, its add-on cards. */
function pricesShown(page: Page, withCards: boolean): Promise<string[]> {
  return page.evaluate(
    ({ columns, withCards }) => {
      const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
      // The estimator's breakdown is the visitor's own estimate, not a published price.
      const tables = [...document.querySelectorAll('main table')].filter(
        (t) => !t.closest('#estimator'),
      );
      const cells = tables.flatMap((table) => {
        const headers = [...table.querySelectorAll('thead th')].map(text);
        return [...table.querySelectorAll('tbody tr')].flatMap((row) =>
          [...row.querySelectorAll('td')]
            .filter((_, index) => columns.includes(headers[index + 1]!))
            .map(text),
        );
      });
      const cards = [...document.querySelectorAll('main dl > div dd:first-of-type')].map(text);
      return [...cells, ...(withCards ? cards : [])];
    },
    { columns: [...priceColumns], withCards },
  );
}

/** The figures a row's price shows: a range its bounds, a custom or included price none. */
function figuresOf(record: CsvRecord): number[] {
  if (record.rate === 'custom' || record.rate === '0') return [];
  const tiered = record.tier !== '' && record.unit !== '';
  return !tiered && record['band to'] !== ''
    ? [Number(record['band from']), Number(record['band to'])]
    : [Number(record.rate)];
}

const cached = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

test('/rate-card.csv is RFC 4180 CSV with a header row, served as a file to download', async ({
  request,
}) => {
  const { response, text, records } = await readCsv(request);
  expect(response.headers()).toMatchObject({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': 'attachment; filename="rate-card-2026-11-22.csv"',
    'cache-control': cached,
  });
  expect(text.split('\r\n')[0]).toBe(header);
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replaceAll('\r\n', '')).not.toContain('\n');
  expect(records).toHaveLength(82);
  for (const record of records) {
    expect(Object.keys(record)).toEqual(columns);
    expect(record).toMatchObject({
      currency: 'INR',
      'GST included': 'no',
      'published on': '2026-11-22',
      effective_from: '2026-11-22',
    });
    expect(record.rate, JSON.stringify(record)).toMatch(/^(?:custom|\d+(?:\.\d+)?)$/);
  }
});

test('every price each page shows is a row of /rate-card.csv, and every row is shown', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { records } = await readCsv(request);
  expect(new Set(records.map((record) => record.channel))).toEqual(new Set(Object.keys(pageOf)));
  const sorted = (numbers: number[]) => numbers.sort((a, b) => a - b);
  for (const [channel, path] of Object.entries(pageOf)) {
    await page.goto(path);
    // The communication overview's add-ons are a selection of the channel pages' (rows there).
    const shown = await pricesShown(page, path !== '/services');
    const rows = records.filter((record) => record.channel === channel);
    expect(sorted(shown.flatMap(figures)), path).toEqual(sorted(rows.flatMap(figuresOf)));
    // Where the file says custom or included, the page says so.
    const unpriced = shown.filter((text) => figures(text).length === 0);
    expect(unpriced.length, path).toBe(rows.filter((row) => figuresOf(row).length === 0).length);
    for (const text of unpriced)
      expect(text, path).toMatch(/^(Custom|Custom quote|On request|Included)/);
  }
});

test('/rate-card.json holds the same rows as the CSV; its history lists the one price list', async ({
  request,
}) => {
  const response = await request.get('/rate-card.json', { maxRedirects: 0 });
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(response.headers()['cache-control']).toBe(cached);
  const json = await response.json();
  expect(json.publishedOn).toBe('2026-11-22');
  const { records } = await readCsv(request);
  const asCsv = (value: unknown) =>
    value === null ? '' : value === false ? 'no' : value === true ? 'yes' : String(value);
  const keys = {
    bandFrom: 'band from',
    bandTo: 'band to',
    gstIncluded: 'GST included',
    publishedOn: 'published on',
  };
  expect(
    json.rows.map((row: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          keys[key as keyof typeof keys] ?? key,
          asCsv(value),
        ]),
      ),
    ),
  ).toEqual(records);
  expect(json.rows.find((row: { rate: unknown }) => row.rate === 0.17)).toBeDefined();

  const history = await request.get('/rate-card/history.json', { maxRedirects: 0 });
  expect(history.headers()['content-type']).toMatch(/^application\/json/);
  expect(history.headers()['cache-control']).toBe(cached);
  expect(await history.json()).toEqual({ lists: [{ effective_from: '2026-11-22', changes: [] }] });
});

test('each pricing table links the rate card, with a target of 24 px, and it downloads', async ({
  page,
}) => {
  await page.goto('/services/sms');
  const links = page.getByRole('main').getByRole('link', { name: 'rate card (CSV)' });
  await expect(links).toHaveCount(2);
  const link = links.first();
  await expect(link).toHaveAttribute('href', '/rate-card.csv');
  const box = await link.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(24);
  expect(box!.width).toBeGreaterThanOrEqual(24);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('rate-card-2026-11-22.csv');
});
