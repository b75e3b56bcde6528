import { findRoute, type RoutePath } from '@/content/routes';
import { getCopy } from '@/lib/i18n/copy';
import { JsonLd } from '@/lib/seo/json-ld';
import { serviceJsonLd, type ServiceOffer } from '@/lib/seo/structured-data';

/** A pricing page's Service with its offers, named and described by the page's own messages. */
export function ServiceJsonLd({ path, offers }: { path: RoutePath; offers: ServiceOffer[] }) {
  const { copy } = getCopy(findRoute(path).namespace);
  return (
    <JsonLd
      data={serviceJsonLd({ name: copy.title, description: copy.meta.description, path, offers })}
    />
  );
}
