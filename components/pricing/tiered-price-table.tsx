import type { ReactNode } from 'react';
import { tierNames, type RateKey, type TieredPriceList } from '@/content/pricing/tiers';
import { formatVolumeBand } from '@/lib/format/volume-band';
import { getCopy } from '@/lib/i18n/copy';
import { rateText } from '@/lib/pricing/price-text';
import { PricesNote } from './prices-note';
import { PricingTable, type PricingColumn, type PricingRow } from './pricing-table';

/** Which heading the band column carries: volumes of messages, or minutes of calls. */
type BandColumn = 'monthlyVolume' | 'monthlyMinutes';

/** The columns of a price list's table: the tier, its band where it is published, each rate. */
export function tieredPriceColumns<K extends RateKey>(
  list: TieredPriceList<K>,
  band: BandColumn,
): PricingColumn[] {
  const { columns, rates } = getCopy('Pricing').copy;
  return [
    { key: 'tier', header: columns.tier },
    ...(list.bandsStated ? [{ key: 'volume', header: columns[band], numeric: true }] : []),
    ...list.rateKeys.map((key) => ({ key, header: rates[key], numeric: true })),
  ];
}

/** One row a tier: its name, its band, then its rates at the list's precision, or 'Custom'. */
export function tieredPriceRows<K extends RateKey>(list: TieredPriceList<K>): PricingRow[] {
  return list.tiers.map(({ id, rates, ...band }) => ({
    key: id,
    label: tierNames[id],
    cells: [
      ...(list.bandsStated ? [formatVolumeBand(band)] : []),
      ...list.rateKeys.map((key) =>
        rateText(rates === 'custom' ? 'custom' : rates[key], list.rateDecimals),
      ),
    ],
  }));
}

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
