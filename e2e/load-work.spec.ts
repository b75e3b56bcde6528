import { phoneSizes } from './support/geometry';
import { expect, test, type Page } from './support/test';
import { messages } from '@/content/messages';

// What a page does on the main thread while it loads is the bar's total blocking time
// (docs/measuring.md). Two costs are kept out of it: a browser's first Intl.NumberFormat (the
// locale's data, up to 200 ms of a throttled phone) waits until the estimator is scrolled to, and the
// scroll reveal reads the layout of a frame already drawn instead of forcing one.

/** Counts the Intl.NumberFormat objects the page builds, from before its first script. */
async function countNumberFormats(page: Page) {
  await page.addInitScript(() => {
    const Original = Intl.NumberFormat;
    const counted = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        (window as unknown as { numberFormats: number }).numberFormats += 1;
        return new target(...args);
      },
    });
    (window as unknown as { numberFormats: number }).numberFormats = 0;
    Intl.NumberFormat = counted;
  });
  return () => page.evaluate(() => (window as unknown as { numberFormats: number }).numberFormats);
}

/** Waits for two frames and a turn of the event loop: what was deferred to after a frame has run. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );

test('the SMS page loads, estimator and composer running, without formatting a number', async ({
  page,
}) => {
  const numberFormats = await countNumberFormats(page);
  await page.goto('/services/sms');
  const field = page.getByRole('textbox', { name: 'Your message' });
  await expect(field).toBeVisible();
  await settle(page);
  expect(await numberFormats()).toBe(0);

  // The first message worded, and the first estimate, format as they did.
  await field.fill('a'.repeat(1_000));
  await expect(field).toHaveAccessibleDescription(
    'GSM-7: 1,000 characters, 7 parts, room for 71 more in the last part.',
  );
  const estimator = page.locator('#estimator');
  await estimator.getByLabel(messages.Estimator.items.sms.transactional).fill('100000');
  await expect(estimator.getByRole('status').first()).toContainText('₹17,000.00');
  expect(await numberFormats()).toBeGreaterThan(0);
});

test('the estimator builds its number format while it is read, before the first key', async ({
  page,
}) => {
  const numberFormats = await countNumberFormats(page);
  await page.goto('/services/voice');
  await settle(page);
  expect(await numberFormats()).toBe(0);

  // Scrolled to, the estimator builds it in idle time: the first digit typed finds it built.
  const field = page.locator('#estimator').getByLabel(messages.Estimator.items.voice.outbound);
  await field.scrollIntoViewIfNeeded();
  await expect.poll(numberFormats).toBe(1);
  await field.fill('12000');
  await expect(field).toHaveValue('12,000');
});

test.describe('the scroll reveal', () => {
  test.use({ viewport: phoneSizes.phone, hasTouch: true, reducedMotion: 'no-preference' });

  test('hides the cards below the fold until they are scrolled to, then fades them in', async ({
    page,
  }) => {
    await page.goto('/services/sms');
    const last = page.locator('main [data-aos]').last();
    await expect(last).toHaveClass(/\baos-init\b/);
    await expect(last).not.toHaveClass(/\baos-animate\b/);
    await expect(last).toHaveCSS('opacity', '0');

    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveClass(/\baos-animate\b/);
    await expect(last).toHaveCSS('opacity', '1');
  });

  test('reveals the cards of a page reached by a link, as of one loaded', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('main [data-aos]').first()).toHaveClass(/\baos-init\b/);
    await page
      .getByRole('contentinfo')
      .locator('a[href="/services/whatsapp"]')
      .evaluate((link: HTMLAnchorElement) => link.click());
    await page.waitForURL('/services/whatsapp');
    const last = page.locator('main [data-aos]').last();
    await expect(last).toHaveClass(/\baos-init\b/);
    await expect(last).toHaveCSS('opacity', '0');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveCSS('opacity', '1');
  });

  test('with reduced motion, hides nothing', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/services/sms');
    // Long enough for AOS to have been fetched and started, were it going to be.
    await page.waitForLoadState('networkidle');
    await settle(page);
    await expect(page.locator('main .aos-init')).toHaveCount(0);
    await expect(page.locator('main [data-aos]').last()).toHaveCSS('opacity', '1');
  });
});
