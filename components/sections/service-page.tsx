import type { ReactNode } from 'react';
import { CtaBlock } from '@/components/cta/cta-block';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import type { ServiceNamespace, ServicePageData } from '@/content/services';
import { JsonLd } from '@/lib/seo/json-ld';
import { serviceJsonLd, type ServiceOffer } from '@/lib/seo/structured-data';
import { ServiceBands, serviceCopy, type AnyServicePage } from './service-bands';
import { ServiceHero } from './service-hero';

/**
 * A service page under an overview: the trail to it, its prices as a schema.org Service where it
 * publishes prices, the hero, its bands, and the call to action of its kind.
 */
export function ServicePage({
  page,
  offers,
  pricingIntro,
  children,
}: {
  page: AnyServicePage & Pick<ServicePageData<ServiceNamespace>, 'secondaryHref' | 'cta'>;
  offers?: ServiceOffer[];
  pricingIntro?: string;
  children?: ReactNode;
}) {
  const { copy } = serviceCopy(page);
  const { path } = page;
  const { title: name, meta } = copy;
  return (
    <>
      <Breadcrumbs path={path} />
      {offers && (
        <JsonLd data={serviceJsonLd({ name, description: meta.description, path, offers })} />
      )}
      <ServiceHero copy={copy} secondaryHref={page.secondaryHref} />
      <ServiceBands page={page} pricingIntro={pricingIntro}>
        {children}
      </ServiceBands>
      <CtaBlock type={page.cta} />
    </>
  );
}
