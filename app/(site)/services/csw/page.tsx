import Link from 'next/link';
import { EngagementModelsTable } from '@/components/pricing/engagement-models-table';
import {
  AddOnList,
  addOnsOnRequest,
  CoreServiceGrid,
  IndustryList,
} from '@/components/sections/grids';
import { ServicePage } from '@/components/sections/service-page';
import { digitalOverview as page } from '@/content/digital-services';
import { digitalEngagementModels } from '@/content/pricing/digital';
import { paths } from '@/content/routes';
import { getCopy } from '@/lib/i18n/copy';
import { withCopy } from '@/lib/i18n/with-copy';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata = pageMetadata(paths.digital);

export default function DigitalOverviewPage() {
  const { copy, t } = getCopy('DigitalOverview');
  const { coreServices, whoWeWorkWith, engagementModels, addOns } = copy;
  return (
    <ServicePage
      path={paths.digital}
      copy={copy}
      primary={copy.hero.primary}
      secondary={{ label: copy.hero.secondary, href: '#engagement-models' }}
      cta="development"
      sections={[
        {
          id: 'core-services',
          heading: coreServices,
          content: (
            <CoreServiceGrid
              className="lg:grid-cols-3"
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
            <EngagementModelsTable copy={engagementModels} models={digitalEngagementModels}>
              <p className="mt-6 text-center text-ink-muted">
                {engagementModels.help}{' '}
                <Link
                  href="/contact"
                  className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {engagementModels.helpLink}
                </Link>
              </p>
            </EngagementModelsTable>
          ),
        },
        {
          id: 'add-ons',
          heading: addOns,
          content: (
            <AddOnList
              className="lg:grid-cols-4"
              items={addOnsOnRequest(page.addOns, addOns.items)}
            />
          ),
        },
      ]}
    />
  );
}
