import { getCopy } from '@/lib/i18n/copy';
import { PricesNote } from './prices-note';
import { PricingTable } from './pricing-table';

type EngagementModelRow = {
  id: string;
  planType: string;
  idealFor: string;
  /** The starting price, already worded ('From ₹0.10 per SMS', 'Custom quote'). */
  startsFrom: string;
};

/** An overview's engagement models: plan type, who it suits, starting price. */
export function EngagementModelsTable({
  caption,
  models,
}: {
  caption: string;
  models: EngagementModelRow[];
}) {
  const { columns } = getCopy('Pricing').copy;
  return (
    <PricingTable
      caption={caption}
      columns={[
        { key: 'planType', header: columns.planType },
        { key: 'idealFor', header: columns.idealFor },
        { key: 'startsFrom', header: columns.startsFrom, numeric: true },
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
      notes={[<PricesNote key="prices" />]}
    />
  );
}
