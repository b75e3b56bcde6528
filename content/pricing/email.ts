import { currency, type TieredPriceList } from './tiers';

/** Email per email by monthly volume, priced to a tenth of a paisa. */
export const emailPricing: TieredPriceList<'perEmail'> = {
  unit: 'email',
  currency,
  rateKeys: ['perEmail'],
  rateDecimals: 3,
  bandsStated: true,
  tiers: [
    { id: 'starter', minVolume: 0, maxVolume: 50_000, rates: { perEmail: 0.025 } },
    { id: 'growth', minVolume: 50_001, maxVolume: 200_000, rates: { perEmail: 0.02 } },
    { id: 'scale', minVolume: 200_001, maxVolume: 1_000_000, rates: { perEmail: 0.018 } },
    { id: 'enterprise', minVolume: 1_000_001, rates: 'custom' },
  ],
};
