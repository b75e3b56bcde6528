import { tieredPriceLists } from './channel-price-lists';
import { currentPrices } from './prices';

/** Voice calls per minute by monthly minutes, as the current price list has it. */
export const voicePricing = tieredPriceLists(currentPrices).voice;
