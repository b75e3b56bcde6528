import type { Metadata } from 'next';
import { findRoute, type RoutePath } from '@/content/routes';
import { getCopy } from '@/lib/i18n/copy';
import { documentTitle } from './document-title';
import { routeOgImage } from './og-image';

/**
 * Title, description, canonical link, Open Graph and Twitter card of a route, from its
 * namespace's `meta` messages. The share image is the route's card (lib/seo/og-image.ts); Next
 * gives the Twitter card the Open Graph image.
 */
export function pageMetadata(path: RoutePath): Metadata {
  const { title: metaTitle, description } = getCopy(findRoute(path).namespace).copy.meta;
  return {
    title: { absolute: documentTitle(metaTitle) },
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      url: path,
      siteName: getCopy('Common').copy.siteName,
      locale: 'en_IN',
      title: metaTitle,
      description,
      images: [routeOgImage(path)],
    },
    twitter: { card: 'summary_large_image', title: metaTitle, description },
  };
}
