import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CoreServiceGrid } from '@/components/communication/core-service-grid';
import { IndustryList } from '@/components/communication/industry-list';
import { CtaBlock } from '@/components/cta/cta-block';
import { DigitalEngagementTable } from '@/components/digital/digital-engagement-table';
import { getDigitalPriceText } from '@/components/digital/digital-price-text';
import { AddOnList } from '@/components/sections/add-on-list';
import { PageSection } from '@/components/sections/page-section';
import { SectionHeading } from '@/components/sections/section-heading';
import { ServiceHero } from '@/components/sections/service-hero';
import { digitalOverview } from '@/content/digital-services';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/services/csw');
}

export default async function DigitalOverviewPage() {
  const [t, priceText] = await Promise.all([
    getTranslations('DigitalOverview'),
    getDigitalPriceText(),
  ]);
  return (
    <>
      <Breadcrumbs path="/services/csw" />
      <ServiceHero
        eyebrow={t('hero.eyebrow')}
        title={t('title')}
        intro={t('intro')}
        primary={{ label: t('hero.primary'), href: '/contact' }}
        secondary={{ label: t('hero.secondary'), href: '#engagement-models' }}
      />
      <PageSection labelledBy="core-services">
        <SectionHeading
          id="core-services"
          title={t('coreServices.title')}
          intro={t('coreServices.intro')}
        />
        <CoreServiceGrid
          className="lg:grid-cols-3"
          services={digitalOverview.coreServices.map(({ id, icon, href }) => ({
            icon,
            href,
            title: t(`coreServices.items.${id}.title`),
            description: t(`coreServices.items.${id}.description`),
            quote: t(`coreServices.items.${id}.quote`),
            features: t.raw(`coreServices.items.${id}.features`) as string[],
            linkLabel: t('coreServices.learnMore', {
              service: t(`coreServices.items.${id}.title`),
            }),
          }))}
        />
      </PageSection>
      <PageSection labelledBy="who-we-work-with" tone="muted">
        <SectionHeading
          id="who-we-work-with"
          title={t('whoWeWorkWith.title')}
          intro={t('whoWeWorkWith.intro')}
        />
        <IndustryList industries={t.raw('whoWeWorkWith.industries') as string[]} />
      </PageSection>
      <PageSection labelledBy="engagement-models">
        <SectionHeading
          id="engagement-models"
          title={t('engagementModels.title')}
          intro={t('engagementModels.intro')}
        />
        <div className="mx-auto max-w-4xl">
          <DigitalEngagementTable />
          <p className="mt-6 text-center text-ink-muted">
            {t('engagementModels.help')}{' '}
            <Link
              href="/contact"
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {t('engagementModels.helpLink')}
            </Link>
          </p>
        </div>
      </PageSection>
      <PageSection labelledBy="add-ons" tone="muted">
        <SectionHeading id="add-ons" title={t('addOns.title')} intro={t('addOns.intro')} />
        <AddOnList
          className="lg:grid-cols-4"
          items={digitalOverview.addOns.map((id) => ({
            name: t(`addOns.items.${id}.name`),
            price: priceText.price({ kind: 'onRequest' }),
            note: t(`addOns.items.${id}.note`),
          }))}
        />
      </PageSection>
      <CtaBlock type="development" />
    </>
  );
}
