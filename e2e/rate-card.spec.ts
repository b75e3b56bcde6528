import type { APIRequestContext } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expect, test, type Page } from './support/test';

// The rate card as a buyer's tools read it: a CSV parser from the registry, JSON.parse, and the
// pages themselves, read in the browser, as the source every row must agree with.

type CsvRecord = Record<(typeof columns)[number], string>;

const columns = [
  'channel',
  'item',
  'tier',
  'band from',
  'band to',
  'unit',
  'rate',
  'currency',
  'GST included',
  'published on',
  'effective_from',
] as const;

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
const bandColumns = new Set(['Monthly volume', 'Minutes per month']);

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

/** A volume band as a table shows it: '50,001–2,00,000' or '10,00,001+'. */
function band(text: string): [number, number | null] {
  const [from, to] = text.replace(/\+$/, '').split('–');
  const count = (value: string) => Number(value.replaceAll(',', ''));
  return [count(from!), to === undefined ? null : count(to)];
}

type Shown = {
  tables: { caption: string; headers: string[]; rows: { header: string; cells: string[] }[] }[];
  cards: { name: string; price: string }[];
};

/** Every pricing table and add-on card of a page's main content, as text. */
function readPrices(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const tables = [...document.querySelectorAll('main table')]
      // The estimator's breakdown is the visitor's own estimate, not a published price.
      .filter((table) => !table.closest('#estimator'))
      .map((table) => ({
        caption: text(table.querySelector('caption')),
        headers: [...table.querySelectorAll('thead th')].map(text),
        rows: [...table.querySelectorAll('tbody tr')].map((tr) => ({
          header: text(tr.querySelector('th')),
          cells: [...tr.querySelectorAll('td')].map(text),
        })),
      }));
    const cards = [...document.querySelectorAll('main dl > div')].map((card) => ({
      name: text(card.querySelector('dt')),
      price: text(card.querySelector('dd')),
    }));
    return { tables, cards };
  });
}

/** Where a row's price is shown: a table cell (its table, row and column) or an add-on card. */
type Place =
  | { kind: 'cell'; table: number; row: number; column: number; text: string }
  | { kind: 'card'; card: number; text: string };

function placesOf(record: CsvRecord, shown: Shown): Place[] {
  const places: Place[] = [];
  shown.tables.forEach((table, t) => {
    table.rows.forEach((row, r) => {
      // A tier's rate sits in the tier's row, under the item's column; anything else in the
      // item's row, under the table's price column.
      const column = record.tier
        ? row.header === record.tier
          ? table.headers.indexOf(record.item)
          : -1
        : row.header === record.item
          ? table.headers.findIndex((header, index) => index > 0 && priceColumns.has(header))
          : -1;
      if (column > 0) {
        places.push({ kind: 'cell', table: t, row: r, column, text: row.cells[column - 1]! });
      }
    });
  });
  if (places.length > 0) return places;
  shown.cards.forEach((card, c) => {
    if (card.name === record.item) places.push({ kind: 'card', card: c, text: card.price });
  });
  return places;
}

/** What the page must show for a row, from the row alone. */
function expectShown(record: CsvRecord, place: Place, shown: Shown) {
  const what = `${record.channel} / ${record.item} / ${record.tier || '-'}: "${place.text}"`;
  const rate = record.rate;
  const volumeBand = place.kind === 'cell' && record.tier !== '' && record.unit !== '';
  if (rate === 'custom') {
    expect(['Custom', 'Custom quote', 'On request'], what).toContain(place.text);
    expect(figures(place.text), what).toEqual([]);
  } else if (rate === '0') {
    expect(place.text, what).toMatch(/^Included/);
    if (record.tier) expect(place.text, what).toContain(record.tier);
  } else if (!volumeBand && record['band to'] !== '') {
    // A range: the band is the price's bounds, the rate its lowest figure.
    expect(figures(place.text), what).toEqual([
      Number(record['band from']),
      Number(record['band to']),
    ]);
    expect(Number(rate), what).toBe(Number(record['band from']));
  } else if (!volumeBand && record['band from'] !== '') {
    // A starting figure: 'From ₹9,999', '₹30,000+', 'From ₹1,500 / month'.
    expect(figures(place.text), what).toEqual([Number(rate)]);
    expect(Number(record['band from']), what).toBe(Number(rate));
    expect(place.text, what).toMatch(/^From ₹|₹[\d,.]+\+/);
  } else {
    expect(figures(place.text), what).toEqual([Number(rate)]);
    expect(place.text, what).not.toMatch(/From|\+|–/);
  }

  if (!volumeBand) {
    const unitWords: Record<string, RegExp> = {
      month: /month/,
      campaign: /per campaign/,
      'one-time': /one-time/,
      SMS: /per SMS/,
    };
    const unit = unitWords[record.unit];
    if (unit) expect(place.text, what).toMatch(unit);
    if (record.unit === 'project' || record.unit === '') {
      expect(place.text, what).not.toMatch(/month|campaign|one-time|per /);
    }
  }
  if (place.kind === 'cell' && record.tier !== '' && record.unit !== '') {
    const table = shown.tables[place.table]!;
    // The caption names the unit ('per SMS', 'per minute', 'per message' for RCS messages).
    expect(table.caption, what).toContain(`per ${record.unit.split(' ').at(-1)}`);
    const bandColumn = table.headers.findIndex((header) => bandColumns.has(header));
    // RCS follows the SMS bands and its table does not repeat them.
    if (bandColumn > 0) {
      const shownBand = table.rows[place.row]!.cells[bandColumn - 1]!;
      expect(band(shownBand), what).toEqual([
        Number(record['band from']),
        record['band to'] === '' ? null : Number(record['band to']),
      ]);
    }
  }
  if (place.kind === 'cell' && record.tier === '' && record.unit === 'conversation') {
    expect(shown.tables[place.table]!.caption, what).toContain('per conversation');
  }
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
  expect(text.split('\r\n')[0]).toBe(columns.join(','));
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replaceAll('\r\n', '')).not.toContain('\n');
  expect(records).toHaveLength(82);
  for (const record of records) {
    expect(Object.keys(record)).toEqual([...columns]);
    expect(record).toMatchObject({
      currency: 'INR',
      'GST included': 'no',
      'published on': '2026-11-22',
      effective_from: '2026-11-22',
    });
    expect(record.rate, JSON.stringify(record)).toMatch(/^(?:custom|\d+(?:\.\d+)?)$/);
  }
});

test('every rate in /rate-card.csv is the one its page shows, and every price shown is in it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { records } = await readCsv(request);
  expect(new Set(records.map((record) => record.channel))).toEqual(new Set(Object.keys(pageOf)));

  for (const [channel, path] of Object.entries(pageOf)) {
    await page.goto(path);
    const shown = await readPrices(page);
    const used = new Set<string>();
    const rows = records.filter((record) => record.channel === channel);
    expect(rows.length, channel).toBeGreaterThan(0);
    for (const record of rows) {
      const places = placesOf(record, shown);
      expect(places, `${channel} / ${record.item} / ${record.tier}: shown once`).toHaveLength(1);
      const place = places[0]!;
      expectShown(record, place, shown);
      used.add(
        place.kind === 'cell'
          ? `${place.table}/${place.row}/${place.column}`
          : `card/${place.card}`,
      );
    }

    // The other way: every price cell and add-on card of the page is a row of the file.
    shown.tables.forEach((table, t) => {
      expect(table.rows.length, `${path}: ${table.caption}`).toBeGreaterThan(0);
      table.rows.forEach((row, r) => {
        table.headers.forEach((header, column) => {
          if (column === 0 || !priceColumns.has(header)) return;
          expect(used, `${path}: ${table.caption}, ${row.header}, ${header}`).toContain(
            `${t}/${r}/${column}`,
          );
        });
      });
    });
    // The communication overview's add-ons are a selection of the channel pages' (rows there).
    if (path !== '/services') {
      shown.cards.forEach((card, c) => {
        expect(used, `${path}: add-on ${card.name}`).toContain(`card/${c}`);
      });
    }
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
