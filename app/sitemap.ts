import type { MetadataRoute } from 'next';
import { languagePaths, routes } from '@/content/routes';
import { htmlLang } from '@/lib/i18n/locale';
import { absoluteUrl } from '@/lib/seo/structured-data';

/**
 * Exactly the route table's indexed pages: every other path redirects home, and a page made for
 * one visitor (the erasure confirmation) is `noindex`. A page with a translation names it.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes
    .filter((route) => route.indexed)
    .map((route) => {
      const translated = languagePaths(route.key);
      return {
        url: absoluteUrl(route.path),
        ...(translated && {
          alternates: {
            languages: {
              [htmlLang.en]: absoluteUrl(translated.en),
              [htmlLang.hi]: absoluteUrl(translated.hi),
            },
          },
        }),
      };
    });
}
