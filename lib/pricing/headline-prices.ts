import type { Price } from '@/content/pricing/price';
import {
  designPackages,
  digitalMarketingPackages,
  webDevelopmentPackages,
} from '@/content/pricing/digital';
import { emailPricing, smsPricing, voicePricing, whatsappPricing } from '@/content/pricing/prices';
import { packageRows, tieredRows, whatsappRows, type PriceRow } from './rate-card';

/**
 * A list's "from" price: the lowest of its rows' rates, per the list's unit where it has one. The
 * one way the site computes it; quoted prices (a custom tier, a package on request) are not offered.
 */
function fromPrice(rows: readonly PriceRow[], unit?: string): Price {
  const rates = rows.flatMap(({ rate }) => (rate === 'custom' ? [] : [rate]));
  if (rates.length === 0) throw new Error('A price list without prices has no "from" price');
  const amount = Math.min(...rates);
  return unit ? { kind: 'from', amount, per: { unit } } : { kind: 'from', amount };
}

/** The price each pricing page leads with, in its share image: 'From ₹0.10 per SMS'. */
export const headlinePrices = {
  sms: fromPrice(tieredRows(smsPricing), smsPricing.unit),
  // Recording is charged on top of a call's minutes, so it is no call's "from" price.
  voice: fromPrice(
    tieredRows({ ...voicePricing, rateKeys: ['outbound', 'inbound'] }),
    voicePricing.unit,
  ),
  email: fromPrice(tieredRows(emailPricing), emailPricing.unit),
  whatsapp: fromPrice(whatsappRows(whatsappPricing), whatsappPricing.unit),
  webDev: fromPrice(packageRows(webDevelopmentPackages, String)),
  digitalMarketing: fromPrice(packageRows(digitalMarketingPackages, String)),
  design: fromPrice(packageRows(designPackages, String)),
} satisfies Record<string, Price>;
