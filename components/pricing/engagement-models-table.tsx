import type { ReactNode } from 'react';
import type { Price } from '@/content/pricing/price';
import { getCopy } from '@/lib/i18n/copy';
import { priceText } from '@/lib/pricing/price-text';
import { PricesNote } from './prices-note';
import { PricingTable } from './pricing-table';

/** An overview's engagement models: plan type, who it suits, starting price; then `children`. */
export function EngagementModelsTable<Id extends string>({
  copy,
  models,
  children,
}: {
  copy: { caption: string; models: Record<Id, { planType: string; idealFor: string }> };
  models: readonly { id: Id; startsFrom: Price }[];
  children?: ReactNode;
}) {
  const { columns } = getCopy('Pricing').copy;
  return (
    <div className="mx-auto max-w-4xl">
      <PricingTable
        caption={copy.caption}
        columns={[
          { key: 'planType', header: columns.planType },
          { key: 'idealFor', header: columns.idealFor },
          { key: 'startsFrom', header: columns.startsFrom, numeric: true },
        ]}
        rows={models.map(({ id, startsFrom }) => ({
          key: id,
          label: copy.models[id].planType,
          cells: [
            copy.models[id].idealFor,
            <span key="price" className="font-semibold whitespace-nowrap text-ink">
              {priceText(startsFrom)}
            </span>,
          ],
        }))}
        notes={[<PricesNote key="prices" />]}
      />
      {children}
    </div>
  );
}
