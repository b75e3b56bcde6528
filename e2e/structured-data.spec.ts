import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { messages } from '@/content/messages';
import { faqItems } from '@/content/faq';
import { routes } from '@/content/routes';
import { routeCopy } from '@/lib/i18n/copy';

type Node = Record<string, unknown> & { '@type': string };
type Offer = {
  '@type': string;
  priceCurrency: string;
  priceSpecification: {
    '@type': string;
    price: number;
    priceCurrency: string;
    valueAddedTaxIncluded: boolean;
    eligibleQuantity?: { minValue: number; maxValue?: number };
  };
};

async function jsonLd(request: APIRequestContext, path: string): Promise<Node[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Node,
  );
}

/** Every price each pricing page states, in the order of its tables; quoted tiers have none. */
const expectedPrices: Record<string, number[]> = {
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

test.describe('structured data', () => {
  for (const [path, prices] of Object.entries(expectedPrices)) {
    test(`${path} describes its Service with offers equal to its price list`, async ({
      request,
    }) => {
      const service = (await jsonLd(request, path)).find((node) => node['@type'] === 'Service');
      expect(service).toBeDefined();
      const offers = service!.offers as Offer[];
      expect(offers.map((offer) => offer.priceSpecification.price)).toEqual(prices);
      for (const offer of offers) {
        expect(offer['@type']).toBe('Offer');
        expect(offer.priceCurrency).toBe('INR');
        expect(offer.priceSpecification['@type']).toBe('UnitPriceSpecification');
        expect(offer.priceSpecification.valueAddedTaxIncluded).toBe(false);
        expect(offer.priceSpecification.priceCurrency).toBe('INR');
      }
      expect(service!.provider).toMatchObject({ '@type': 'Organization' });
    });
  }

  test('per-unit rates carry their tier’s volume band as the eligible quantity', async ({
    request,
  }) => {
    const service = (await jsonLd(request, '/services/sms')).find((n) => n['@type'] === 'Service');
    const offers = service!.offers as Offer[];
    expect(offers[0]!.priceSpecification).toMatchObject({
      price: 0.14,
      eligibleQuantity: { minValue: 0, maxValue: 50_000 },
    });
    const scale = offers.find((o) => o.priceSpecification.price === 0.1)!;
    expect(scale.priceSpecification.eligibleQuantity).toMatchObject({
      minValue: 200_001,
      maxValue: 1_000_000,
    });
  });

  test('nested pages carry a breadcrumb trail, visible and as a BreadcrumbList', async ({
    page,
    request,
  }) => {
    // Nested below a page of the site; a language's prefix (/hi) is not a page.
    const nested = routes.filter(
      ({ path }) => path.replace(/^\/hi(?=\/)/, '').split('/').length > 2,
    );
    for (const route of nested) {
      const { path } = route;
      const trail = (await jsonLd(request, path)).find((n) => n['@type'] === 'BreadcrumbList');
      const items = trail!.itemListElement as { position: number; name: string; item: string }[];
      expect(items[0]!.name, path).toBe(messages.Navigation.home);
      expect(new URL(items.at(-1)!.item).pathname, path).toBe(path);
      expect(items.map((i) => i.position)).toEqual(items.map((_, index) => index + 1));
      expect(items.at(-1)!.name, path).toBe(routeCopy(route).title);
    }
    await page.goto('/services/web-DMS');
    const breadcrumb = page.getByRole('navigation', { name: messages.Common.seo.breadcrumbLabel });
    await expect(
      breadcrumb.getByRole('link', { name: messages.DigitalOverview.title }),
    ).toHaveAttribute('href', '/services/csw');
    await expect(breadcrumb.getByText(messages.DigitalMarketing.title)).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('/faq lists every question as a FAQPage', async ({ request }) => {
    const faq = (await jsonLd(request, '/faq')).find((n) => n['@type'] === 'FAQPage');
    const questions = faq!.mainEntity as {
      '@type': string;
      name: string;
      acceptedAnswer: { text: string };
    }[];
    expect(questions).toHaveLength(faqItems.length);
    const first = faqItems[0]!;
    expect(questions[0]).toMatchObject({
      '@type': 'Question',
      name: messages.Faq.items[first.id].question,
      acceptedAnswer: { '@type': 'Answer', text: messages.Faq.items[first.id].answer },
    });
  });
});
