import { expect, test } from './support/test';
import { aboutStats, aboutValues } from '@/content/about';
import { messages } from '@/content/messages';

const about = messages.About;

test('shows the stats: founded 2015, 10K+ businesses, 12 data centers and the three claims', async ({
  page,
}) => {
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
    await expect(stat.locator('dt')).toHaveText(about.stats.items[id]);
  }
});

test('tells the story and shows the four values, and no team', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 2, name: about.story.title })).toBeVisible();
  await expect(page.getByText(about.story.paragraphs.start)).toBeVisible();
  const titles = ['Innovation', 'Reliability', 'Transparency', 'Customer Focus'];
  expect(aboutValues.map(({ id }) => about.values.items[id].title)).toEqual(titles);
  for (const { id } of aboutValues) {
    await expect(
      page.getByRole('heading', { level: 3, name: about.values.items[id].title }),
    ).toBeVisible();
    await expect(page.getByText(about.values.items[id].description)).toBeVisible();
  }
});

test('fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/about');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
