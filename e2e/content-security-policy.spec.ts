import { chromium } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { startSiteServer } from '@/testing/site-server';
import { distDir } from '@/testing/test-build.mjs';
import { startTlsProxy } from '@/testing/tls-proxy';
import { messages } from '@/content/messages';
import type { EstimateChannelId } from '@/content/pricing/estimates';
import { routes } from '@/content/routes';
// @ts-expect-error plain ES module shared with the scripts
import { chromiumFlags, findBrowser } from '@/testing/find-browser.mjs';

type Violation = { directive: string; blocked: string; sample: string };
declare global {
  interface Window {
    violations: Violation[];
  }
}

/** Records every violation of the page's policy from before its first script runs. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.violations.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.violations);

/** What a visitor does on the page that needs its scripts: each must work under the policy. */
async function useThePage(page: Page, path: string) {
  const nav = messages.Navigation;
  await page.getByRole('button', { name: nav.openMenu }).click();
  const menu = page.locator('#mobile-menu');
  await menu.getByRole('button', { name: nav.services }).click();
  await expect(menu.getByRole('button', { name: nav.communicationServices })).toBeVisible();
  await page.getByRole('button', { name: nav.closeMenu }).click();
  await expect(menu).toBeHidden();

  const channel = /^\/services\/(sms|voice|email|whatsapp)$/.exec(path)?.[1] as EstimateChannelId;
  if (channel) {
    const estimator = page.locator('#estimator');
    const [item] = Object.values(messages.Estimator.items[channel] as Record<string, string>);
    await estimator.getByLabel(item!).fill('1000');
    await expect(estimator.getByRole('status').first()).toContainText('₹');
  }
  if (path === '/faq') {
    const question = page.locator('main h3 button').first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  }
}

test.describe('the Content-Security-Policy', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const pages = [
    ...routes.map((route) => route.path),
    '/quote/sms?transactional=100000&parts=2',
    // Redirected home: the target of every unknown path.
    '/no-such-page',
  ];
  for (const path of pages) {
    test(`${path}: nothing is refused, and the page works`, async ({ page }) => {
      await watchViolations(page);
      const response = await page.goto(path);
      const policy = (await response!.allHeaders())['content-security-policy'] ?? '';
      expect(policy).toMatch(/script-src 'self' '(sha256|nonce)-/);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      await useThePage(page, new URL(page.url()).pathname);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('navigating from page to page refuses nothing', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await watchViolations(page);
    await page.goto('/');
    for (const path of ['/services/sms', '/faq', '/contact', '/']) {
      await page.evaluate((href) => {
        const link = [...document.querySelectorAll('a')].find(
          (anchor) => anchor.getAttribute('href') === href,
        );
        link?.click();
      }, path);
      await page.waitForURL((url) => url.pathname === path);
      await page.locator('main').waitFor();
    }
    expect(await violations(page)).toEqual([]);
  });

  test("each prerendered page's header is its own, under 4 KiB", async ({ request }) => {
    const policies = new Set<string>();
    let largest = 0;
    for (const { path } of routes) {
      const response = await request.get(path);
      const policy = response.headers()['content-security-policy']!;
      expect(policy).not.toContain('pending');
      largest = Math.max(largest, Buffer.byteLength(`Content-Security-Policy: ${policy}`));
      policies.add(policy);
      expect(response.headers()['reporting-endpoints']).toBe('csp="/api/csp-report"');
      expect(policy).toContain('report-uri /api/csp-report; report-to csp');
    }
    expect(policies.size).toBeGreaterThan(routes.length / 2);
    expect(largest).toBeLessThan(4096);
    test.info().annotations.push({ type: 'largest policy header', description: `${largest} B` });
  });

  test('a quote page gets a fresh nonce per response, on every script Next writes', async ({
    request,
  }) => {
    const nonces = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await request.get('/quote/sms?transactional=100000');
      const policy = response.headers()['content-security-policy']!;
      const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(
        ([, attributes = '']) => attributes,
      );
      const executable = scripts.filter((attributes) => !/application\/ld\+json/.test(attributes));
      expect(executable.length).toBeGreaterThan(3);
      for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

test.describe('an inline script added after the build', () => {
  let standalone: string;
  test.beforeAll(() => {
    standalone = mkdtempSync(join(tmpdir(), 'csp-standalone-'));
    // Without the responses a server run from that folder kept (Next's route-cache), which it
    // would serve in place of the edited page.
    cpSync(join(distDir(), 'standalone'), standalone, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !source.includes('/server/route-cache'),
    });
  });
  test.afterAll(() => rmSync(standalone, { recursive: true, force: true }));

  test('is refused by the browser, and the report reaches the endpoint', async () => {
    test.setTimeout(60_000);
    const file = join(standalone, distDir(), 'server/app/soon.html');
    const html = readFileSync(file, 'utf8');
    const injected = '<script>document.documentElement.dataset.injected="ran"</script>';
    writeFileSync(file, html.replace('</body>', `${injected}</body>`));
    const server = await startSiteServer({}, { kind: 'standalone', dir: standalone });
    // Chrome sends report-to reports only from a page served over TLS, as the site is in
    // production; this flag has it send them within 100 ms, not a minute. The headless shell the
    // other tests run sends none: this one runs the full browser.
    const proxy = await startTlsProxy(server.url);
    const browser = await chromium.launch({
      executablePath: process.env.E2E_FULL_CHROMIUM_PATH ?? findBrowser({ install: false }),
      args: [...chromiumFlags, '--short-reporting-delay', '--ignore-certificate-errors'],
    });
    try {
      const page = await browser.newPage({ ignoreHTTPSErrors: true });
      await watchViolations(page);
      await page.goto(`${proxy.url}/soon`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined();
      expect(await violations(page)).toEqual([
        expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' }),
      ]);
      await expect
        .poll(() => server.output(), { timeout: 15_000 })
        .toMatch(/"event":"csp-violation".*"directive":"script-src-elem".*"blockedUrl":"inline"/);
      expect(server.output()).toContain('"documentPath":"/soon"');
    } finally {
      await browser.close();
      await proxy.stop();
      await server.stop();
    }
  });
});
