import type { PriceList } from '@/lib/pricing/price-list-schema';
import type { RateKey, Tier, TieredPriceList } from './tiers';

/**
 * A price list file read as the tables, the estimator and the offers read it: the rates come from
 * the file, what the rates are for (units, columns, whether the bands are stated) from here.
 * Imports no checked list, so the estimator's browser code can take the one it is handed.
 */
export function tieredPriceLists(prices: PriceList) {
  const list = <K extends RateKey>(
    unit: string,
    rateKeys: readonly K[],
    { rateDecimals, tiers }: { rateDecimals: number; tiers: readonly Tier<K>[] },
    bandsStated = true,
  ): TieredPriceList<K> => ({
    unit,
    rateKeys,
    rateDecimals,
    bandsStated,
    effectiveFrom: prices.effectiveFrom,
    tiers,
  });
  const sms = list('SMS', ['promotional', 'transactional'], prices.sms);
  return {
    /** SMS in India, per SMS by monthly volume. */
    sms,
    /**
     * RCS rich messages per message, with the SMS rate charged when a device cannot receive RCS.
     * The published tiers have no bands of their own: they follow the SMS bands, which the RCS
     * table does not repeat.
     */
    rcs: list(
      'RCS message',
      ['rcs', 'smsFallback'],
      {
        rateDecimals: prices.rcs.rateDecimals,
        tiers: sms.tiers.map(({ id, minVolume, maxVolume }) => ({
          id,
          minVolume,
          maxVolume,
          rates: prices.rcs.rates[id],
        })),
      },
      false,
    ),
    /** Voice calls per minute by monthly minutes. */
    voice: list('minute', ['outbound', 'inbound', 'recording'], prices.voice),
    /** Email per email by monthly volume, priced to a tenth of a paisa. */
    email: list('email', ['perEmail'], prices.email),
  };
}

export type TieredListId = keyof ReturnType<typeof tieredPriceLists>;

export type WhatsappCategoryId = keyof PriceList['whatsapp']['categories'];

/** WhatsApp Business in India, per conversation: Meta's fee plus the platform's markup. */
export function whatsappPriceList(prices: PriceList) {
  const { rateDecimals, platformMarkup, categories } = prices.whatsapp;
  return {
    unit: 'conversation',
    rateDecimals,
    effectiveFrom: prices.effectiveFrom,
    platformMarkup,
    /** A conversation lasts this long from its first message, with no per-message cost inside it. */
    conversationWindowHours: 24,
    // The schema's order: utility, authentication, marketing, service.
    categories: (Object.keys(categories) as WhatsappCategoryId[]).map((id) => ({
      id,
      providerFee: categories[id].providerFee,
      platformMarkup,
      /** The published price: the provider's fee plus the markup, to the paisa. */
      finalPrice: categories[id].finalPrice,
    })),
  };
}
