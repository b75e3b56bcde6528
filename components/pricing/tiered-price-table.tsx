import type { ReactNode } from 'react';
import type { RateKey, TieredPriceList } from '@/content/pricing/tiers';
import { getCopy } from '@/lib/i18n/copy';
import { PricingTable } from './pricing-table';
import { tieredPriceColumns, tieredPriceRows, type BandColumn } from './tiered-price-rows';

/** A channel's per-unit price list as the site's pricing table. */
export async function TieredPriceTable<K extends RateKey>({
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
  const copy = await getCopy('Pricing');
  return (
    <PricingTable
      caption={caption}
      columns={tieredPriceColumns(list, copy, band)}
      rows={tieredPriceRows(list, copy)}
      notes={notes}
    />
  );
}
