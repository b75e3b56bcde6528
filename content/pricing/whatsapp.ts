import { whatsappPriceList } from './channel-price-lists';
import { currentPrices } from './prices';

/** WhatsApp Business in India, per conversation, as the current price list has it. */
export const whatsappPricing = whatsappPriceList(currentPrices);

/** What the platform adds to Meta's fee on every WhatsApp conversation. */
export const whatsappPlatformMarkup = whatsappPricing.platformMarkup;
