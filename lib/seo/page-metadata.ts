import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { RoutePath } from '@/content/routes';
import { routes } from '@/content/routes';

type PageNamespace = (typeof routes)[number]['namespace'];

/** Title, description and canonical link of a route, from its namespace's `meta` messages. */
export async function pageMetadata(path: RoutePath): Promise<Metadata> {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path} in content/routes.ts`);
  const t = await getTranslations(route.namespace as PageNamespace);
  return {
    title: t('meta.title'),
    description: t('meta.description'),
    alternates: { canonical: path },
  };
}
