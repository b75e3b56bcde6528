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
