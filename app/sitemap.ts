import type { MetadataRoute } from 'next';
import { routes } from '@/content/routes';
import { hreflangUrls } from '@/lib/seo/page-metadata';
import { absoluteUrl } from '@/lib/seo/structured-data';

/**
 * Exactly the route table's indexed pages: every other path redirects home, and a page made for
 * one visitor (the erasure confirmation) is `noindex`. A page with a translation names it.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes
    .filter((route) => route.indexed)
    .map((route) => {
      const languages = hreflangUrls(route.key, absoluteUrl);
      return { url: absoluteUrl(route.path), ...(languages && { alternates: { languages } }) };
    });
}
