import { tieredPriceLists } from './channel-price-lists';
import { currentPrices } from './prices';

/** Email per email by monthly volume, as the current price list has it. */
export const emailPricing = tieredPriceLists(currentPrices).email;
