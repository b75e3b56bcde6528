import type { DigitalPackage } from '@/content/pricing/digital';
import type { PricePer } from '@/content/pricing/price';
import { currency, tierNames, type RateKey, type TieredPriceList } from '@/content/pricing/tiers';
import { whatsappPricing } from '@/content/pricing/whatsapp';
import { getCopy } from '@/lib/i18n/copy';
import type { ServiceOffer } from './structured-data';

/**
 * One offer per tier and rate of a per-unit price list, named by its table column, with the
 * tier's volume band as its eligible quantity where the band is published. Tiers priced by custom
 * quote have no price to state and are left out.
 */
export function tierOffers<K extends RateKey>(list: TieredPriceList<K>): ServiceOffer[] {
  const rateNames = getCopy('Pricing').copy.rates;
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
export function whatsappOffers(): ServiceOffer[] {
  const categoryNames = getCopy('WhatsApp').copy.pricing.categories;
  return whatsappPricing.categories.map((category) => ({
    name: categoryNames[category.id],
    price: category.finalPrice,
    currency: whatsappPricing.currency,
    unit: whatsappPricing.unit,
  }));
}

/**
 * What a price is per, as schema.org's unitText and the rate card name it: a project, a month, a
 * campaign or a unit.
 */
export function priceUnit(per: PricePer | undefined): string {
  if (per === undefined) return 'project';
  return typeof per === 'string' ? per : per.unit;
}

/** One offer per priced package: its (lowest) price, the top of a range, and what it is per. */
export function digitalOffers<P extends string>(
  packages: readonly DigitalPackage<P>[],
  packageName: (id: P) => string,
): ServiceOffer[] {
  return packages.flatMap((pkg): ServiceOffer[] => {
    const price = pkg.price;
    if (price.kind === 'onRequest' || price.kind === 'customQuote') return [];
    const offer = { name: packageName(pkg.id), currency, unit: priceUnit(price.per) };
    return price.kind === 'range'
      ? [{ ...offer, price: price.min, maxPrice: price.max }]
      : [{ ...offer, price: price.amount }];
  });
}
