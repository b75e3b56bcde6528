import { getTranslations } from 'next-intl/server';
import { PricingTable } from '@/components/pricing/pricing-table';
import { digitalEngagementModels } from '@/content/pricing/digital';
import { getDigitalPriceText } from './digital-price-text';

/** The digital services' engagement models: plan type, who it suits, starting price. */
export async function DigitalEngagementTable() {
  const [t, pricing, priceText] = await Promise.all([
    getTranslations('DigitalOverview.engagementModels'),
    getTranslations('Pricing'),
    getDigitalPriceText(),
  ]);
  return (
    <PricingTable
      caption={t('caption')}
      columns={[
        { key: 'planType', header: pricing('columns.planType') },
        { key: 'idealFor', header: pricing('columns.idealFor') },
        { key: 'startsFrom', header: pricing('columns.startsFrom'), numeric: true },
      ]}
      rows={digitalEngagementModels.map((model) => ({
        key: model.id,
        label: t(`models.${model.id}.planType`),
        cells: [
          t(`models.${model.id}.idealFor`),
          <span key="price" className="font-semibold whitespace-nowrap text-ink">
            {priceText.price(model.startsFrom)}
          </span>,
        ],
      }))}
    />
  );
}
