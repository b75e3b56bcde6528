import type { Metadata } from 'next';
import Link from 'next/link';
import { CtaBlock } from '@/components/cta/cta-block';
import { EngagementModelsTable } from '@/components/pricing/engagement-models-table';
import { AddOnList } from '@/components/sections/add-on-list';
import { CoreServiceGrid } from '@/components/sections/core-service-grid';
import { IndustryList } from '@/components/sections/industry-list';
import { Section } from '@/components/sections/section';
import { ServiceHero } from '@/components/sections/service-hero';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { digitalOverview as page } from '@/content/digital-services';
import { digitalEngagementModels } from '@/content/pricing/digital';
import { getCopy } from '@/lib/i18n/copy';
import { withCopy } from '@/lib/i18n/with-copy';
import { priceText } from '@/lib/pricing/price-text';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { paths } from '@/content/routes';

export function generateMetadata(): Metadata {
  return pageMetadata(paths.digital);
}

export default function DigitalOverviewPage() {
  const { copy, t } = getCopy('DigitalOverview');
  const { coreServices, whoWeWorkWith, engagementModels, addOns } = copy;
  return (
    <>
      <Breadcrumbs path={paths.digital} />
      <ServiceHero
        eyebrow={copy.hero.eyebrow}
        title={copy.title}
        intro={copy.intro}
        primary={{ label: copy.hero.primary, href: '/contact' }}
        secondary={{ label: copy.hero.secondary, href: '#engagement-models' }}
      />
      <Section id="core-services" title={coreServices.title} intro={coreServices.intro}>
        <CoreServiceGrid
          className="lg:grid-cols-3"
          services={withCopy(page.coreServices, coreServices.items)}
          linkLabel={(service) => t('coreServices.learnMore', { service })}
        />
      </Section>
      <Section
        id="who-we-work-with"
        title={whoWeWorkWith.title}
        intro={whoWeWorkWith.intro}
        tone="muted"
      >
        <IndustryList industries={whoWeWorkWith.industries} />
      </Section>
      <Section id="engagement-models" title={engagementModels.title} intro={engagementModels.intro}>
        <div className="mx-auto max-w-4xl">
          <EngagementModelsTable
            caption={engagementModels.caption}
            models={digitalEngagementModels.map(({ id, startsFrom }) => ({
              id,
              ...engagementModels.models[id],
              startsFrom: priceText(startsFrom),
            }))}
          />
          <p className="mt-6 text-center text-ink-muted">
            {engagementModels.help}{' '}
            <Link
              href="/contact"
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {engagementModels.helpLink}
            </Link>
          </p>
        </div>
      </Section>
      <Section id="add-ons" title={addOns.title} intro={addOns.intro} tone="muted">
        <AddOnList
          className="lg:grid-cols-4"
          items={page.addOns.map((id) => ({
            ...addOns.items[id],
            price: priceText({ kind: 'onRequest' }),
          }))}
        />
      </Section>
      <CtaBlock type="development" />
    </>
  );
}
