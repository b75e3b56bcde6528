import type { Metadata } from 'next';
import { addOnItems } from '@/components/communication/add-on-items';
import { EngagementModelsTable } from '@/components/pricing/engagement-models-table';
import { SignalPattern } from '@/components/communication/signal-pattern';
import { CtaBand } from '@/components/cta/cta-band';
import { AddOnList } from '@/components/sections/add-on-list';
import { CoreServiceGrid } from '@/components/sections/core-service-grid';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { IndustryList } from '@/components/sections/industry-list';
import { Section } from '@/components/sections/section';
import { ServiceHero } from '@/components/sections/service-hero';
import { communicationOverview as page } from '@/content/communication';
import { communicationEngagementModels } from '@/content/pricing/engagement-models';
import { site } from '@/content/site';
import { getCopy } from '@/lib/i18n/copy';
import { withCopy } from '@/lib/i18n/with-copy';
import { priceText } from '@/lib/pricing/price-text';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { paths } from '@/content/routes';

export function generateMetadata(): Metadata {
  return pageMetadata(paths.communication);
}

export default function CommunicationOverviewPage() {
  const { copy, t } = getCopy('CommunicationOverview');
  const { whyChoose, coreServices, whoWeWorkWith, engagementModels, apart, addOns, closing } = copy;
  return (
    <>
      <ServiceHero
        eyebrow={copy.hero.eyebrow}
        title={copy.title}
        intro={copy.intro}
        primary={{ label: copy.hero.primary, href: '/contact' }}
        secondary={{ label: copy.hero.secondary, href: site.phoneHref }}
        background={<SignalPattern />}
      />
      <Section id="why-choose" title={whyChoose.title} intro={whyChoose.intro}>
        <FeatureGrid columns={4} items={withCopy(page.whyChoose, whyChoose.items)} />
      </Section>
      <Section
        id="core-services"
        title={coreServices.title}
        intro={coreServices.intro}
        tone="muted"
      >
        <CoreServiceGrid
          services={withCopy(page.coreServices, coreServices.items)}
          linkLabel={(service) => t('coreServices.learnMore', { service })}
        />
      </Section>
      <Section id="who-we-work-with" title={whoWeWorkWith.title} intro={whoWeWorkWith.intro}>
        <IndustryList industries={whoWeWorkWith.industries} />
      </Section>
      <Section
        id="engagement-models"
        title={engagementModels.title}
        intro={engagementModels.intro}
        tone="muted"
      >
        <div className="mx-auto max-w-4xl">
          <EngagementModelsTable
            caption={engagementModels.caption}
            models={communicationEngagementModels.map(({ id, startsFrom }) => ({
              id,
              ...engagementModels.models[id],
              startsFrom: priceText(startsFrom),
            }))}
          />
        </div>
      </Section>
      <Section id="sets-us-apart" title={apart.title} intro={apart.intro}>
        <FeatureGrid columns={4} items={withCopy(page.apart, apart.items)} />
      </Section>
      <Section id="add-ons" title={addOns.title} intro={addOns.intro} tone="muted">
        <AddOnList items={addOnItems(withCopy(page.addOns, addOns.items))} />
      </Section>
      <CtaBand
        id="closing-cta"
        title={closing.title}
        intro={closing.text}
        primary={{ label: closing.quote, href: '/contact' }}
        secondary={{ label: closing.discovery, href: '/contact' }}
      />
    </>
  );
}
