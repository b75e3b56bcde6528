import { expect, test } from './support/test';
import { messages } from '@/content/messages';
import { routes } from '@/content/routes';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, namespace } of routes) {
    test(`${path} is readable`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[namespace].title);
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
