import { tieredPriceLists } from './channel-price-lists';
import { currentPrices } from './prices';

const lists = tieredPriceLists(currentPrices);

/** SMS in India, per SMS by monthly volume, as the current price list has it. */
export const smsPricing = lists.sms;

/** RCS per message on the SMS bands, as the current price list has it. */
export const rcsPricing = lists.rcs;
