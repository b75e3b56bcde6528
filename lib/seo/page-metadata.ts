import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { RoutePath } from '@/content/routes';
import { routes } from '@/content/routes';
import { documentTitle } from './document-title';

type PageNamespace = (typeof routes)[number]['namespace'];

export function findRoute(path: RoutePath) {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path} in content/routes.ts`);
  return route;
}

/**
 * Title, description, canonical link, Open Graph and Twitter card of a route, from its
 * namespace's `meta` messages. The share image comes from the route's `opengraph-image.tsx`,
 * which Next adds to `openGraph.images` and to the Twitter card.
 */
export async function pageMetadata(path: RoutePath): Promise<Metadata> {
  const route = findRoute(path);
  const t = await getTranslations(route.namespace as PageNamespace);
  const common = await getTranslations('Common');
  const metaTitle = t('meta.title');
  const description = t('meta.description');
  return {
    // Absolute, because the layout's title template skips the page of its own segment (home).
    title: { absolute: documentTitle(metaTitle) },
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      url: path,
      siteName: common('siteName'),
      locale: 'en_IN',
      title: metaTitle,
      description,
    },
    twitter: { card: 'summary_large_image', title: metaTitle, description },
  };
}
