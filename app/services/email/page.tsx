import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { addOnItems } from '@/components/communication/add-on-items';
import { EmailPricing } from '@/components/communication/email-pricing';
import { CtaBlock } from '@/components/cta/cta-block';
import { AddOnList } from '@/components/sections/add-on-list';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { HowItWorks } from '@/components/sections/how-it-works';
import { PageSection } from '@/components/sections/page-section';
import { SectionHeading } from '@/components/sections/section-heading';
import { ServiceHero } from '@/components/sections/service-hero';
import { UseCaseGrid } from '@/components/sections/use-case-grid';
import { emailPage } from '@/content/communication';
import { emailAddOns } from '@/content/pricing/add-ons';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ServiceJsonLd } from '@/components/seo/service-json-ld';
import { emailOffers } from '@/lib/seo/pricing-offers';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/services/email');
}

export default async function EmailPage() {
  const t = await getTranslations('Email');
  const addOns = await addOnItems(emailAddOns, (id) => ({
    name: t(`addOns.items.${id}.name`),
    note: t(`addOns.items.${id}.note`),
  }));
  return (
    <>
      <Breadcrumbs path="/services/email" />
      <ServiceJsonLd path="/services/email" offers={emailOffers(t('pricing.perEmail'))} />
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
          items={emailPage.useCases.map(({ id, icon }) => ({
            icon,
            title: t(`useCases.items.${id}.title`),
            description: t(`useCases.items.${id}.description`),
          }))}
        />
      </PageSection>
      <PageSection labelledBy="features" tone="muted">
        <SectionHeading id="features" title={t('features.title')} intro={t('features.intro')} />
        <FeatureGrid
          items={emailPage.features.map(({ id, icon }) => ({
            icon,
            title: t(`features.items.${id}.title`),
            description: t(`features.items.${id}.description`),
          }))}
        />
      </PageSection>
      <PageSection labelledBy="how-it-works">
        <SectionHeading
          id="how-it-works"
          title={t('howItWorks.title')}
          intro={t('howItWorks.intro')}
        />
        <HowItWorks
          steps={emailPage.howItWorks.map((id) => ({
            title: t(`howItWorks.steps.${id}.title`),
            description: t(`howItWorks.steps.${id}.description`),
          }))}
        />
      </PageSection>
      <PageSection labelledBy="pricing" tone="muted">
        <SectionHeading id="pricing" title={t('pricing.title')} intro={t('pricing.intro')} />
        <div className="mx-auto max-w-4xl">
          <EmailPricing />
        </div>
      </PageSection>
      <PageSection labelledBy="add-ons">
        <SectionHeading id="add-ons" title={t('addOns.title')} intro={t('addOns.intro')} />
        <AddOnList items={addOns} />
      </PageSection>
      <CtaBlock type="communication" />
    </>
  );
}
