import type { DigitalPackage, PricePeriod } from '@/content/pricing/digital';
import { emailPricing } from '@/content/pricing/email';
import { lowestSmsRate, rcsPricing, smsPricing } from '@/content/pricing/sms';
import type { TierId } from '@/content/pricing/tiers';
import { voicePricing } from '@/content/pricing/voice';
import { whatsappPricing } from '@/content/pricing/whatsapp';
import type { ServiceOffer } from './structured-data';

type RatedTier<R> = {
  id: TierId;
  name: string;
  minVolume?: number;
  maxVolume?: number;
  rates: R | 'custom';
};

/**
 * One offer per tier and rate of a per-unit price list, with the tier's volume band as its
 * eligible quantity. Tiers priced by custom quote have no price to state and are left out.
 */
export function tierOffers<R extends { [K in keyof R]: number }>(
  pricing: { unit: string; tiers: RatedTier<R>[] },
  rateLabels: { [K in keyof R]: string },
): ServiceOffer[] {
  return pricing.tiers.flatMap((tier) => {
    const rates = tier.rates;
    if (rates === 'custom') return [];
    return (Object.keys(rateLabels) as (keyof R & string)[]).map((key) => ({
      name: `${tier.name}: ${rateLabels[key]}`,
      price: rates[key],
      unit: pricing.unit,
      ...(tier.minVolume === undefined
        ? {}
        : { quantity: { min: tier.minVolume, max: tier.maxVolume, unit: pricing.unit } }),
    }));
  });
}

export function smsOffers(labels: {
  promotional: string;
  transactional: string;
  rcs: string;
  smsFallback: string;
}): ServiceOffer[] {
  return [
    ...tierOffers(smsPricing, {
      promotional: labels.promotional,
      transactional: labels.transactional,
    }),
    ...tierOffers(rcsPricing, { rcs: labels.rcs, smsFallback: labels.smsFallback }),
  ];
}

export function voiceOffers(labels: { outbound: string; inbound: string; recording: string }) {
  return tierOffers(voicePricing, labels);
}

export function emailOffers(label: string) {
  return tierOffers(emailPricing, { perEmail: label });
}

export function whatsappOffers(categoryName: (id: string) => string): ServiceOffer[] {
  return whatsappPricing.categories.map((category) => ({
    name: categoryName(category.id),
    price: category.finalPrice,
    unit: whatsappPricing.unit,
  }));
}

/** The "from" price a pricing page leads with in its link preview. */
export const headlinePrices = {
  sms: { amount: lowestSmsRate(), unit: smsPricing.unit },
  voice: {
    amount: Math.min(
      ...voicePricing.tiers.flatMap((tier) =>
        tier.rates === 'custom' ? [] : [tier.rates.outbound, tier.rates.inbound],
      ),
    ),
    unit: voicePricing.unit,
  },
  email: {
    amount: Math.min(
      ...emailPricing.tiers.flatMap((tier) =>
        tier.rates === 'custom' ? [] : [tier.rates.perEmail],
      ),
    ),
    unit: emailPricing.unit,
  },
  whatsapp: {
    amount: Math.min(...whatsappPricing.categories.map((category) => category.finalPrice)),
    unit: whatsappPricing.unit,
  },
};

const digitalUnits: Record<PricePeriod, string> = {
  oneTime: 'project',
  month: 'month',
  campaign: 'campaign',
};

/** One offer per priced package: its (lowest) price, the top of a range, and what it is per. */
export function digitalOffers(
  packages: readonly DigitalPackage<string>[],
  packageName: (id: string) => string,
): ServiceOffer[] {
  return packages.flatMap((pkg): ServiceOffer[] => {
    const price = pkg.price;
    if (price.kind === 'onRequest') return [];
    const name = packageName(pkg.id);
    const unit = digitalUnits[price.period];
    return price.kind === 'range'
      ? [{ name, price: price.min, maxPrice: price.max, unit }]
      : [{ name, price: price.amount, unit }];
  });
}

/** The lowest price of a digital page's packages, for its link preview. */
export function lowestPackagePrice(packages: readonly DigitalPackage<string>[]) {
  return Math.min(
    ...packages.flatMap(({ price }) =>
      price.kind === 'onRequest' ? [] : [price.kind === 'range' ? price.min : price.amount],
    ),
  );
}
