import { servicesButton } from './support/navigation';
import { expect, test, type Page } from './support/test';
import { messages } from '@/content/messages';

const nav = messages.Navigation;
const mainNav = (page: Page) => page.getByRole('navigation', { name: nav.mainLabel });
const animationOf = (page: Page) =>
  page
    .locator('main > div')
    .first()
    .evaluate((el) => getComputedStyle(el).animationName);
const pageOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow);

/** Makes the page tall enough to scroll, whatever its content. */
async function addScrollRoom(page: Page) {
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.append(spacer);
  });
}

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Services dropdown opens on hover and closes 200 ms after the pointer leaves', async ({
    page,
  }) => {
    await page.goto('/about');
    const button = servicesButton(page);
    const menu = page.locator('#services-menu');
    await expect(menu).toBeHidden();
    await button.hover();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveCSS('width', '600px');
    for (const [label, href] of [
      [nav.communicationServices, '/services/communication'],
      [nav.smsGateway, '/services/sms'],
      [nav.designBranding, '/services/web-DAB'],
    ]) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        href!,
      );
    }
    // Both groups, each with its services (a11y.spec.ts and geometry.spec.ts open it too).
    await expect(menu.getByRole('link')).toHaveCount(9);

    // Timestamps taken inside the page, so a loaded machine cannot blur the 200 ms grace period.
    await page.evaluate(() => {
      const dropdown = document.getElementById('services-menu')!;
      const marks: Record<string, number> = {};
      (window as unknown as { marks: typeof marks }).marks = marks;
      dropdown.parentElement!.addEventListener(
        'mouseleave',
        () => (marks.left = performance.now()),
      );
      new MutationObserver(() => {
        if (dropdown.hidden) marks.hidden ??= performance.now();
      }).observe(dropdown, { attributes: true, attributeFilter: ['hidden'] });
    });
    await page.mouse.move(640, 700);
    await expect(menu).toBeHidden();
    const marks = await page.evaluate(
      () => (window as unknown as { marks: { left: number; hidden: number } }).marks,
    );
    expect(marks.hidden - marks.left).toBeGreaterThanOrEqual(199);
    expect(marks.hidden - marks.left).toBeLessThan(3000);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the dropdown is a keyboard disclosure: Enter opens, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    const button = servicesButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#services-menu')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#services-menu').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#services-menu')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the active link is highlighted, Home only on an exact match', async ({ page }) => {
    await page.goto('/faq');
    const faq = mainNav(page).getByRole('link', { name: nav.faq });
    await expect(faq).toHaveAttribute('aria-current', 'page');
    await expect(faq).toHaveClass(/text-brand-700/);
    const home = mainNav(page).getByRole('link', { name: nav.home, exact: true });
    await expect(home).not.toHaveAttribute('aria-current', 'page');
    await expect(home).not.toHaveClass(/bg-brand-50/);
    await page.goto('/');
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: nav.getInTouch })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(mainNav(page).getByRole('link', { name: nav.products })).toHaveAttribute(
      'href',
      '/soon',
    );
  });

  test('the bar changes its look after 10 px of scroll', async ({ page }) => {
    await page.goto('/');
    await addScrollRoom(page);
    const header = page.getByRole('banner');
    // The rule and shadow are the header's ::after, shown by its opacity.
    const raisedLook = () => header.evaluate((el) => getComputedStyle(el, '::after').opacity);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(await raisedLook()).toBe('0');
    expect(await header.evaluate((el) => getComputedStyle(el, '::after').boxShadow)).not.toBe(
      'none',
    );
    await page.evaluate(() => window.scrollTo(0, 5));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(raisedLook).toBe('1');
  });

  test('the first load does not fade in; a client-side navigation scrolls to the top and fades in', async ({
    page,
  }) => {
    await page.goto('/');
    expect(await animationOf(page)).toBe('none');
    await addScrollRoom(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: messages.Footer.about }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.About.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await animationOf(page)).toBe('route-fade');
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

  test('the hamburger opens the menu, locks and inerts the page, and a link closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await addScrollRoom(page);
    await page.getByRole('button', { name: nav.openMenu }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: nav.closeMenu })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(menu.getByRole('link', { name: nav.contactUs })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect.poll(() => pageOverflow(page)).toBe('hidden');
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The page behind takes neither focus nor clicks: it is inert, the header is not.
    const isInert = (selector: string) =>
      page.locator(selector).evaluate((element) => element.closest('[inert]') !== null);
    await expect.poll(() => isInert('main')).toBe(true);
    await expect.poll(() => isInert('footer')).toBe(true);
    expect(await isInert('header')).toBe(false);

    await menu.getByRole('button', { name: nav.services }).click();
    await menu.getByRole('button', { name: nav.communicationServices }).click();
    await menu.getByRole('link', { name: nav.whatsappBusiness }).click();
    await expect(page).toHaveURL('/services/whatsapp');
    await expect(menu).toBeHidden();
    await expect.poll(() => pageOverflow(page)).not.toBe('hidden');
    await expect.poll(() => isInert('main')).toBe(false);
  });

  test('Escape closes the menu and returns focus to the hamburger', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: nav.openMenu }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: nav.home }).focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: nav.openMenu })).toBeFocused();
  });
});
