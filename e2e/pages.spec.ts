import { expect, test } from './support/test';
import { aboutStats } from '@/content/about';
import { messages } from '@/content/messages';
import { footerColumns } from '@/content/navigation';
import { site, socialLinks } from '@/content/site';

const {
  Home: home,
  CommunicationOverview: overview,
  DigitalOverview: digital,
  Cta: cta,
} = messages;
const channelHero = (copy: { hero: { getStarted: string; talkToSales: string } }) => [
  [copy.hero.getStarted, '/contact'],
  [copy.hero.talkToSales, site.phoneHref],
];

/** Where each page's calls to action lead (the first link of that name in the content). */
const pages: { path: string; links: string[][]; closing?: string }[] = [
  {
    path: '/',
    links: [
      [home.hero.getInTouch, '/contact'],
      [home.industries.talkToExpert, '/contact'],
      [cta.communication.primary, '/contact'],
    ],
    closing: cta.communication.title,
  },
  {
    path: '/services',
    links: [
      [overview.hero.primary, '/contact'],
      [overview.hero.secondary, site.phoneHref],
      ['Explore SMS & RCS Messaging', '/services/sms'],
      ['Explore Voice API', '/services/voice'],
      ['Explore Email API', '/services/email'],
      ['Explore WhatsApp Business API', '/services/whatsapp'],
      [overview.closing.quote, '/contact'],
      [overview.closing.discovery, '/contact'],
    ],
  },
  { path: '/services/sms', links: channelHero(messages.Sms), closing: cta.communication.title },
  { path: '/services/voice', links: channelHero(messages.Voice), closing: cta.communication.title },
  { path: '/services/email', links: channelHero(messages.Email), closing: cta.communication.title },
  {
    path: '/services/whatsapp',
    links: channelHero(messages.WhatsApp),
    closing: cta.communication.title,
  },
  {
    path: '/services/csw',
    links: [
      [digital.hero.primary, '/contact'],
      ['Explore Web & Mobile Development', '/services/web-dev'],
      ['Explore Digital Marketing', '/services/web-DMS'],
      ['Explore Design & Branding', '/services/web-DAB'],
      [digital.engagementModels.helpLink, '/contact'],
    ],
    closing: cta.development.title,
  },
  ...(['WebDev', 'DigitalMarketing', 'Design'] as const).map((namespace, i) => ({
    path: ['/services/web-dev', '/services/web-DMS', '/services/web-DAB'][i]!,
    links: [[messages[namespace].hero.primary, '/contact']],
    closing: cta.development.title,
  })),
  {
    path: '/contact',
    links: [
      [site.phone, site.phoneHref],
      [site.email, `mailto:${site.email}`],
      [messages.Footer.facebook, socialLinks[0]!.href],
    ],
  },
  {
    path: '/soon',
    links: socialLinks.map(({ network, href }) => [messages.Footer[network], href]),
  },
];

for (const { path, links, closing } of pages) {
  test(`${path}: every call to action leads where it says`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    for (const [name, href] of links) {
      await expect(main.getByRole('link', { name, exact: true }).first(), name).toHaveAttribute(
        'href',
        href!,
      );
    }
    if (closing) await expect(main.getByRole('heading', { level: 2, name: closing })).toBeVisible();
  });
}

test('the trust claims and the stats appear on home and About', async ({ page }) => {
  await page.goto('/about');
  const expected = {
    founded: '2015',
    businesses: '10K+',
    dataCenters: '12',
    uptime: '99.99%',
    soc2: 'SOC 2',
    support: '24/7',
  };
  for (const { id } of aboutStats) {
    const stat = page.getByTestId(`about-stat-${id}`);
    await expect(stat.locator('dd')).toHaveText(expected[id]);
    await expect(stat.locator('dt')).toHaveText(messages.About.stats.items[id]);
  }
  await page.goto('/');
  for (const claim of Object.values(messages.Common.claims)) {
    await expect(page.getByRole('main').getByText(claim, { exact: true })).toBeVisible();
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
