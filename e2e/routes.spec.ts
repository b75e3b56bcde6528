import { expect, test } from './support/test';
import { messages } from '@/content/messages';
import { socialLinks } from '@/content/site';
import { routes, unlistedPaths } from '@/content/routes';
import { routeCopy } from '@/lib/i18n/copy';
import { endpoints } from '@/lib/http/endpoints';
import { conflictingClasses } from './support/class-conflicts';

// Where a link in a page's content may lead: a page of the table, the rate card, a call, an
// email, the company's profiles. Never a path that only redirects home.
const linkable = new Set([...routes.map(({ path }) => path), '/rate-card.csv']);
const profiles = socialLinks.map(({ href }) => href);

test.describe('route table', () => {
  for (const route of routes) {
    const { path } = route;
    test(`${path} answers 200, shows its title, no element has conflicting utilities, and every link in it leads somewhere`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeCopy(route).title);
      await expect(
        page.getByRole('navigation', { name: messages.Navigation.mainLabel }),
      ).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const classes = await page
        .locator('[class]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('class') ?? ''));
      expect(classes.flatMap(conflictingClasses)).toEqual([]);
      const hrefs = await page
        .getByRole('main')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      const nowhere = hrefs.filter((href) => {
        const url = new URL(href);
        if (['tel:', 'mailto:'].includes(url.protocol) || profiles.includes(href)) return false;
        return url.origin !== new URL(page.url()).origin || !linkable.has(url.pathname);
      });
      expect(nowhere).toEqual([]);
    });
  }
});

test.describe('paths outside the table redirect home', () => {
  const randomPath = '/q7x-no-such-page/k2v9';
  for (const path of [
    ...unlistedPaths.slice(0, 5),
    '/privacy',
    randomPath,
    '/careers.html',
    '/wp-login.php',
  ]) {
    test(`${path} redirects to /`, async ({ request }) => {
      const raw = await request.get(path, { maxRedirects: 0 });
      expect(raw.status()).toBe(307);
      expect(new URL(raw.headers().location ?? '', 'http://x').pathname).toBe('/');
    });
  }

  test('a browser sent to a path outside the table lands on the home page', async ({ page }) => {
    await page.goto(randomPath);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.Home.title);
  });

  test('files and endpoints are not redirected', async ({ request }) => {
    expect((await request.get('/logo.svg', { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get('/robots.txt', { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get('/images/home/logos/kirana-mart.svg')).status()).toBe(200);
    // A missing asset under the assets folder is a 404, not a page.
    expect((await request.get('/images/missing.svg', { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get(endpoints.xsrf, { maxRedirects: 0 })).status()).toBe(204);
  });
});
