import { SignalPattern } from '@/components/communication/signal-pattern';
import { CtaBand } from '@/components/cta/cta-band';
import { EngagementModelsTable } from '@/components/pricing/engagement-models-table';
import {
  addOnItems,
  AddOnList,
  CoreServiceGrid,
  FeatureGrid,
  IndustryList,
} from '@/components/sections/grids';
import { Sections } from '@/components/sections/section';
import { ServiceHero } from '@/components/sections/service-hero';
import { communicationOverview as page } from '@/content/communication';
import { communicationEngagementModels } from '@/content/pricing/engagement-models';
import { paths } from '@/content/routes';
import { site } from '@/content/site';
import { getCopy } from '@/lib/i18n/copy';
import { withCopy } from '@/lib/i18n/with-copy';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata = pageMetadata(paths.communication);

export default function CommunicationOverviewPage() {
  const { copy, t } = getCopy('CommunicationOverview');
  const { whyChoose, coreServices, whoWeWorkWith, engagementModels, apart, addOns, closing } = copy;
  return (
    <>
      <ServiceHero
        copy={copy}
        primary={copy.hero.primary}
        secondary={{ label: copy.hero.secondary, href: site.phoneHref }}
        background={<SignalPattern />}
      />
      <Sections
        parts={[
          {
            id: 'why-choose',
            heading: whyChoose,
            content: <FeatureGrid columns={4} items={withCopy(page.whyChoose, whyChoose.items)} />,
          },
          {
            id: 'core-services',
            heading: coreServices,
            content: (
              <CoreServiceGrid
                services={withCopy(page.coreServices, coreServices.items)}
                linkLabel={(service) => t('coreServices.learnMore', { service })}
              />
            ),
          },
          {
            id: 'who-we-work-with',
            heading: whoWeWorkWith,
            content: <IndustryList industries={whoWeWorkWith.industries} />,
          },
          {
            id: 'engagement-models',
            heading: engagementModels,
            content: (
              <EngagementModelsTable
                copy={engagementModels}
                models={communicationEngagementModels}
              />
            ),
          },
          {
            id: 'sets-us-apart',
            heading: apart,
            content: <FeatureGrid columns={4} items={withCopy(page.apart, apart.items)} />,
          },
          {
            id: 'add-ons',
            heading: addOns,
            content: <AddOnList items={addOnItems(withCopy(page.addOns, addOns.items))} />,
          },
        ]}
      />
      <CtaBand
        id="closing-cta"
        title={closing.title}
        intro={closing.text}
        primary={closing.quote}
        secondary={closing.discovery}
      />
    </>
  );
}
