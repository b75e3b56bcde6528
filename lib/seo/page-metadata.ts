import type { Metadata } from 'next';
import { findRoute, languagePaths, type RouteKey, type RoutePath } from '@/content/routes';
import { getCopy, routeCopy } from '@/lib/i18n/copy';
import { htmlLang, openGraphLocales } from '@/lib/i18n/locale';
import { documentTitle } from './document-title';
import { routeOgImage } from './og-image';

/**
 * Title, description, canonical link, Open Graph and Twitter card of a route, from its
 * namespace's `meta` messages in the route's language. The share image is the route's card
 * (lib/seo/og-image.ts); Next gives the Twitter card the Open Graph image. A page with a
 * translation names both (hreflang); a page kept out of the sitemap is `noindex`.
 */
export function pageMetadata(path: RoutePath): Metadata {
  const route = findRoute(path);
  const { title: metaTitle, description } = routeCopy(route).meta;
  const translated = route.indexed ? hreflangUrls(route.key) : undefined;
  return {
    title: { absolute: documentTitle(metaTitle) },
    description,
    alternates: {
      canonical: path,
      ...(translated && { languages: { ...translated, 'x-default': translated[htmlLang.en] } }),
    },
    ...(!route.indexed && { robots: { index: false, follow: true } }),
    openGraph: {
      type: 'website',
      url: path,
      siteName: getCopy('Common').copy.siteName,
      locale: openGraphLocales[route.language],
      ...(translated && {
        alternateLocale: route.language === 'en' ? openGraphLocales.hi : openGraphLocales.en,
      }),
      title: metaTitle,
      description,
      images: [routeOgImage(path)],
    },
    twitter: { card: 'summary_large_image', title: metaTitle, description },
  };
}

/** A translated route's page in each language, by `hreflang`; `url` makes the sitemap's absolute. */
export function hreflangUrls(key: RouteKey, url = (path: string) => path) {
  const translated = languagePaths(key);
  return translated && { [htmlLang.en]: url(translated.en), [htmlLang.hi]: url(translated.hi) };
}
