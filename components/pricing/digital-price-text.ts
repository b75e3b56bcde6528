import { getTranslations } from 'next-intl/server';
import type { Messages } from '@/content/messages';
import type { DeliveryTime, DigitalPrice } from '@/content/pricing/digital';
import { formatCount, formatRupees } from '@/lib/format/rupees';

type PriceKey = keyof Messages['DigitalOverview']['priceText'];
export type PriceTranslator = (key: PriceKey, values?: Record<string, string>) => string;

/**
 * The wording of digital prices and delivery times, derived from the data: 'From ₹9,999',
 * '₹15,000–₹25,000', '₹30,000+', '₹6,999 per month', '4–7 working days'.
 */
export function digitalPriceText(t: PriceTranslator) {
  function withPeriod(price: string, period: 'oneTime' | 'month' | 'campaign'): string {
    if (period === 'month') return t('perMonth', { price });
    if (period === 'campaign') return t('perCampaign', { price });
    return price;
  }
  return {
    price(price: DigitalPrice): string {
      switch (price.kind) {
        case 'onRequest':
          return t('onRequest');
        case 'range':
          return withPeriod(
            t('range', { min: formatRupees(price.min), max: formatRupees(price.max) }),
            price.period,
          );
        default:
          return withPeriod(t(price.kind, { amount: formatRupees(price.amount) }), price.period);
      }
    },
    duration(duration: DeliveryTime): string {
      if (duration.kind !== 'days') return t(duration.kind);
      return t(duration.working ? 'workingDays' : 'days', {
        min: formatCount(duration.min),
        max: formatCount(duration.max),
      });
    },
  };
}

export async function getDigitalPriceText() {
  const t = await getTranslations('DigitalOverview.priceText');
  return digitalPriceText((key, values) => t(key, values));
}
