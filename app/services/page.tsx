import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { addOnItems } from '@/components/communication/add-on-items';
import { CoreServiceGrid } from '@/components/communication/core-service-grid';
import { EngagementModelsTable } from '@/components/communication/engagement-models-table';
import { IndustryList } from '@/components/communication/industry-list';
import { SignalPattern } from '@/components/communication/signal-pattern';
import { AddOnList } from '@/components/sections/add-on-list';
import { ClosingCta } from '@/components/sections/closing-cta';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageSection } from '@/components/sections/page-section';
import { SectionHeading } from '@/components/sections/section-heading';
import { ServiceHero } from '@/components/sections/service-hero';
import { communicationOverview } from '@/content/communication';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/services');
}

export default async function CommunicationOverviewPage() {
  const t = await getTranslations('CommunicationOverview');
  const addOns = await addOnItems(communicationOverview.addOns, (id) => ({
    name: t(`addOns.items.${id}.name`),
    note: t(`addOns.items.${id}.note`),
  }));
  return (
    <>
      <ServiceHero
        eyebrow={t('hero.eyebrow')}
        title={t('title')}
        intro={t('intro')}
        primary={{ label: t('hero.primary'), href: '/contact' }}
        secondary={{ label: t('hero.secondary'), href: site.phoneHref }}
        background={<SignalPattern />}
      />
      <PageSection labelledBy="why-choose">
        <SectionHeading id="why-choose" title={t('whyChoose.title')} intro={t('whyChoose.intro')} />
        <FeatureGrid
          columns={4}
          items={communicationOverview.whyChoose.map(({ id, icon }) => ({
            icon,
            title: t(`whyChoose.items.${id}.title`),
            description: t(`whyChoose.items.${id}.description`),
          }))}
        />
      </PageSection>
      <PageSection labelledBy="core-services" tone="muted">
        <SectionHeading
          id="core-services"
          title={t('coreServices.title')}
          intro={t('coreServices.intro')}
        />
        <CoreServiceGrid
          services={communicationOverview.coreServices.map(({ id, icon, href }) => ({
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
      <PageSection labelledBy="who-we-work-with">
        <SectionHeading
          id="who-we-work-with"
          title={t('whoWeWorkWith.title')}
          intro={t('whoWeWorkWith.intro')}
        />
        <IndustryList industries={t.raw('whoWeWorkWith.industries') as string[]} />
      </PageSection>
      <PageSection labelledBy="engagement-models" tone="muted">
        <SectionHeading
          id="engagement-models"
          title={t('engagementModels.title')}
          intro={t('engagementModels.intro')}
        />
        <div className="mx-auto max-w-4xl">
          <EngagementModelsTable />
        </div>
      </PageSection>
      <PageSection labelledBy="sets-us-apart">
        <SectionHeading id="sets-us-apart" title={t('apart.title')} intro={t('apart.intro')} />
        <FeatureGrid
          columns={4}
          items={communicationOverview.apart.map(({ id, icon }) => ({
            icon,
            title: t(`apart.items.${id}.title`),
            description: t(`apart.items.${id}.description`),
          }))}
        />
      </PageSection>
      <PageSection labelledBy="add-ons" tone="muted">
        <SectionHeading id="add-ons" title={t('addOns.title')} intro={t('addOns.intro')} />
        <AddOnList items={addOns} />
      </PageSection>
      <ClosingCta
        id="closing-cta"
        title={t('closing.title')}
        text={t('closing.text')}
        primary={{ label: t('closing.quote'), href: '/contact' }}
        secondary={{ label: t('closing.discovery'), href: '/contact' }}
      />
    </>
  );
}
