import { expect, test, type Page } from './support/test';
import { messages } from '@/content/messages';

/** The published packages, as a visitor reads them: price, timeline and scope figure. */
const pages = [
  {
    path: '/services/web-dev',
    namespace: 'WebDev',
    rows: [
      ['staticSite', 'From ₹9,999', '4–7 working days', '5 pages'],
      ['businessCms', '₹15,000–₹25,000', '7–14 days', '8–15 pages'],
      ['customWebApp', '₹30,000+', 'Custom estimate', ''],
    ],
    note: 'Lighthouse score above 90',
  },
  {
    path: '/services/web-DMS',
    namespace: 'DigitalMarketing',
    rows: [
      ['seoSetup', 'From ₹8,999', '7–10 days', ''],
      ['socialMedia', '₹6,999 per month', 'Ongoing', '12–16 designed posts'],
      ['paidAds', '₹4,999 per campaign', '3–5 days', ''],
      ['messagingCampaign', '₹2,999 per campaign', '1–2 days', ''],
    ],
  },
  {
    path: '/services/web-DAB',
    namespace: 'Design',
    rows: [
      ['brandKit', '₹5,999', '4–6 days', ''],
      ['websiteUi', '₹7,999', '6–8 days', '5–6 sections'],
      ['appUiUx', '₹8,499', '7–10 days', 'up to 6 screens'],
      ['marketingCreatives', '₹2,499+', '2–3 days', '10+ social media posts'],
    ],
  },
] as const;

const rowOf = (page: Page, name: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

for (const { path, namespace, rows, ...rest } of pages) {
  const copy = messages[namespace];
  const packages = copy.packages as Record<string, { name: string }>;

  test(`${path} shows every package with its price, timeline and scope`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
    const table = page.getByRole('table', { name: copy.pricing.caption });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveCount(rows.length);
    for (const [id, price, timeline, scope] of rows) {
      const row = rowOf(page, packages[id]!.name);
      await expect(row.getByRole('cell').nth(0)).toHaveText(price);
      await expect(row.getByRole('cell').nth(1)).toHaveText(timeline);
      if (scope) await expect(row.getByRole('cell').nth(2)).toContainText(scope);
    }
    if ('note' in rest) await expect(page.locator('figcaption')).toContainText(rest.note);
  });

  test(`${path} shows its offers, add-ons, reasons to choose us and the development call to action`, async ({
    page,
  }) => {
    await page.goto(path);
    for (const section of [copy.offers, copy.addOns, copy.whyUs]) {
      const region = page.getByRole('region', { name: section.title });
      await expect(region.getByRole('heading', { level: 2 })).toHaveText(section.title);
      for (const item of Object.values(section.items) as { title?: string; name?: string }[]) {
        await expect(
          region.getByText(item.title ?? item.name ?? '', { exact: true }),
        ).toBeVisible();
      }
    }
    await expect(page.getByText('On request').first()).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: messages.Cta.development.title }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: copy.hero.primary }).first()).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test(`${path} fits a 360 px phone`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    await expect(rowOf(page, packages[rows[0][0]]!.name)).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
}

test.describe('digital services overview', () => {
  const overview = messages.DigitalOverview;

  test('shows the engagement models table: one-time from ₹4,999, retainer from ₹6,999 per month, bundles on request', async ({
    page,
  }) => {
    await page.goto('/services/csw');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(overview.title);
    const table = page.getByRole('table', { name: overview.engagementModels.caption });
    for (const header of ['planType', 'idealFor', 'startsFrom'] as const) {
      await expect(
        table.getByRole('columnheader', { name: messages.Pricing.columns[header] }),
      ).toBeAttached();
    }
    const expected = [
      ['oneTime', 'From ₹4,999'],
      ['retainer', 'From ₹6,999 per month'],
      ['customBundle', 'On request'],
    ] as const;
    await expect(table.getByRole('rowheader')).toHaveCount(expected.length);
    for (const [id, price] of expected) {
      const model = overview.engagementModels.models[id];
      const row = rowOf(page, model.planType);
      await expect(row.getByRole('cell').nth(0)).toHaveText(model.idealFor);
      await expect(row.getByRole('cell').nth(1)).toHaveText(price);
    }
  });

  test('shows the three core services with links, who we work with, add-ons and contact links', async ({
    page,
  }) => {
    await page.goto('/services/csw');
    const links = [
      ['Web & Mobile Development', '/services/web-dev'],
      ['Digital Marketing', '/services/web-DMS'],
      ['Design & Branding', '/services/web-DAB'],
    ] as const;
    for (const [title, href] of links) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(
        page.getByRole('link', { name: `Explore ${title}`, exact: true }),
      ).toHaveAttribute('href', href);
    }
    for (const industry of overview.whoWeWorkWith.industries) {
      await expect(page.getByText(industry, { exact: true })).toBeVisible();
    }
    for (const addOn of Object.values(overview.addOns.items)) {
      await expect(page.getByText(addOn.name, { exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole('link', { name: overview.engagementModels.helpLink }),
    ).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: overview.hero.primary }).first()).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(
      page.getByRole('heading', { level: 2, name: messages.Cta.development.title }),
    ).toBeVisible();
  });

  test('a core service link opens its page', async ({ page }) => {
    await page.goto('/services/csw');
    await page.getByRole('link', { name: 'Explore Digital Marketing', exact: true }).click();
    await expect(page).toHaveURL('/services/web-DMS');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      messages.DigitalMarketing.title,
    );
  });

  test('fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/services/csw');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
