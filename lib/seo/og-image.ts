import { createHash } from 'node:crypto';
import {
  findRoute,
  ogImagePath,
  paths,
  ownShareImageKeys,
  translationOf,
  type RouteKey,
  type RoutePath,
} from '@/content/routes';
import { getCopy } from '@/lib/i18n/copy';
import { headlinePrices } from '@/lib/pricing/headline-prices';
import { priceText } from '@/lib/pricing/price-text';
import type { QuoteText } from '@/lib/pricing/quote-text';

/** The size link previews expect (WhatsApp, LinkedIn, X, Slack). */
export const ogImageSize = { width: 1200, height: 630 } as const;
export const ogImageContentType = 'image/png';

/** What a share image says; components/seo/og-image.tsx draws it. */
export type OgImageContent = {
  /** The page's headline, large. */
  title: string;
  /** One or two sentences under the title. */
  description?: string;
  /** Pricing pages: the headline price, already worded ("From ₹0.10 per SMS"). */
  price?: string;
};

/** The share image of a route of the table, from its messages; pricing pages show their price. */
export function routeOgImageContent(key: RouteKey): OgImageContent {
  const { copy } = getCopy(findRoute(paths[key]).namespace);
  const price = key in headlinePrices ? headlinePrices[key as keyof typeof headlinePrices] : null;
  return {
    title: copy.title,
    description: copy.meta.description,
    price: price ? priceText(price) : undefined,
  };
}

/**
 * A route's share image as its page advertises it (`openGraph.images`), at
 * `<path>/opengraph-image`. The query names the image's content, so a preview a crawler cached
 * is fetched again when the copy or the price changes.
 */
export function routeOgImage(path: RoutePath) {
  const own = findRoute(path).key;
  // A page in another language shares its English page's image.
  const key = ownShareImageKeys.includes(own) ? own : (translationOf(own, 'en') ?? own);
  const content = routeOgImageContent(key);
  const version = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16);
  return {
    url: `${ogImagePath(paths[key])}?${version}`,
    ...ogImageSize,
    type: ogImageContentType,
    alt: content.title,
  };
}

/** The link preview of a quote: its figure large, and the first lines of its breakdown. */
export function quoteOgImageContent(quote: QuoteText): OgImageContent {
  // Two lines fit under the title, the subtotal and GST counting as one; more would push the
  // figure (the total with GST) off the image. A quote whose prices have changed says so, with
  // today's total, in place of its lines.
  const room = quote.tax ? 1 : 2;
  const shown = quote.lines.length > room ? [...quote.lines.slice(0, room), '…'] : quote.lines;
  const parts = [...(quote.changed && quote.tax ? [] : shown), quote.tax, quote.changed];
  return {
    title: quote.title,
    description: parts.filter(Boolean).join(' · ') || quote.intro,
    price: quote.figure,
  };
}
