import type { ComponentProps } from 'react';
import { CtaBlock } from '@/components/cta/cta-block';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import type { RoutePath } from '@/content/routes';
import { JsonLd } from '@/lib/seo/json-ld';
import { serviceJsonLd, type ServiceOffer } from '@/lib/seo/structured-data';
import { Sections, type SectionPart } from './section';
import { ServiceHero, type HeroAction } from './service-hero';

/**
 * A service page under an overview: the trail to it, its prices as a schema.org Service named by
 * its own messages where it publishes prices, the hero, its bands, and the call to action of its
 * kind.
 */
export function ServicePage({
  path,
  copy,
  offers,
  primary,
  secondary,
  sections,
  cta,
}: {
  path: RoutePath;
  copy: ComponentProps<typeof ServiceHero>['copy'] & { meta: { description: string } };
  offers?: ServiceOffer[];
  primary: string;
  secondary: HeroAction;
  sections: SectionPart[];
  cta: ComponentProps<typeof CtaBlock>['type'];
}) {
  const { title: name, meta } = copy;
  return (
    <>
      <Breadcrumbs path={path} />
      {offers && (
        <JsonLd data={serviceJsonLd({ name, description: meta.description, path, offers })} />
      )}
      <ServiceHero copy={copy} primary={primary} secondary={secondary} />
      <Sections parts={sections} />
      <CtaBlock type={cta} />
    </>
  );
}
