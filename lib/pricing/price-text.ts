import type { AddOnPrice } from '@/content/pricing/add-ons';
import type { DeliveryTime } from '@/content/pricing/digital';
import type { Price, PricePer } from '@/content/pricing/price';
import { GST_RATE_PERCENT } from '@/content/pricing/tax';
import { tierNames, type TierId } from '@/content/pricing/tiers';
import { formatCount, formatRupees } from '@/lib/format/rupees';
import { getCopy } from '@/lib/i18n/copy';

// Every price the pages, the share images and the structured data state is worded here.
const { t } = getCopy('Pricing');

/** That the published prices exclude GST: the first half of the line under each price table (PricesNote). */
export function excludesGstText(): string {
  return t('excludesGst', { rate: GST_RATE_PERCENT });
}

/** A rate of a tier's table: at the list's precision, or 'Custom' where the tier is quoted. */
export function rateText(rate: number | 'custom', decimals?: number): string {
  return rate === 'custom' ? t('custom') : formatRupees(rate, decimals);
}

function perText(price: string, per: PricePer | undefined): string {
  if (per === undefined) return price;
  if (per === 'month') return t('price.perMonth', { price });
  if (per === 'campaign') return t('price.perCampaign', { price });
  return t('price.perUnit', { price, unit: per.unit });
}

/** 'From ₹9,999', '₹15,000–₹25,000', '₹6,999 per month', 'From ₹0.10 per SMS', 'On request'. */
export function priceText(price: Price): string {
  switch (price.kind) {
    case 'onRequest':
    case 'customQuote':
      return t(`price.${price.kind}`);
    case 'range':
      return perText(
        t('price.range', { min: formatRupees(price.min), max: formatRupees(price.max) }),
        price.per,
      );
    default:
      return perText(t(`price.${price.kind}`, { amount: formatRupees(price.amount) }), price.per);
  }
}

/** '4–7 working days', '7–14 days', 'Ongoing', 'Custom estimate'. */
export function durationText(duration: DeliveryTime): string {
  if (duration.kind !== 'days') return t(`duration.${duration.kind}`);
  return t(duration.working ? 'duration.workingDays' : 'duration.days', {
    min: formatCount(duration.min),
    max: formatCount(duration.max),
  });
}

/** 'From ₹1,500 / month', '₹5,000+ one-time', 'Included', 'Included in the Enterprise plan'. */
export function addOnPriceText(price: AddOnPrice): string {
  switch (price.kind) {
    case 'monthly':
      return t(price.from ? 'addOnPrice.fromMonthly' : 'addOnPrice.monthly', {
        amount: formatRupees(price.amount),
      });
    case 'oneTime':
      return t(price.orMore ? 'addOnPrice.oneTimeOrMore' : 'addOnPrice.oneTime', {
        amount: formatRupees(price.amount),
      });
    case 'included':
      return t('addOnPrice.included');
    case 'includedInTier':
      return t('addOnPrice.includedInTier', { tier: tierNames[price.tier] });
  }
}

/** 'Available from the Scale tier', for an add-on not offered on every tier. */
export function availableFromTierText(tier: TierId): string {
  return t('availableFromTier', { tier: tierNames[tier] });
}
