import { Estimator } from '@/components/estimator/estimator';
import { PricesNote } from '@/components/pricing/prices-note';
import { PricingTable } from '@/components/pricing/pricing-table';
import { ServicePage } from '@/components/sections/service-page';
import { whatsappPage } from '@/content/communication';
import { whatsappPlatformMarkup, whatsappPricing } from '@/content/pricing/prices';
import { formatRupees } from '@/lib/format/rupees';
import { getCopy } from '@/lib/i18n/copy';
import { rateText } from '@/lib/pricing/price-text';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { whatsappOffers } from '@/lib/seo/pricing-offers';

export const metadata = pageMetadata(whatsappPage.path);

export default function WhatsappPage() {
  const { copy, t } = getCopy('WhatsApp');
  const { columns } = getCopy('Pricing').copy;
  const { pricing } = copy;
  const markup = formatRupees(whatsappPlatformMarkup);
  return (
    <ServicePage
      page={whatsappPage}
      offers={whatsappOffers()}
      pricingIntro={t('pricing.intro', { markup })}
    >
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
      <Estimator channel="whatsapp" />
    </ServicePage>
  );
}
