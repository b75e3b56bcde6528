import { currency, type TieredPriceList, type TierId } from './tiers';

/** SMS in India, per SMS by monthly volume. */
export const smsPricing: TieredPriceList<'promotional' | 'transactional'> = {
  unit: 'SMS',
  currency,
  rateKeys: ['promotional', 'transactional'],
  rateDecimals: 2,
  bandsStated: true,
  tiers: [
    {
      id: 'starter',
      minVolume: 0,
      maxVolume: 50_000,
      rates: { promotional: 0.14, transactional: 0.18 },
    },
    {
      id: 'growth',
      minVolume: 50_001,
      maxVolume: 200_000,
      rates: { promotional: 0.12, transactional: 0.17 },
    },
    {
      id: 'scale',
      minVolume: 200_001,
      maxVolume: 1_000_000,
      rates: { promotional: 0.1, transactional: 0.15 },
    },
    { id: 'enterprise', minVolume: 1_000_001, rates: 'custom' },
  ],
};

const rcsRates: Record<TierId, { rcs: number; smsFallback: number } | 'custom'> = {
  starter: { rcs: 0.3, smsFallback: 0.18 },
  growth: { rcs: 0.27, smsFallback: 0.15 },
  scale: { rcs: 0.25, smsFallback: 0.14 },
  enterprise: 'custom',
};

/**
 * RCS rich messages per message, with the SMS rate charged when a device cannot receive RCS. The
 * published tiers have no bands of their own: they follow the SMS bands, which the RCS table does
 * not repeat.
 */
export const rcsPricing: TieredPriceList<'rcs' | 'smsFallback'> = {
  unit: 'RCS message',
  currency,
  rateKeys: ['rcs', 'smsFallback'],
  rateDecimals: 2,
  bandsStated: false,
  tiers: smsPricing.tiers.map(({ id, minVolume, maxVolume }) => ({
    id,
    minVolume,
    maxVolume,
    rates: rcsRates[id],
  })),
};
