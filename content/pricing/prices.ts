import { parsePriceLists } from '@/lib/pricing/price-list-schema';
import { createPriceRegistry, indiaDay } from '@/lib/pricing/price-registry';
import { tieredPriceLists, whatsappPriceList } from './channel-price-lists';
import { priceListFiles } from './price-lists';

// The date of the list in effect when the site was built (next.config.ts), so quote pages price
// as the prerendered pages do; the day it is where no build has set it (the unit tests,
// `next dev`).
const buildDay = process.env.BUILT_PRICES || indiaDay(new Date());

/** The site's price lists, checked as this module loads: a bad edit fails the build here too. */
export const priceRegistry = createPriceRegistry(parsePriceLists(priceListFiles), buildDay);

/** The price list in effect: the one the pages, the rate card and new quotes state. */
export const currentPrices = priceRegistry.current;

/** Each channel's prices as its page's table shows them, from the price list in effect. */
export const {
  sms: smsPricing,
  rcs: rcsPricing,
  voice: voicePricing,
  email: emailPricing,
} = tieredPriceLists(currentPrices);
export const whatsappPricing = whatsappPriceList(currentPrices);

/** What the platform adds to Meta's fee on every WhatsApp conversation. */
export const whatsappPlatformMarkup = whatsappPricing.platformMarkup;
