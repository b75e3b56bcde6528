import { getTranslations } from 'next-intl/server';
import { PricingTable } from '@/components/pricing/pricing-table';
import { communicationEngagementModels } from '@/content/pricing/engagement-models';
import { formatRupees } from '@/lib/format/rupees';

/** The communication services' engagement models: plan type, who it suits, starting price. */
export async function EngagementModelsTable() {
  const [t, pricing] = await Promise.all([
    getTranslations('CommunicationOverview.engagementModels'),
    getTranslations('Pricing'),
  ]);
  return (
    <PricingTable
      caption={t('caption')}
      columns={[
        { key: 'planType', header: pricing('columns.planType') },
        { key: 'idealFor', header: pricing('columns.idealFor') },
        { key: 'startsFrom', header: pricing('columns.startsFrom'), numeric: true },
      ]}
      rows={communicationEngagementModels.map((model) => ({
        key: model.id,
        label: t(`models.${model.id}.planType`),
        cells: [
          t(`models.${model.id}.idealFor`),
          model.startsFrom === 'custom'
            ? pricing('customQuote')
            : pricing('startsFromPerUnit', {
                amount: formatRupees(model.startsFrom.amount),
                unit: model.startsFrom.unit,
              }),
        ],
      }))}
    />
  );
}
