import { expect, test } from './support/test';
import { messages } from '@/content/messages';
import { routes } from '@/content/routes';
import { routeCopy } from '@/lib/i18n/copy';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routes) {
    const { path } = route;
    test(`${path} is readable`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeCopy(route).title);
      // Nothing in the content area is left invisible waiting for a reveal animation.
      const hidden = await page
        .locator('main [data-aos]')
        .evaluateAll(
          (elements) => elements.filter((el) => Number(getComputedStyle(el).opacity) < 1).length,
        );
      expect(hidden).toBe(0);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});

test.describe('without JavaScript, widgets show all they hold', () => {
  test.use({ javaScriptEnabled: false });

  test('the home services tabs show both panels, each under its name', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('region', { name: messages.Home.services.title });
    for (const name of Object.values(messages.Home.services.categories)) {
      await expect(services.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    for (const item of Object.values(messages.Home.services.items)) {
      await expect(services.getByRole('heading', { name: item.name, exact: true })).toBeVisible();
    }
  });
});

test.describe('without JavaScript, the SMS estimator', () => {
  test.use({ javaScriptEnabled: false });

  test('states how messages are split into parts, and takes the parts in its form', async ({
    page,
  }) => {
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

    await estimator.getByLabel(messages.Estimator.items.sms.transactional).fill('100000');
    const parts = estimator.getByLabel('SMS parts per message');
    await expect(parts).toHaveAttribute('name', 'parts');
    await expect(parts).toHaveValue('1');
    await parts.selectOption('2');
    await estimator.getByRole('button', { name: messages.Estimator.submit }).click();
    // The form carries the date of the prices it shows, so the quote keeps them.
    await expect(page).toHaveURL(
      /\/quote\/sms\?promotional=&transactional=100000&rcs=&parts=2&prices=2026-11-22$/,
    );
    await expect(page.getByRole('definition').filter({ hasText: '₹34,000.00' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Growth' })).toBeVisible();
  });
});
