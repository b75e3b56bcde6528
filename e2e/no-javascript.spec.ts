import { expect, test } from './support/test';
import { caseStudies } from '@/content/home';
import { faqItemsIn } from '@/content/faq';
import { messages } from '@/content/messages';
import { routes } from '@/content/routes';
import { routeCopy } from '@/lib/i18n/copy';

test.use({ javaScriptEnabled: false });

for (const route of routes) {
  test(`${route.path} is readable without JavaScript`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeCopy(route).title);
    // Nothing in the content area is left invisible waiting for a reveal animation.
    const hidden = await page
      .locator('main [data-aos]')
      .evaluateAll((elements) => elements.filter((el) => Number(getComputedStyle(el).opacity) < 1));
    expect(hidden).toHaveLength(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('the widgets show all they hold: both services tabs, every testimonial, the FAQ answers', async ({
  page,
}) => {
  const home = messages.Home;
  await page.goto('/');
  const services = page.getByRole('region', { name: home.services.title });
  for (const name of Object.values(home.services.categories)) {
    await expect(services.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
  }
  for (const item of Object.values(home.services.items)) {
    await expect(services.getByRole('heading', { name: item.name, exact: true })).toBeVisible();
  }
  for (const study of caseStudies) {
    await expect(page.getByText(home.testimonials.items[study.key].quote)).toBeVisible();
  }
  await page.goto('/faq');
  for (const { id } of faqItemsIn('general')) {
    await expect(page.getByText(messages.Faq.items[id].answer)).toBeVisible();
  }
});

test('the SMS estimator states how messages split into parts, and its form opens the quote', async ({
  page,
}) => {
  const copy = messages.Estimator;
  await page.goto('/services/sms');
  const estimator = page.locator('#estimator');
  await expect(
    estimator.getByRole('heading', { level: 4, name: 'What a message really costs' }),
  ).toBeVisible();
  for (const rule of [
    'A message in GSM-7, the basic SMS alphabet of English letters, digits and common punctuation, fits 160 characters in one part; a longer one is sent in parts of 153.',
    'One character outside that alphabet makes the whole message Unicode: a letter of Hindi, Tamil or any other Indian script, an emoji, a curly quote ’, a long dash – or a non-breaking space. A Unicode message fits 70 characters in one part, or goes in parts of 67.',
    'In GSM-7, ^ { } \\ [ ~ ] | € each count as two characters; in Unicode, most emoji count as two.',
  ]) {
    await expect(estimator.getByText(rule, { exact: true })).toBeVisible();
  }
  // The composer needs JavaScript: without it, there is no dead field.
  await expect(estimator.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);

  await estimator.getByLabel(copy.items.sms.transactional).fill('1,00,000');
  const parts = estimator.getByLabel(copy.parts.label);
  await expect(parts).toHaveValue('1');
  await parts.selectOption('2');
  await estimator.getByRole('button', { name: copy.submit }).click();
  // The form carries the date of the prices it shows, so the quote keeps them.
  await expect(page).toHaveURL(
    /\/quote\/sms\?promotional=&transactional=1%2C00%2C000&rcs=&parts=2&prices=2026-11-22$/,
  );
  await expect(page.getByRole('row', { name: copy.items.sms.transactional })).toContainText(
    '2,00,000 (1,00,000 × 2 parts)',
  );
  await expect(page.getByRole('definition').filter({ hasText: '₹34,000.00' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Growth' })).toBeVisible();
  await expect(page.getByText(/Not used from this link/)).toHaveCount(0);
});
