import { expect, test } from './support/test';
import { routes } from '@/content/routes';

// The stylesheet is in each prerendered page (scripts/inline-stylesheets.mjs): a phone paints
// without waiting one more round trip for it, and no client-side navigation fetches it either.

test('every route carries its CSS in the page, with no stylesheet to wait for', async ({
  request,
}) => {
  for (const { path } of routes) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const inlined = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
    expect(inlined, path).toContain('.sr-only{');
    // No stylesheet link in the HTML: Chrome's preload scanner would fetch it, even disabled.
    expect(head, path).not.toMatch(/<link rel="stylesheet"/);
    // The font the CSS names is found from the page, as it was from the stylesheet's folder.
    expect(head, path).toMatch(/url\(\/_next\/static\/media\/[^)]+\.woff2\)/);
  }
});

test('a visit of three pages fetches no stylesheet, and each page is styled', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || request.url().endsWith('.css')) {
      stylesheets.push(request.url());
    }
  });
  const cta = page.getByRole('banner').getByRole('link', { name: 'Get in Touch' });
  await page.goto('/');
  await expect(cta).toHaveCSS('background-color', 'rgb(37, 70, 235)');
  for (const path of ['/services/sms', '/contact']) {
    await page
      .locator(`main a[href="${path}"], header a[href="${path}"]`)
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await page.waitForURL(path);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(cta).toHaveCSS('background-color', 'rgb(37, 70, 235)');
    const box = await page.locator('main h1').boundingBox();
    // Laid out by the site's CSS: the heading sits below the 64 px header, in the content column.
    expect(box!.y).toBeGreaterThanOrEqual(64);
  }
  expect(stylesheets).toEqual([]);
  // The link React looks for is there, put back by the page's script, and stays disabled.
  await expect(page.locator('link[rel="stylesheet"][disabled]')).toHaveCount(1);
  expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count()).toBe(0);
});
