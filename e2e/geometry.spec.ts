import { expect, test } from './support/test';
import {
  boxOf,
  desktopSizes,
  horizontalOverflow,
  expectReachable,
  phoneSizes,
  undersizedTargets,
} from './support/geometry';
import { openMobileMenu, servicesButton } from './support/navigation';
import { messages } from '@/content/messages';
import { routes } from '@/content/routes';

// What a person sees, measured: boxes against the viewport, not just "is it in the DOM".
const nav = messages.Navigation;

test.use({ reducedMotion: 'reduce' });

for (const [name, viewport] of Object.entries(phoneSizes)) {
  test.describe(`mobile menu at ${viewport.width} × ${viewport.height} (${name})`, () => {
    test.use({ viewport, hasTouch: true });

    test('fills the viewport below the header, and every entry can be reached inside it', async ({
      page,
    }) => {
      await page.goto('/about');
      // Opened part-way down the page, where the sticky header has moved with it.
      await page.evaluate(() => window.scrollTo(0, 400));
      const scrollY = await page.evaluate(() => window.scrollY);
      expect(scrollY).toBeGreaterThan(0);
      const menu = await openMobileMenu(page);
      const header = await boxOf(page.getByRole('banner'));
      const panel = await boxOf(menu);

      expect(Math.abs(panel.y - (header.y + header.height)), 'top edge').toBeLessThanOrEqual(1);
      expect(Math.abs(panel.y + panel.height - viewport.height), 'bottom edge').toBeLessThanOrEqual(
        1,
      );
      expect(panel.x).toBe(0);
      expect(panel.width).toBe(viewport.width);

      const entries = menu.locator('a[href], button');
      const count = await entries.count();
      expect(count).toBeGreaterThanOrEqual(12);
      for (let index = 0; index < count; index += 1) {
        const entry = entries.nth(index);
        const label = (await entry.textContent())?.trim();
        // Scroll inside the menu only: the page behind it stays locked at the top.
        await entry.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
        expect(await page.evaluate(() => window.scrollY), `page moved for ${label}`).toBe(scrollY);
        const box = await expectReachable(entry, viewport, label, 0.5);
        expect(box.y, `${label}: above the menu`).toBeGreaterThanOrEqual(panel.y - 0.5);
      }
    });
  });
}

test.describe('skip link', () => {
  test.use({ viewport: phoneSizes.small });

  test('appears inside the viewport, above the header, when it takes focus', async ({ page }) => {
    await page.goto('/services/sms');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: nav.skipToContent });
    await expect(skip).toBeFocused();
    expect((await expectReachable(skip, phoneSizes.small)).width).toBeGreaterThanOrEqual(24);
  });
});

for (const [name, viewport] of Object.entries(desktopSizes)) {
  test.describe(`Services dropdown at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test('lies fully inside the viewport', async ({ page }) => {
      await page.goto('/');
      await servicesButton(page).hover();
      const panel = page.locator('#services-menu > *');
      await expect(panel).toBeVisible();
      expect((await expectReachable(panel, viewport)).width).toBeGreaterThan(500);
    });
  });
}

// A phone's sizes in one visit, turned as a person turns it, and a desktop's in another: one page
// load per route and device rather than per size.
const layoutDevices = [
  { device: 'a phone', sizes: Object.values(phoneSizes), hasTouch: true },
  { device: 'a desktop', sizes: [desktopSizes.wide], hasTouch: false },
];
for (const { device, sizes, hasTouch } of layoutDevices) {
  const [first] = sizes;
  const named = sizes.map(({ width, height }) => `${width} × ${height}`).join(', ');
  test.describe(`every route on ${device} (${named})`, () => {
    test.use({ viewport: first, hasTouch });

    for (const { path } of routes) {
      test(`${path}: no sideways scrolling, tap targets of 24 px or with room`, async ({
        page,
      }) => {
        // The voice estimator with its breakdown shown: the widest table a visitor brings up.
        const estimate =
          path === '/services/voice' ? '?outbound=12000&inbound=3000&recording=2000' : '';
        await page.goto(`${path}${estimate}`);
        for (const viewport of sizes) {
          await page.setViewportSize(viewport);
          const size = `${viewport.width} × ${viewport.height}`;
          expect(await horizontalOverflow(page), `${size}: px wider than the viewport`).toBe(0);
          expect(await undersizedTargets(page), size).toEqual([]);
        }
      });
    }
  });
}

test.describe('in-page links', () => {
  const links = [
    { path: '/services/csw', target: '#engagement-models' },
    { path: '/services/web-dev', target: '#pricing' },
  ];
  for (const viewport of [phoneSizes.phone, desktopSizes.wide]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });
      for (const { path, target } of links) {
        test(`${path} → ${target}: the sticky header does not cover the heading`, async ({
          page,
        }) => {
          await page.goto(path);
          await page.locator(`main a[href="${target}"]`).first().click();
          await expect(page).toHaveURL(new RegExp(`${target}$`));
          const heading = page.locator(target);
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
          const header = await boxOf(page.getByRole('banner'));
          await expect
            .poll(async () => (await boxOf(heading)).y)
            .toBeGreaterThanOrEqual(header.y + header.height);
        });
      }
    });
  }
});
