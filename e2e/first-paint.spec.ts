import { createHash } from 'node:crypto';
import { expect, test } from './support/test';
import { routes } from '@/content/routes';

// The stylesheet is in each page: a phone paints without waiting one more round trip for it, and
// no client-side navigation fetches it either. The build writes it into each prerendered page
// (scripts/build-if-needed.mjs); a page rendered per request, a quote or the notice, carries the
// same CSS, allowed by its hash (components/layout/inline-stylesheet.tsx).

test('every route carries its CSS in the page, with no stylesheet to wait for', async ({
  request,
}) => {
  const quote = '/quote/sms?transactional=100000&parts=2';
  for (const path of [...routes.map((route) => route.path), quote]) {
    const response = await request.get(path);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const inlined = /<style\b[^>]*>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
    expect(inlined, path).toContain('.sr-only{');
    // No stylesheet link in the HTML: Chrome's preload scanner would fetch it, even disabled.
    expect(head, path).not.toMatch(/<link rel="stylesheet"/);
    // The font the CSS names is found from the page, as it was from the stylesheet's folder.
    expect(head, path).toMatch(/url\(\/_next\/static\/media\/[^)?]+\.woff2(\?dpl=[\w-]+)?\)/);
    const policy = response.headers()['content-security-policy']!;
    const hash = createHash('sha256').update(inlined).digest('base64');
    expect(policy, path).toContain(`'sha256-${hash}'`);
  }
});

test('a visit of three pages fetches no stylesheet, and each page is styled', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    const css = new URL(request.url()).pathname.endsWith('.css');
    if (css || request.resourceType() === 'stylesheet') stylesheets.push(request.url());
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

// On a phone the first paint comes while fonts are still being found. A font face that arrives
// after it (a local() fallback the phone lacks or finds late) re-lays out the text it covers:
// centred lines move, and CLS counts it. Nothing the CSS names may arrive that way.
test('the CSS declares no font face from the device, which could arrive after the first paint', async ({
  request,
}) => {
  const html = await (await request.get('/services')).text();
  const faces = html.match(/@font-face\{[^}]*\}/g) ?? [];
  expect(faces.length).toBeGreaterThan(0);
  for (const face of faces) expect(face).not.toContain('local(');
});

test('over slow 4G at 4x CPU, nothing on the first screen moves after the first paint', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // A mid-range phone, as Lighthouse's mobile run emulates it.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1638.4 * 1024 * 0.9) / 8,
    uploadThroughput: (675 * 1024 * 0.9) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node }[];
      })[]) {
        const moved = entry.sources.map((source) => source.node?.textContent?.slice(0, 40));
        shifts.push(`${entry.value.toFixed(4)} ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shifts: string[] = [];
  // The erasure page's message appears once its script has read the link.
  for (const path of ['/services', '/services/csw', '/', '/privacy-notice/erase']) {
    for (let visit = 1; visit <= 2; visit += 1) {
      await cdp.send('Network.clearBrowserCache');
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForTimeout(1_000);
      const seen = await page.evaluate(
        () => (window as unknown as { layoutShifts: string[] }).layoutShifts,
      );
      shifts.push(...seen.map((shift) => `${path}, visit ${visit}: ${shift}`));
    }
  }
  await context.close();
  expect(shifts).toEqual([]);
});
