import { getTranslations } from 'next-intl/server';
import { PricingTable } from './pricing-table';

export type EngagementModelRow = {
  id: string;
  planType: string;
  idealFor: string;
  /** The starting price, already worded ('From ₹0.10 per SMS', 'Custom quote'). */
  startsFrom: string;
};

/** An overview's engagement models (spec §3): plan type, who it suits, starting price. */
export async function EngagementModelsTable({
  caption,
  models,
}: {
  caption: string;
  models: EngagementModelRow[];
}) {
  const pricing = await getTranslations('Pricing');
  return (
    <PricingTable
      caption={caption}
      columns={[
        { key: 'planType', header: pricing('columns.planType') },
        { key: 'idealFor', header: pricing('columns.idealFor') },
        { key: 'startsFrom', header: pricing('columns.startsFrom'), numeric: true },
      ]}
      rows={models.map((model) => ({
        key: model.id,
        label: model.planType,
        cells: [
          model.idealFor,
          <span key="price" className="font-semibold whitespace-nowrap text-ink">
            {model.startsFrom}
          </span>,
        ],
      }))}
    />
  );
}
