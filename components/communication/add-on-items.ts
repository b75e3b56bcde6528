import type { AddOnItem } from '@/components/sections/add-on-list';
import { getPriceText } from '@/components/pricing/price-text';
import type { AddOn } from '@/content/pricing/add-ons';

/**
 * Add-ons as list items: the page's name and note for each, its price from the data, and the tier
 * it is offered from where it is not offered on every tier.
 */
export async function addOnItems(
  addOns: readonly (AddOn & { name: string; note: string })[],
): Promise<AddOnItem[]> {
  const price = await getPriceText();
  return addOns.map(({ name, note, ...addOn }) => {
    return {
      name,
      price: price.addOn(addOn.price),
      note: addOn.fromTier ? `${note} ${price.availableFromTier(addOn.fromTier)}.` : note,
    };
  });
}
