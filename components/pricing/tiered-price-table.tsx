import type { ReactNode } from 'react';
import type { RateKey, TieredPriceList } from '@/content/pricing/tiers';
import { PricesNote } from './prices-note';
import { PricingTable } from './pricing-table';
import { tieredPriceColumns, tieredPriceRows, type BandColumn } from './tiered-price-rows';

/** A channel's per-unit price list as the site's pricing table. */
export function TieredPriceTable<K extends RateKey>({
  list,
  caption,
  band = 'monthlyVolume',
  notes,
}: {
  list: TieredPriceList<K>;
  caption: string;
  band?: BandColumn;
  notes?: ReactNode[];
}) {
  return (
    <PricingTable
      caption={caption}
      columns={tieredPriceColumns(list, band)}
      rows={tieredPriceRows(list)}
      notes={[...(notes ?? []), <PricesNote key="prices" effectiveFrom={list.effectiveFrom} />]}
    />
  );
}
