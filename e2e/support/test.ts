import { test as base } from '@playwright/test';

/**
 * Playwright's test, with page.goto waiting until React has hydrated the page (the layout marks
 * <html data-hydrated>), so a hover or click never lands before the handlers exist.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await provide(page);
  },
});

export { expect } from '@playwright/test';
export type { Page, Locator } from '@playwright/test';
