import type { Messages } from '@/content/messages';
import { formatCount } from '@/lib/format/rupees';

/** Every amount on the site is in Indian rupees. */
export const currency = 'INR';

/** A monthly volume band; `maxVolume` undefined means open-ended (the Enterprise tier). */
export type VolumeBand = { minVolume: number; maxVolume?: number };

export type TierId = 'starter' | 'growth' | 'scale' | 'enterprise';

/** The tiers' names are product names, the same on every channel. */
export const tierNames: Record<TierId, string> = {
  starter: 'Starter',
  growth: 'Growth',
  scale: 'Scale',
  enterprise: 'Enterprise',
};

/** What a rate is for: each key is a column of the tables, named in the Pricing messages. */
export type RateKey = keyof Messages['Pricing']['rates'];

/** One tier: its band of monthly volume and a rate per rate key, or 'custom' (quoted per customer). */
export type Tier<K extends RateKey> = VolumeBand & {
  id: TierId;
  rates: Readonly<Record<K, number>> | 'custom';
};

/**
 * A channel's per-unit price list, the one source of its table, its schema.org offers, its share
 * image's headline price and the estimator.
 */
export type TieredPriceList<K extends RateKey> = {
  /** The billed unit, singular (schema.org unitText). */
  unit: string;
  currency: typeof currency;
  /** The rates of a tier, in the order the table shows them. */
  rateKeys: readonly K[];
  /** Decimal places the spec prints the rates with (₹0.14; the email rates ₹0.025, ₹0.020). */
  rateDecimals: number;
  /** Whether the spec states the bands, so the table shows them (RCS rides on the SMS bands). */
  bandsStated: boolean;
  tiers: readonly Tier<K>[];
};

/** The lowest rate of the given keys over the tiers that have rates: a list's "from" price. */
export function lowestRate<K extends RateKey>(
  list: TieredPriceList<K>,
  keys: readonly K[] = list.rateKeys,
): number {
  return Math.min(
    ...list.tiers.flatMap(({ rates }) => (rates === 'custom' ? [] : keys.map((key) => rates[key]))),
  );
}

/** '0–50,000', '50,001–2,00,000', '10,00,001+' (Indian digit grouping). */
export function formatVolumeBand({ minVolume, maxVolume }: VolumeBand): string {
  return maxVolume === undefined
    ? `${formatCount(minVolume)}+`
    : `${formatCount(minVolume)}–${formatCount(maxVolume)}`;
}

/** Rounds an amount to whole paise, so sums of rates such as 0.32 + 0.05 are exactly 0.37. */
export function roundToPaise(amount: number): number {
  return Math.round(amount * 100) / 100;
}
