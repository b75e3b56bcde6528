import { currency, tierNames, type TieredPricing } from './tiers';

export type EmailRates = { perEmail: number };

/** Email per email by monthly volume (spec §9). */
export const emailPricing: TieredPricing<EmailRates> = {
  unit: 'email',
  currency,
  tiers: [
    {
      id: 'starter',
      name: tierNames.starter,
      minVolume: 0,
      maxVolume: 50_000,
      rates: { perEmail: 0.025 },
    },
    {
      id: 'growth',
      name: tierNames.growth,
      minVolume: 50_001,
      maxVolume: 200_000,
      rates: { perEmail: 0.02 },
    },
    {
      id: 'scale',
      name: tierNames.scale,
      minVolume: 200_001,
      maxVolume: 1_000_000,
      rates: { perEmail: 0.018 },
    },
    { id: 'enterprise', name: tierNames.enterprise, minVolume: 1_000_001, rates: 'custom' },
  ],
};

/** Unused monthly email volume is lost at the end of the month. */
export const emailVolumeRollsOver = false;
