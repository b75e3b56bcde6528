import { formatCount } from '@/lib/format/rupees';

/** Every amount on the site is in Indian rupees. */
export const currency = 'INR';

/** A monthly volume band; `maxVolume` undefined means open-ended (the Enterprise tier). */
export type VolumeBand = { minVolume: number; maxVolume?: number };

/** Rates of a tier, or 'custom' where the price is quoted per customer. */
export type TierRates<R> = R | 'custom';

export type TierId = 'starter' | 'growth' | 'scale' | 'enterprise';

/** The tiers' names are product names, the same on every channel. */
export const tierNames: Record<TierId, string> = {
  starter: 'Starter',
  growth: 'Growth',
  scale: 'Scale',
  enterprise: 'Enterprise',
};

export type PricingTier<R> = VolumeBand & {
  id: TierId;
  name: string;
  rates: TierRates<R>;
};

/** A channel's price list: what one unit is, and the tiers by monthly volume. */
export type TieredPricing<R> = {
  /** The billed unit, singular (schema.org unitText). */
  unit: string;
  currency: typeof currency;
  tiers: PricingTier<R>[];
};

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
