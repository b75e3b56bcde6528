import type { Metadata } from 'next';
import { addOnItems } from '@/components/communication/add-on-items';
import { CtaBlock } from '@/components/cta/cta-block';
import { Estimator } from '@/components/estimator/estimator';
import { WhatsappPricing } from '@/components/pricing/whatsapp-pricing';
import { AddOnList } from '@/components/sections/add-on-list';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { HowItWorks } from '@/components/sections/how-it-works';
import { Section } from '@/components/sections/section';
import { ServiceHero } from '@/components/sections/service-hero';
import { UseCaseGrid } from '@/components/sections/use-case-grid';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ServiceJsonLd } from '@/components/seo/service-json-ld';
import { whatsappPage as page } from '@/content/communication';
import { whatsappPlatformMarkup } from '@/content/pricing/whatsapp';
import { site } from '@/content/site';
import { formatRupees } from '@/lib/format/rupees';
import { getCopy } from '@/lib/i18n/copy';
import { withCopy } from '@/lib/i18n/with-copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { whatsappOffers } from '@/lib/seo/pricing-offers';
import { paths } from '@/content/routes';

export function generateMetadata(): Metadata {
  return pageMetadata(paths.whatsapp);
}

/** The WhatsApp Business page: its sections run in their own order, so it has its own. */
export default function WhatsappPage() {
  const { copy, t } = getCopy('WhatsApp');
  const { why, useCases, features, pricing, addOns, howItWorks } = copy;
  return (
    <>
      <Breadcrumbs path={paths.whatsapp} />
      <ServiceJsonLd path={paths.whatsapp} offers={whatsappOffers()} />
      <ServiceHero
        eyebrow={copy.hero.eyebrow}
        title={copy.title}
        intro={copy.intro}
        primary={{ label: copy.hero.getStarted, href: '/contact' }}
        secondary={{ label: copy.hero.talkToSales, href: site.phoneHref }}
      />
      <Section id="why-whatsapp" title={why.title} intro={why.intro}>
        <FeatureGrid columns={4} items={withCopy(page.why, why.items)} />
      </Section>
      <Section id="use-cases" title={useCases.title} intro={useCases.intro} tone="muted">
        <UseCaseGrid items={withCopy(page.useCases, useCases.items)} />
      </Section>
      <Section id="features" title={features.title} intro={features.intro}>
        <FeatureGrid items={withCopy(page.features, features.items)} />
      </Section>
      <Section
        id="pricing"
        title={pricing.title}
        intro={t('pricing.intro', { markup: formatRupees(whatsappPlatformMarkup) })}
        tone="muted"
      >
        <div className="mx-auto max-w-4xl">
          <WhatsappPricing />
          <Estimator channel="whatsapp" />
        </div>
      </Section>
      <Section id="add-ons" title={addOns.title} intro={addOns.intro}>
        <AddOnList items={addOnItems(withCopy(page.addOns, addOns.items))} />
      </Section>
      <Section id="how-it-works" title={howItWorks.title} intro={howItWorks.intro} tone="muted">
        <HowItWorks steps={page.howItWorks.map((id) => howItWorks.steps[id])} />
      </Section>
      <CtaBlock type="communication" />
    </>
  );
}
