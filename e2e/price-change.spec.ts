import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { command, copyCheckout } from './support/checkout';
import { fetchHtml } from './support/html';
import { expect, test } from './support/test';
import { messages } from '@/content/messages';
import { addDays, indiaDay } from '@/lib/pricing/price-registry';
import { distDir } from '@/testing/test-build.mjs';
import { readPdf } from '@/testing/pdf';
import { freePort, waitUntilAnswers } from '@/testing/site-server';

/** '2026-11-27' as the quote page writes it ('27 November 2026') and the tables ('27 Nov 2026'). */
const dateIn = (day: string, month: 'long' | 'short') =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' })
    .format(new Date(day))
    .replace('Sept ', 'Sep ');
const longDate = (day: string) => dateIn(day, 'long');
const shortDate = (day: string) => dateIn(day, 'short');

const oldLink = '/quote/sms?transactional=100000&parts=2';

test.describe('a price change, deployed as the docs say', () => {
  test('an old quote keeps its prices and says they changed; a fresh one, the rate card and its history follow the new list', async ({
    page,
    request,
  }) => {
    // The operator's steps (docs/operations.md, "Changing prices"), in a copy of this checkout: a dated
    // file beside the site's list, its line in the index, a build. The file is the tests' second
    // list (SMS transactional Growth ₹0.17 → ₹0.16), dated today so that the build applies it.
    test.setTimeout(15 * 60_000);
    const today = indiaDay(new Date());
    const { variables } = JSON.parse(readFileSync(join(distDir(), 'build-stamp.json'), 'utf8'));
    const checkout = copyCheckout('price-change-');
    let server: ReturnType<typeof command> | undefined;
    try {
      const fixture = readFileSync('testing/fixtures/price-lists/2027-01-01.json', 'utf8');
      writeFileSync(
        join(checkout.dir, `content/pricing/price-lists/${today}.json`),
        fixture.replace('"effectiveFrom": "2027-01-01"', `"effectiveFrom": "${today}"`),
      );
      const index = join(checkout.dir, 'content/pricing/price-lists/index.ts');
      const name = `list${today.replaceAll('-', '')}`;
      writeFileSync(
        index,
        `import ${name} from './${today}.json';\n` +
          readFileSync(index, 'utf8').replace(
            '\n];',
            `\n  { file: 'content/pricing/price-lists/${today}.json', data: ${name} },\n];`,
          ),
      );
      const build = command(checkout.dir, ['npm', 'run', 'build'], variables);
      expect(await build.exited, build.output()).toBe(0);

      const port = await freePort();
      const site = `http://127.0.0.1:${port}`;
      server = command(checkout.dir, ['npm', 'start', '--', '-H', '127.0.0.1'], {
        PORT: String(port),
        DATA_DIR: join(checkout.dir, 'data'),
        UPSTREAM_API_BASE: '',
      });
      await waitUntilAnswers(`${site}/`, { timeoutMs: 60_000 });

      const changed = `Prices have changed since this quote was made. Today's quote for the same volumes, at the prices in effect from ${longDate(today)}: ₹37,760.00 a month with GST.`;
      const freshLink = `/quote/sms?transactional=100000&parts=2&prices=${today}`;

      // The link a rep shared last week: its old figures, the change said, today's total.
      const preview = await fetchHtml(request, `${site}${oldLink}`);
      expect(preview.meta('og:description')).toContain('₹40,120.00');
      expect(preview.meta('og:description')).toContain(changed);
      await page.goto(`${site}${oldLink}`);
      const main = page.getByRole('main');
      for (const figure of ['₹0.17', '₹34,000.00', '₹6,120.00', '₹40,120.00']) {
        await expect(main).toContainText(figure);
      }
      await expect(main).toContainText(changed);
      await expect(main).toContainText(`Valid until ${longDate(addDays(today, -1))}.`);

      // Its PDF, as a finance team files it: the same figures under the same reference.
      const pdf = await request.get(`${site}/quote/sms/pdf?transactional=100000&parts=2`);
      expect(pdf.status()).toBe(200);
      const { text } = await readPdf(await pdf.body());
      const flat = text.replace(/\s+/g, ' ');
      for (const shown of [
        'Q-SMS-5A05D8',
        '₹40,120.00',
        'Prices have changed since this quote was made.',
        '₹37,760.00 a month with GST',
        freshLink,
      ]) {
        expect(flat).toContain(shown);
      }

      // Today's quote: the new rate, and nothing changed since.
      await main.getByRole('link', { name: messages.Quote.freshQuote }).click();
      await expect(page).toHaveURL(`${site}${freshLink}`);
      for (const figure of ['₹0.16', '₹32,000.00', '₹5,760.00', '₹37,760.00']) {
        await expect(main).toContainText(figure);
      }
      await expect(main).not.toContainText('Prices have changed');

      // The pricing table and the rate card date the new list.
      await page.goto(`${site}/services/sms`);
      await expect(main).toContainText(`These prices apply from ${shortDate(today)}.`);
      const csv = await request.get(`${site}/rate-card.csv`);
      const rows: Record<string, string>[] = parse(await csv.text(), { columns: true });
      const sms = rows.filter((row) => row['channel'] === 'SMS & RCS Messaging');
      const growth = sms.find(
        (row) =>
          row['item'] === 'Transactional' && row['tier'] === 'Growth' && row['unit'] === 'SMS',
      );
      expect(growth).toMatchObject({ rate: '0.16', effective_from: today });
      // The price list's rows date from today; the add-ons, outside the lists, from their check.
      for (const row of rows) expect(['2026-11-22', today]).toContain(row['effective_from']);
      const datedToday = new Set(
        rows.filter((row) => row['effective_from'] === today).map((row) => row['channel']),
      );
      expect([...datedToday].sort()).toEqual([
        'Email API',
        'SMS & RCS Messaging',
        'Voice API',
        'WhatsApp Business API',
      ]);
      const history = await request.get(`${site}/rate-card/history.json`);
      expect(await history.json()).toEqual({
        lists: [
          { effective_from: '2026-11-22', changes: [] },
          {
            effective_from: today,
            changes: [
              {
                channel: 'SMS & RCS Messaging',
                item: 'Transactional',
                tier: 'Growth',
                oldRate: 0.17,
                newRate: 0.16,
              },
            ],
          },
        ],
      });
    } finally {
      if (server) {
        server.kill();
        await server.exited;
      }
      checkout.remove();
    }
  });
});
