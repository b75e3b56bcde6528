import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { addOnItems } from '@/components/communication/add-on-items';
import { WhatsappPricing } from '@/components/communication/whatsapp-pricing';
import { CtaBlock } from '@/components/cta/cta-block';
import { AddOnList } from '@/components/sections/add-on-list';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { HowItWorks } from '@/components/sections/how-it-works';
import { PageSection } from '@/components/sections/page-section';
import { SectionHeading } from '@/components/sections/section-heading';
import { ServiceHero } from '@/components/sections/service-hero';
import { UseCaseGrid } from '@/components/sections/use-case-grid';
import { whatsappPage } from '@/content/communication';
import { whatsappAddOns } from '@/content/pricing/add-ons';
import { whatsappPlatformMarkup } from '@/content/pricing/whatsapp';
import { site } from '@/content/site';
import { formatRupees } from '@/lib/format/rupees';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ServiceJsonLd } from '@/components/seo/service-json-ld';
import type { WhatsappCategoryId } from '@/content/pricing/whatsapp';
import { whatsappOffers } from '@/lib/seo/pricing-offers';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/services/whatsapp');
}

export default async function WhatsappPage() {
  const t = await getTranslations('WhatsApp');
  const addOns = await addOnItems(whatsappAddOns, (id) => ({
    name: t(`addOns.items.${id}.name`),
    note: t(`addOns.items.${id}.note`),
  }));
  return (
    <>
      <Breadcrumbs path="/services/whatsapp" />
      <ServiceJsonLd
        path="/services/whatsapp"
        offers={whatsappOffers((id) => t(`pricing.categories.${id as WhatsappCategoryId}`))}
      />
      <ServiceHero
        eyebrow={t('hero.eyebrow')}
        title={t('title')}
        intro={t('intro')}
        primary={{ label: t('hero.getStarted'), href: '/contact' }}
        secondary={{ label: t('hero.talkToSales'), href: site.phoneHref }}
      />
      <PageSection labelledBy="why-whatsapp">
        <SectionHeading id="why-whatsapp" title={t('why.title')} intro={t('why.intro')} />
        <FeatureGrid
          columns={4}
          items={whatsappPage.why.map(({ id, icon }) => ({
            icon,
            title: t(`why.items.${id}.title`),
            description: t(`why.items.${id}.description`),
          }))}
        />
      </PageSection>
      <PageSection labelledBy="use-cases" tone="muted">
        <SectionHeading id="use-cases" title={t('useCases.title')} intro={t('useCases.intro')} />
        <UseCaseGrid
          items={whatsappPage.useCases.map(({ id, icon }) => ({
            icon,
            title: t(`useCases.items.${id}.title`),
            description: t(`useCases.items.${id}.description`),
          }))}
        />
      </PageSection>
      <PageSection labelledBy="features">
        <SectionHeading id="features" title={t('features.title')} intro={t('features.intro')} />
        <FeatureGrid
          items={whatsappPage.features.map(({ id, icon }) => ({
            icon,
            title: t(`features.items.${id}.title`),
            description: t(`features.items.${id}.description`),
          }))}
        />
      </PageSection>
      <PageSection labelledBy="pricing" tone="muted">
        <SectionHeading
          id="pricing"
          title={t('pricing.title')}
          intro={t('pricing.intro', { markup: formatRupees(whatsappPlatformMarkup) })}
        />
        <div className="mx-auto max-w-4xl">
          <WhatsappPricing />
        </div>
      </PageSection>
      <PageSection labelledBy="add-ons">
        <SectionHeading id="add-ons" title={t('addOns.title')} intro={t('addOns.intro')} />
        <AddOnList items={addOns} />
      </PageSection>
      <PageSection labelledBy="how-it-works" tone="muted">
        <SectionHeading
          id="how-it-works"
          title={t('howItWorks.title')}
          intro={t('howItWorks.intro')}
        />
        <HowItWorks
          steps={whatsappPage.howItWorks.map((id) => ({
            title: t(`howItWorks.steps.${id}.title`),
            description: t(`howItWorks.steps.${id}.description`),
          }))}
        />
      </PageSection>
      <CtaBlock type="communication" />
    </>
  );
}
