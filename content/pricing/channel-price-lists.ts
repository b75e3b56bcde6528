import type { PriceList } from '@/lib/pricing/price-list-schema';
import { currency, type TieredPriceList, type TierId } from './tiers';

/**
 * A price list file read as the tables, the estimator and the offers read it: the rates come from
 * the file, what the rates are for (units, columns, whether the bands are stated) from here.
 * Imports no checked list, so the estimator's browser code can take the one it is handed.
 */
export function tieredPriceLists(prices: PriceList) {
  const sms: TieredPriceList<'promotional' | 'transactional'> = {
    unit: 'SMS',
    currency,
    rateKeys: ['promotional', 'transactional'],
    rateDecimals: prices.sms.rateDecimals,
    bandsStated: true,
    effectiveFrom: prices.effectiveFrom,
    tiers: prices.sms.tiers,
  };
  return {
    /** SMS in India, per SMS by monthly volume. */
    sms,
    /**
     * RCS rich messages per message, with the SMS rate charged when a device cannot receive RCS.
     * The published tiers have no bands of their own: they follow the SMS bands, which the RCS
     * table does not repeat.
     */
    rcs: {
      unit: 'RCS message',
      currency,
      rateKeys: ['rcs', 'smsFallback'],
      rateDecimals: prices.rcs.rateDecimals,
      bandsStated: false,
      effectiveFrom: prices.effectiveFrom,
      tiers: sms.tiers.map(({ id, minVolume, maxVolume }) => ({
        id,
        minVolume,
        maxVolume,
        rates: prices.rcs.rates[id as TierId],
      })),
    } satisfies TieredPriceList<'rcs' | 'smsFallback'>,
    /** Voice calls per minute by monthly minutes. */
    voice: {
      unit: 'minute',
      currency,
      rateKeys: ['outbound', 'inbound', 'recording'],
      rateDecimals: prices.voice.rateDecimals,
      bandsStated: true,
      effectiveFrom: prices.effectiveFrom,
      tiers: prices.voice.tiers,
    } satisfies TieredPriceList<'outbound' | 'inbound' | 'recording'>,
    /** Email per email by monthly volume, priced to a tenth of a paisa. */
    email: {
      unit: 'email',
      currency,
      rateKeys: ['perEmail'],
      rateDecimals: prices.email.rateDecimals,
      bandsStated: true,
      effectiveFrom: prices.effectiveFrom,
      tiers: prices.email.tiers,
    } satisfies TieredPriceList<'perEmail'>,
  };
}

export type TieredListId = keyof ReturnType<typeof tieredPriceLists>;

export type WhatsappCategoryId = keyof PriceList['whatsapp']['categories'];

const whatsappCategoryIds = [
  'utility',
  'authentication',
  'marketing',
  'service',
] as const satisfies readonly WhatsappCategoryId[];

/** WhatsApp Business in India, per conversation: Meta's fee plus the platform's markup. */
export function whatsappPriceList(prices: PriceList) {
  const { platformMarkup, categories } = prices.whatsapp;
  return {
    unit: 'conversation',
    currency,
    rateDecimals: prices.whatsapp.rateDecimals,
    effectiveFrom: prices.effectiveFrom,
    platformMarkup,
    /** A conversation lasts this long from its first message, with no per-message cost inside it. */
    conversationWindowHours: 24,
    categories: whatsappCategoryIds.map((id) => ({
      id,
      providerFee: categories[id].providerFee,
      platformMarkup,
      /** The published price: the provider's fee plus the markup, to the paisa. */
      finalPrice: categories[id].finalPrice,
    })),
  };
}
