import { currency, tierNames, type TieredPricing, type TierId } from './tiers';

export type SmsRates = { promotional: number; transactional: number };

/** SMS in India, per SMS by monthly volume (spec §9). */
export const smsPricing: TieredPricing<SmsRates> = {
  unit: 'SMS',
  currency,
  tiers: [
    {
      id: 'starter',
      name: tierNames.starter,
      minVolume: 0,
      maxVolume: 50_000,
      rates: { promotional: 0.14, transactional: 0.18 },
    },
    {
      id: 'growth',
      name: tierNames.growth,
      minVolume: 50_001,
      maxVolume: 200_000,
      rates: { promotional: 0.12, transactional: 0.17 },
    },
    {
      id: 'scale',
      name: tierNames.scale,
      minVolume: 200_001,
      maxVolume: 1_000_000,
      rates: { promotional: 0.1, transactional: 0.15 },
    },
    { id: 'enterprise', name: tierNames.enterprise, minVolume: 1_000_001, rates: 'custom' },
  ],
};

export type RcsRates = { rcs: number; smsFallback: number };

/**
 * RCS rich messages per message, with the SMS rate charged when a device cannot receive RCS. The
 * spec names the tiers but gives no volume bands for RCS, so none are stated here.
 */
export const rcsPricing: {
  unit: string;
  currency: typeof currency;
  tiers: { id: TierId; name: string; rates: RcsRates | 'custom' }[];
} = {
  unit: 'RCS message',
  currency,
  tiers: [
    { id: 'starter', name: tierNames.starter, rates: { rcs: 0.3, smsFallback: 0.18 } },
    { id: 'growth', name: tierNames.growth, rates: { rcs: 0.27, smsFallback: 0.15 } },
    { id: 'scale', name: tierNames.scale, rates: { rcs: 0.25, smsFallback: 0.14 } },
    { id: 'enterprise', name: tierNames.enterprise, rates: 'custom' },
  ],
};

/** The cheapest listed SMS rate: the "from" price of pay-as-you-go. */
export function lowestSmsRate(): number {
  return Math.min(
    ...smsPricing.tiers.flatMap((tier) =>
      tier.rates === 'custom' ? [] : [tier.rates.promotional, tier.rates.transactional],
    ),
  );
}
