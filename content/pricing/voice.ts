import { currency, type TieredPriceList } from './tiers';

/** Voice calls per minute by monthly minutes. */
export const voicePricing: TieredPriceList<'outbound' | 'inbound' | 'recording'> = {
  unit: 'minute',
  currency,
  rateKeys: ['outbound', 'inbound', 'recording'],
  rateDecimals: 2,
  bandsStated: true,
  tiers: [
    {
      id: 'starter',
      minVolume: 0,
      maxVolume: 10_000,
      rates: { outbound: 0.45, inbound: 0.3, recording: 0.1 },
    },
    {
      id: 'growth',
      minVolume: 10_001,
      maxVolume: 50_000,
      rates: { outbound: 0.4, inbound: 0.28, recording: 0.08 },
    },
    {
      id: 'scale',
      minVolume: 50_001,
      maxVolume: 200_000,
      rates: { outbound: 0.36, inbound: 0.25, recording: 0.07 },
    },
    { id: 'enterprise', minVolume: 200_001, rates: 'custom' },
  ],
};
