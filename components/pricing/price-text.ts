import { getTranslations } from 'next-intl/server';
import type { AddOnPrice } from '@/content/pricing/add-ons';
import { tierNames, type TierId } from '@/content/pricing/tiers';
import { formatRupees } from '@/lib/format/rupees';

/**
 * Price wording shared by every pricing table and add-on list: rates through the one rupee
 * formatter, 'Custom' for quoted tiers, and add-on prices ('From ₹1,500 / month').
 */
export async function getPriceText() {
  const t = await getTranslations('Pricing');
  return {
    rate(value: number | 'custom'): string {
      return value === 'custom' ? t('custom') : formatRupees(value);
    },
    addOn(price: AddOnPrice): string {
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
    },
    availableFromTier(tier: TierId): string {
      return t('availableFromTier', { tier: tierNames[tier] });
    },
  };
}
