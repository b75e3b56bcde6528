import { expect, test } from './support/test';
import { messages } from '@/content/messages';
import { footerColumns } from '@/content/navigation';
import { site, socialLinks } from '@/content/site';

const { CommunicationOverview: overview, DigitalOverview: digital, Cta: cta } = messages;
/** The call to action each page closes with. */
const closing: Record<string, string> = {
  '/': cta.communication.title,
  '/services/sms': cta.communication.title,
  '/services/voice': cta.communication.title,
  '/services/email': cta.communication.title,
  '/services/whatsapp': cta.communication.title,
  '/services/csw': cta.development.title,
  '/services/web-dev': cta.development.title,
  '/services/web-DMS': cta.development.title,
  '/services/web-DAB': cta.development.title,
};

test('each page closes with its call to action; the spec’s quote and discovery call lead to /contact', async ({
  page,
}) => {
  for (const [path, title] of Object.entries(closing)) {
    await page.goto(path);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: title }),
    ).toBeVisible();
  }
  await page.goto('/services');
  for (const name of [overview.closing.quote, overview.closing.discovery, overview.hero.primary]) {
    for (const link of await page.getByRole('link', { name, exact: true }).all()) {
      await expect(link).toHaveAttribute('href', '/contact');
    }
  }
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: site.phone })).toHaveAttribute(
    'href',
    site.phoneHref,
  );
  await expect(main.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
});

test('the trust claims appear on home and, among the stats, on About', async ({ page }) => {
  await page.goto('/');
  for (const claim of Object.values(messages.Common.claims)) {
    await expect(page.getByRole('main').getByText(claim, { exact: true })).toBeVisible();
  }
  await page.goto('/about');
  const stats = {
    founded: '2015',
    businesses: '10K+',
    uptime: '99.99%',
    soc2: 'SOC 2',
    support: '24/7',
  };
  for (const [id, figure] of Object.entries(stats)) {
    await expect(page.getByTestId(`about-stat-${id}`).locator('dd')).toHaveText(figure);
  }
});

test('the footer has its two columns, eleven links, three social links and the 2023 copyright', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const heading of [messages.Footer.solutions, messages.Footer.company]) {
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
  }
  const links = footerColumns.flatMap((column) => column.links);
  expect(links.map((l) => l.href)).toEqual([
    '/services/whatsapp',
    '/services/sms',
    '/services/email',
    '/custom-software',
    '/about',
    '/careers',
    '/blog',
    '/contact',
    '/privacy',
    '/terms',
    '/privacy-notice',
  ]);
  for (const { label, href } of [
    ...links.map(({ label, href }) => ({ label: messages.Footer[label], href })),
    ...socialLinks.map(({ network, href }) => ({ label: messages.Footer[network], href })),
  ]) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      href,
    );
  }
  await expect(footer).toContainText('© 2023');
});

test('links outside the route table are not prefetched, since they only redirect home', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const aboutPrefetch = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/about' && request.url().includes('_rsc'),
  );
  await page.goto('/faq');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await aboutPrefetch;
  for (const path of ['/careers', '/blog', '/privacy', '/terms', '/custom-software']) {
    expect(requested, path).not.toContain(path);
  }
});

test('every table of published prices says once that its prices exclude GST, and links the rate card', async ({
  page,
}) => {
  const gstNote =
    'Prices exclude GST, charged at 18% on the invoice. Every price in one file: rate card (CSV).';
  // The channel pages' tables come from the price list, and say from when it applies.
  const dated = ['/services/sms', '/services/voice', '/services/email', '/services/whatsapp'];
  const undated = ['/services', '/services/csw', '/services/web-dev', '/services/web-DMS'];
  for (const path of [...dated, ...undated, '/services/web-DAB']) {
    await page.goto(path);
    const note = dated.includes(path) ? `These prices apply from 22 Nov 2026. ${gstNote}` : gstNote;
    // The estimator's breakdown states GST as a figure of its own, not as a note.
    const tables = page.locator('main figure:has(table):not(#estimator figure)');
    const count = await tables.count();
    expect(count, path).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const line = tables.nth(index).getByText(note, { exact: true });
      await expect(line, `${path} table ${index}`).toHaveCount(1);
      await expect(line.getByRole('link', { name: 'rate card (CSV)' })).toHaveAttribute(
        'href',
        '/rate-card.csv',
      );
    }
  }
});

test('a nested page shows its breadcrumb trail', async ({ page }) => {
  await page.goto('/services/web-DMS');
  const trail = page.getByRole('navigation', { name: messages.Common.seo.breadcrumbLabel });
  await expect(trail.getByRole('link', { name: digital.title })).toHaveAttribute(
    'href',
    '/services/csw',
  );
  await expect(trail.getByText(messages.DigitalMarketing.title)).toHaveAttribute(
    'aria-current',
    'page',
  );
});
