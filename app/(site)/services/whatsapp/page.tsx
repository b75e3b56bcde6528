import { Estimator } from '@/components/estimator/estimator';
import { PricesNote } from '@/components/pricing/prices-note';
import { PricingTable } from '@/components/pricing/pricing-table';
import {
  addOnItems,
  AddOnList,
  FeatureGrid,
  HowItWorks,
  UseCaseGrid,
} from '@/components/sections/grids';
import { ServicePage } from '@/components/sections/service-page';
import { whatsappPage as page } from '@/content/communication';
import { whatsappPlatformMarkup, whatsappPricing } from '@/content/pricing/prices';
import { paths } from '@/content/routes';
import { site } from '@/content/site';
import { formatRupees } from '@/lib/format/rupees';
import { getCopy } from '@/lib/i18n/copy';
import { withCopy } from '@/lib/i18n/with-copy';
import { rateText } from '@/lib/pricing/price-text';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { whatsappOffers } from '@/lib/seo/pricing-offers';

export const metadata = pageMetadata(paths.whatsapp);

/** The WhatsApp Business page: its sections run in their own order, so it has its own. */
export default function WhatsappPage() {
  const { copy, t } = getCopy('WhatsApp');
  const { columns } = getCopy('Pricing').copy;
  const { why, useCases, features, pricing, addOns, howItWorks } = copy;
  const markup = formatRupees(whatsappPlatformMarkup);
  const table = (
    <PricingTable
      caption={pricing.caption}
      columns={[
        { key: 'category', header: columns.category },
        { key: 'providerFee', header: columns.providerFee, numeric: true },
        { key: 'platformMarkup', header: columns.platformMarkup, numeric: true },
        { key: 'finalPrice', header: columns.finalPrice, numeric: true },
      ]}
      rows={whatsappPricing.categories.map((category) => ({
        key: category.id,
        label: pricing.categories[category.id],
        cells: [
          rateText(category.providerFee),
          rateText(category.platformMarkup),
          <strong key="final" className="font-semibold text-ink">
            {rateText(category.finalPrice)}
          </strong>,
        ],
      }))}
      notes={[
        t('pricing.notes.conversationWindow', { hours: whatsappPricing.conversationWindowHours }),
        t('pricing.notes.markup', { markup }),
        <PricesNote key="prices" effectiveFrom={whatsappPricing.effectiveFrom} />,
      ]}
    />
  );
  return (
    <ServicePage
      path={paths.whatsapp}
      copy={copy}
      offers={whatsappOffers()}
      primary={copy.hero.getStarted}
      secondary={{ label: copy.hero.talkToSales, href: site.phoneHref }}
      cta="communication"
      sections={[
        {
          id: 'why-whatsapp',
          heading: why,
          content: <FeatureGrid columns={4} items={withCopy(page.why, why.items)} />,
        },
        {
          id: 'use-cases',
          heading: useCases,
          content: <UseCaseGrid items={withCopy(page.useCases, useCases.items)} />,
        },
        {
          id: 'features',
          heading: features,
          content: <FeatureGrid items={withCopy(page.features, features.items)} />,
        },
        {
          id: 'pricing',
          heading: { title: pricing.title, intro: t('pricing.intro', { markup }) },
          content: (
            <div className="mx-auto max-w-4xl">
              {table}
              <Estimator channel="whatsapp" />
            </div>
          ),
        },
        {
          id: 'add-ons',
          heading: addOns,
          content: <AddOnList items={addOnItems(withCopy(page.addOns, addOns.items))} />,
        },
        {
          id: 'how-it-works',
          heading: howItWorks,
          content: <HowItWorks steps={page.howItWorks.map((id) => howItWorks.steps[id])} />,
        },
      ]}
    />
  );
}
