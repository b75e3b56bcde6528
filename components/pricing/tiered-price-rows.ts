import type { Messages } from '@/content/messages';
import {
  formatVolumeBand,
  tierNames,
  type RateKey,
  type TieredPriceList,
} from '@/content/pricing/tiers';
import { formatRupees } from '@/lib/format/rupees';
import type { PricingColumn, PricingRow } from './pricing-table';

type PricingCopy = Pick<Messages['Pricing'], 'columns' | 'rates' | 'custom'>;

/** Which heading the band column carries: volumes of messages, or minutes of calls. */
export type BandColumn = 'monthlyVolume' | 'monthlyMinutes';

/** The columns of a price list's table: the tier, its band where the spec states it, each rate. */
export function tieredPriceColumns<K extends RateKey>(
  list: TieredPriceList<K>,
  copy: PricingCopy,
  band: BandColumn,
): PricingColumn[] {
  return [
    { key: 'tier', header: copy.columns.tier },
    ...(list.bandsStated ? [{ key: 'volume', header: copy.columns[band], numeric: true }] : []),
    ...list.rateKeys.map((key) => ({ key, header: copy.rates[key], numeric: true })),
  ];
}

/** One row a tier: its name, its band, then its rates at the list's precision, or 'Custom'. */
export function tieredPriceRows<K extends RateKey>(
  list: TieredPriceList<K>,
  copy: PricingCopy,
): PricingRow[] {
  return list.tiers.map((tier) => {
    const rates = tier.rates;
    return {
      key: tier.id,
      label: tierNames[tier.id],
      cells: [
        ...(list.bandsStated ? [formatVolumeBand(tier)] : []),
        ...list.rateKeys.map((key) =>
          rates === 'custom' ? copy.custom : formatRupees(rates[key], list.rateDecimals),
        ),
      ],
    };
  });
}
