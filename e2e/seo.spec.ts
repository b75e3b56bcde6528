import { decode, fetchHtml, pngSize, published } from './support/html';
import { expect, test } from './support/test';
import { faqItems } from '@/content/faq';
import { messages } from '@/content/messages';
import {
  findRoute,
  languagePaths,
  ownShareImageKeys,
  paths,
  routes,
  translationOf,
} from '@/content/routes';
import { siteUrl } from '@/lib/config';
import { documentTitle } from '@/lib/seo/document-title';
import { routeCopy } from '@/lib/i18n/copy';
import { htmlLang, openGraphLocales } from '@/lib/i18n/locale';
import { endpoints } from '@/lib/http/endpoints';

/** Every price each pricing page offers, in the order of its tables; quoted tiers have none. */
const offeredPrices: Record<string, number[]> = {
  // Promotional and transactional by tier, then RCS and its SMS fallback by tier.
  '/services/sms': [0.14, 0.18, 0.12, 0.17, 0.1, 0.15, 0.3, 0.18, 0.27, 0.15, 0.25, 0.14],
  // Outbound, inbound and recording by tier.
  '/services/voice': [0.45, 0.3, 0.1, 0.4, 0.28, 0.08, 0.36, 0.25, 0.07],
  '/services/email': [0.025, 0.02, 0.018],
  '/services/whatsapp': [0.37, 0.33, 0.78, 0.39],
  // A range states its lowest price; a price on request is no offer.
  '/services/web-dev': [9999, 15000, 30000],
  '/services/web-DMS': [8999, 6999, 4999, 2999],
  '/services/web-DAB': [5999, 7999, 8499, 2499],
};

test.describe('metadata and link previews', () => {
  for (const route of routes) {
    const { path, key, language } = route;
    test(`${path} has its own title, description, canonical and share image`, async ({
      request,
    }) => {
      const { meta: copy } = routeCopy(route);
      const page = await fetchHtml(request, path);

      expect(page.lang).toBe(htmlLang[language]);
      // Its meta title, with the brand where it fits 60 characters (lib/seo/page-metadata.test.ts).
      expect(page.title).toBe(documentTitle(copy.title));
      expect(page.meta('description')).toBe(copy.description);
      expect(page.canonical && new URL(page.canonical).href).toBe(published(path));
      expect(page.meta('robots')).toBe(route.indexed ? undefined : 'noindex, follow');

      expect(page.meta('og:type')).toBe('website');
      expect(page.meta('og:url') && new URL(page.meta('og:url')!).href).toBe(published(path));
      expect(page.meta('og:title')).toBe(copy.title);
      expect(page.meta('og:description')).toBe(copy.description);
      expect(page.meta('og:site_name')).toBe(messages.Common.siteName);
      expect(page.meta('og:locale')).toBe(openGraphLocales[language]);
      expect(page.meta('twitter:card')).toBe('summary_large_image');

      // A page in Hindi shares its English page's image: the images' font has no Devanagari.
      const imageKey = ownShareImageKeys.includes(key) ? key : translationOf(key, 'en')!;
      const imagePath = paths[imageKey];
      expect(page.meta('og:image:alt')).toBe(routeCopy(findRoute(imagePath)).title);
      const image = new URL(page.meta('og:image') ?? '');
      expect(image.origin).toBe(new URL(siteUrl()).origin);
      expect(image.pathname).toBe(`${imagePath === '/' ? '' : imagePath}/opengraph-image`);
      expect(page.meta('twitter:image')).toBe(image.href);

      const response = await request.get(`${image.pathname}${image.search}`, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      expect(png.byteLength).toBeLessThan(300 * 1024);

      // A page with a translation names both, and English as the default.
      const alternates = Object.fromEntries(
        [...page.html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
          ([, lang, href]) => [lang, new URL(decode(href!)).pathname],
        ),
      );
      const translated = route.indexed ? languagePaths(key) : undefined;
      expect(alternates).toEqual(
        translated
          ? {
              [htmlLang.en]: translated.en,
              [htmlLang.hi]: translated.hi,
              'x-default': translated.en,
            }
          : {},
      );

      // Structured data: the pricing pages' offers are their price lists, without GST; a nested
      // page has its breadcrumb trail; the FAQ its questions.
      const node = (type: string) => page.jsonLd.find((n) => n['@type'] === type);
      if (offeredPrices[path]) {
        const { offers } = node('Service') as {
          offers: { priceSpecification: Record<string, unknown> }[];
        };
        expect(offers.map(({ priceSpecification }) => priceSpecification.price)).toEqual(
          offeredPrices[path],
        );
        for (const { priceSpecification } of offers) {
          expect(priceSpecification).toMatchObject({
            priceCurrency: 'INR',
            valueAddedTaxIncluded: false,
          });
        }
      }
      if (path.replace(/^\/hi(?=\/)/, '').split('/').length > 2) {
        const trail = node('BreadcrumbList')!.itemListElement as { name: string; item: string }[];
        expect(trail[0]!.name).toBe(messages.Navigation.home);
        expect(trail.at(-1)).toMatchObject({ name: routeCopy(route).title, item: published(path) });
      }
      if (path === '/faq') expect(node('FAQPage')!.mainEntity).toHaveLength(faqItems.length);

      expect(node('Organization')).toMatchObject({
        url: published('/'),
        logo: published('/logo.svg'),
      });
    });
  }
});

test.describe('crawler files', () => {
  test('the sitemap lists exactly the indexed routes of the table, each answering 200 without a redirect', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const locations = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (match) => new URL(decode(match[1]!)).href,
    );
    expect(locations.sort()).toEqual(
      routes
        .filter((route) => route.indexed)
        .map(({ path }) => published(path))
        .sort(),
    );
    // The notice's entries name each other's language.
    const sitemap = await response.text();
    expect(sitemap).toContain(`hreflang="hi" href="${published('/hi/privacy-notice')}"`);
    expect(sitemap).toContain(`hreflang="en-IN" href="${published('/privacy-notice')}"`);
    for (const location of locations) {
      const { pathname } = new URL(location);
      expect((await request.get(pathname, { maxRedirects: 0 })).status(), pathname).toBe(200);
    }
  });

  test('robots.txt allows crawling, keeps out of the endpoints and points to the sitemap', async ({
    request,
  }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/^User-Agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain(`Sitemap: ${published('/sitemap.xml')}`);
  });
});

test('pages, assets and endpoints carry the security headers, and are cached as each should be', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const asset = /\/_next\/static\/[^"]+\.js/.exec(html)![0];
  for (const [path, cacheControl] of [
    // A page is cacheable by a CDN; a hashed asset for good; an endpoint never stored.
    ['/services/sms', 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400'],
    [asset, 'public, max-age=31536000, immutable'],
    [endpoints.xsrf, 'no-store'],
  ]) {
    const response = await request.get(path!, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['cache-control'], path).toContain(cacheControl);
    expect(headers['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('browsing-topics=()');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-powered-by']).toBeUndefined();
    // A policy for documents (e2e/content-security-policy.spec.ts checks its scripts and styles);
    // Next's hashed scripts, styles and fonts are never a document.
    const policy = headers['content-security-policy']?.split('; ');
    if (path === asset) expect(policy).toBeUndefined();
    else {
      for (const directive of [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ]) {
        expect(policy, path).toContain(directive);
      }
    }
  }
});
