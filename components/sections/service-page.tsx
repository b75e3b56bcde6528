import type { ReactNode } from 'react';
import { CtaBlock } from '@/components/cta/cta-block';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { findRoute } from '@/content/routes';
import type { ServiceBand, ServiceNamespace, ServicePageData } from '@/content/services';
import { getCopy } from '@/lib/i18n/copy';
import { JsonLd } from '@/lib/seo/json-ld';
import { serviceJsonLd, type ServiceOffer } from '@/lib/seo/structured-data';
import { BandContent, type BandCopy, type Format } from './grids';
import { Section } from './section';
import { ServiceHero } from './service-hero';

/** Any service page's data, as it is rendered: its ids were checked where the data is typed. */
type AnyServicePage = Pick<ServicePageData<ServiceNamespace>, 'path'> & {
  bands: Record<string, ServiceBand>;
};

// The page's messages read band by band: their shapes were checked against the page's data.
function serviceCopy(page: AnyServicePage) {
  const { copy, t } = getCopy(findRoute(page.path).namespace as ServiceNamespace);
  return { copy, bands: copy as unknown as Record<string, BandCopy>, t: t as unknown as Format };
}

/**
 * A service page's bands in the order of its data, plain and muted in turn from plain, each
 * anchored at its message key in kebab case (`useCases`: #use-cases).
 */
export function ServiceBands({
  page,
  pricingIntro,
  children,
}: {
  page: AnyServicePage;
  /** The pricing band's introduction, where it states a figure. */
  pricingIntro?: string;
  /** The pricing band's tables and estimator. */
  children?: ReactNode;
}) {
  const { bands, t } = serviceCopy(page);
  return Object.entries(page.bands).map(([name, band], index) => {
    const id = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const copy = bands[name]!;
    return (
      <Section
        key={id}
        id={id}
        heading={band.kind === 'pricing' && pricingIntro ? { ...copy, intro: pricingIntro } : copy}
        tone={index % 2 === 1 ? 'muted' : 'plain'}
      >
        <BandContent name={name} band={band} copy={copy} t={t}>
          {children}
        </BandContent>
      </Section>
    );
  });
}

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
