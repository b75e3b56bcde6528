import type { PricingRow } from '@/components/pricing/pricing-table';
import { formatVolumeBand, type VolumeBand } from '@/content/pricing/tiers';

type Tier<R> = { id: string; name: string; rates: R | 'custom' } & Partial<VolumeBand>;

/**
 * Rows of a tiered price list: the tier's name, its volume band when it has one, then one cell per
 * rate key, each 'Custom' for a quoted tier.
 */
export function tieredRows<R extends { [K in keyof R]: number }>(
  tiers: readonly Tier<R>[],
  rateKeys: readonly (keyof R)[],
  rate: (value: number | 'custom') => string,
): PricingRow[] {
  return tiers.map((tier) => {
    const band =
      tier.minVolume === undefined
        ? []
        : [formatVolumeBand({ minVolume: tier.minVolume, maxVolume: tier.maxVolume })];
    const rates = rateKeys.map((key) => rate(tier.rates === 'custom' ? 'custom' : tier.rates[key]));
    return { key: tier.id, label: tier.name, cells: [...band, ...rates] };
  });
}
