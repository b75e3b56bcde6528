import type { Price } from '@/content/pricing/price';
import {
  designPackages,
  digitalMarketingPackages,
  webDevelopmentPackages,
  type DigitalPackage,
} from '@/content/pricing/digital';
import { emailPricing, smsPricing, voicePricing, whatsappPricing } from '@/content/pricing/prices';
import type { RateKey, TieredPriceList } from '@/content/pricing/tiers';

/**
 * A list's "from" price: the lowest of its prices, per the list's unit where it has one. The one
 * way the site computes it; quoted prices (a custom tier, a package on request) are not offered.
 */
function fromPrice(prices: readonly number[], unit?: string): Price {
  if (prices.length === 0) throw new Error('A price list without prices has no "from" price');
  const amount = Math.min(...prices);
  return unit ? { kind: 'from', amount, per: { unit } } : { kind: 'from', amount };
}

const tiered = <K extends RateKey>(list: TieredPriceList<K>, keys = list.rateKeys) =>
  fromPrice(
    list.tiers.flatMap(({ rates }) => (rates === 'custom' ? [] : keys.map((key) => rates[key]))),
    list.unit,
  );

const packages = (list: readonly DigitalPackage<string>[]) =>
  fromPrice(
    list.flatMap(({ price }) =>
      price.kind === 'range' ? [price.min] : 'amount' in price ? [price.amount] : [],
    ),
  );

/** The price each pricing page leads with, in its share image: 'From ₹0.10 per SMS'. */
export const headlinePrices = {
  sms: tiered(smsPricing),
  // Recording is charged on top of a call's minutes, so it is no call's "from" price.
  voice: tiered(voicePricing, ['outbound', 'inbound']),
  email: tiered(emailPricing),
  whatsapp: fromPrice(
    whatsappPricing.categories.map((category) => category.finalPrice),
    whatsappPricing.unit,
  ),
  webDev: packages(webDevelopmentPackages),
  digitalMarketing: packages(digitalMarketingPackages),
  design: packages(designPackages),
} satisfies Record<string, Price>;
