import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { addOnItems } from '@/components/communication/add-on-items';
import { SmsPricing } from '@/components/communication/sms-pricing';
import { CtaBlock } from '@/components/cta/cta-block';
import { AddOnList } from '@/components/sections/add-on-list';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageSection } from '@/components/sections/page-section';
import { SectionHeading } from '@/components/sections/section-heading';
import { ServiceHero } from '@/components/sections/service-hero';
import { UseCaseGrid } from '@/components/sections/use-case-grid';
import { smsPage } from '@/content/communication';
import { smsAddOns } from '@/content/pricing/add-ons';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ServiceJsonLd } from '@/components/seo/service-json-ld';
import { smsOffers } from '@/lib/seo/pricing-offers';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/services/sms');
}

export default async function SmsPage() {
  const t = await getTranslations('Sms');
  const addOns = await addOnItems(smsAddOns, (id) => ({
    name: t(`addOns.items.${id}.name`),
    note: t(`addOns.items.${id}.note`),
  }));
  return (
    <>
      <Breadcrumbs path="/services/sms" />
      <ServiceJsonLd
        path="/services/sms"
        offers={smsOffers({
          promotional: t('pricing.promotional'),
          transactional: t('pricing.transactional'),
          rcs: t('pricing.rcs'),
          smsFallback: t('pricing.smsFallback'),
        })}
      />
      <ServiceHero
        eyebrow={t('hero.eyebrow')}
        title={t('title')}
        intro={t('intro')}
        primary={{ label: t('hero.getStarted'), href: '/contact' }}
        secondary={{ label: t('hero.talkToSales'), href: site.phoneHref }}
      />
      <PageSection labelledBy="use-cases">
        <SectionHeading id="use-cases" title={t('useCases.title')} intro={t('useCases.intro')} />
        <UseCaseGrid
          items={smsPage.useCases.map(({ id, icon }) => ({
            icon,
            title: t(`useCases.items.${id}.title`),
            description: t(`useCases.items.${id}.description`),
          }))}
        />
      </PageSection>
      <PageSection labelledBy="features" tone="muted">
        <SectionHeading id="features" title={t('features.title')} intro={t('features.intro')} />
        <FeatureGrid
          items={smsPage.features.map(({ id, icon }) => ({
            icon,
            title: t(`features.items.${id}.title`),
            description: t(`features.items.${id}.description`),
          }))}
        />
      </PageSection>
      <PageSection labelledBy="pricing">
        <SectionHeading id="pricing" title={t('pricing.title')} intro={t('pricing.intro')} />
        <div className="mx-auto max-w-4xl">
          <SmsPricing />
        </div>
      </PageSection>
      <PageSection labelledBy="add-ons" tone="muted">
        <SectionHeading id="add-ons" title={t('addOns.title')} intro={t('addOns.intro')} />
        <AddOnList items={addOns} />
      </PageSection>
      <CtaBlock type="communication" />
    </>
  );
}
