import { getTranslations } from 'next-intl/server';
import type { RoutePath } from '@/content/routes';
import { JsonLd } from '@/lib/seo/json-ld';
import { findRoute } from '@/lib/seo/page-metadata';
import { serviceJsonLd, type ServiceOffer } from '@/lib/seo/structured-data';

type PageNamespace = ReturnType<typeof findRoute>['namespace'];

/** A pricing page's Service with its offers, named and described by the page's own messages. */
export async function ServiceJsonLd({ path, offers }: { path: RoutePath; offers: ServiceOffer[] }) {
  const t = await getTranslations(findRoute(path).namespace as PageNamespace);
  return (
    <JsonLd
      data={serviceJsonLd({ name: t('title'), description: t('meta.description'), path, offers })}
    />
  );
}
