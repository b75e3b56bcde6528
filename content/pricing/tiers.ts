import type { Messages } from '@/content/messages';

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
  /** The rates of a tier, in the order the table shows them. */
  rateKeys: readonly K[];
  /** Decimal places the rates are published with (₹0.14; the email rates ₹0.025, ₹0.020). */
  rateDecimals: number;
  /** Whether the bands are published, so the table shows them (RCS rides on the SMS bands). */
  bandsStated: boolean;
  /** The day the price list these rates come from took effect, 'YYYY-MM-DD'. */
  effectiveFrom: string;
  tiers: readonly Tier<K>[];
};
