import AxeBuilder from '@axe-core/playwright';
import { openMobileMenu, servicesButton } from './support/navigation';
import { expect, test, type Page } from './support/test';
import { routes } from '@/content/routes';

/**
 * axe on the whole page, or, with a menu open, on the header that holds it: the rest of the page
 * is the one checked closed.
 */
async function expectNoViolations(page: Page, state: string, scope?: string) {
  const axe = new AxeBuilder({ page });
  const results = await (scope ? axe.include(scope) : axe).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `${page.url()} (${state})`).toEqual([]);
}

// Reveal animations are a transient state, not content: check the settled page.
test.use({ reducedMotion: 'reduce' });

test.describe('axe-core, desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const { path } of routes) {
    test(`${path} has no violations, with the Services dropdown open`, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page, 'closed');
      await servicesButton(page).click();
      await expect(page.locator('#services-menu')).toBeVisible();
      await expectNoViolations(page, 'dropdown open', 'header');
    });
  }
});

test.describe('axe-core, mobile', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });
  for (const { path } of routes) {
    test(`${path} has no violations, with the menu and its groups open`, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page, 'closed');
      await openMobileMenu(page);
      await expectNoViolations(page, 'menu open', 'header');
    });
  }
});
