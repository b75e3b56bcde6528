import type { AddOnItem } from '@/components/sections/add-on-list';
import type { AddOn } from '@/content/pricing/add-ons';
import { addOnPriceText, availableFromTierText } from '@/lib/pricing/price-text';

/**
 * Add-ons as list items: the page's name and note for each, its price from the data, and the tier
 * it is offered from where it is not offered on every tier.
 */
export function addOnItems(
  addOns: readonly (AddOn & { name: string; note: string })[],
): AddOnItem[] {
  return addOns.map(({ name, note, ...addOn }) => ({
    name,
    price: addOnPriceText(addOn.price),
    note: addOn.fromTier ? `${note} ${availableFromTierText(addOn.fromTier)}.` : note,
  }));
}
