import type { Messages } from '@/content/messages';
import type { DigitalPackage, PricePeriod } from '@/content/pricing/digital';
import { currency, tierNames, type RateKey, type TieredPriceList } from '@/content/pricing/tiers';
import { whatsappPricing, type WhatsappCategoryId } from '@/content/pricing/whatsapp';
import type { ServiceOffer } from './structured-data';

/**
 * One offer per tier and rate of a per-unit price list, named by its table column, with the
 * tier's volume band as its eligible quantity where the spec states one. Tiers priced by custom
 * quote have no price to state and are left out.
 */
export function tierOffers<K extends RateKey>(
  list: TieredPriceList<K>,
  rateNames: Messages['Pricing']['rates'],
): ServiceOffer[] {
  return list.tiers.flatMap((tier) => {
    const rates = tier.rates;
    if (rates === 'custom') return [];
    return list.rateKeys.map((key) => ({
      name: `${tierNames[tier.id]}: ${rateNames[key]}`,
      price: rates[key],
      currency: list.currency,
      unit: list.unit,
      ...(list.bandsStated
        ? { quantity: { min: tier.minVolume, max: tier.maxVolume, unit: list.unit } }
        : {}),
    }));
  });
}

/** One offer per WhatsApp category at its final price. */
export function whatsappOffers(categoryNames: Record<WhatsappCategoryId, string>): ServiceOffer[] {
  return whatsappPricing.categories.map((category) => ({
    name: categoryNames[category.id],
    price: category.finalPrice,
    currency: whatsappPricing.currency,
    unit: whatsappPricing.unit,
  }));
}

const digitalUnits: Record<PricePeriod, string> = {
  oneTime: 'project',
  month: 'month',
  campaign: 'campaign',
};

/** One offer per priced package: its (lowest) price, the top of a range, and what it is per. */
export function digitalOffers<P extends string>(
  packages: readonly DigitalPackage<P>[],
  packageName: (id: P) => string,
): ServiceOffer[] {
  return packages.flatMap((pkg): ServiceOffer[] => {
    const price = pkg.price;
    if (price.kind === 'onRequest') return [];
    const offer = { name: packageName(pkg.id), currency, unit: digitalUnits[price.period] };
    return price.kind === 'range'
      ? [{ ...offer, price: price.min, maxPrice: price.max }]
      : [{ ...offer, price: price.amount }];
  });
}
