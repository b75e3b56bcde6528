import type { MetadataRoute } from 'next';
import { routes } from '@/content/routes';
import { absoluteUrl } from '@/lib/seo/structured-data';

/** Exactly the route table: every other path redirects home, so it has no place here. */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((route) => ({ url: absoluteUrl(route.path) }));
}
