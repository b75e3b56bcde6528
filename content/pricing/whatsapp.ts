import { currency, roundToPaise } from './tiers';

/** What the platform adds to Meta's fee on every WhatsApp conversation. */
export const whatsappPlatformMarkup = 0.05;

export type WhatsappCategoryId = 'utility' | 'authentication' | 'marketing' | 'service';

export type WhatsappCategory = {
  id: WhatsappCategoryId;
  providerFee: number;
  platformMarkup: number;
  finalPrice: number;
};

function category(id: WhatsappCategoryId, providerFee: number): WhatsappCategory {
  return {
    id,
    providerFee,
    platformMarkup: whatsappPlatformMarkup,
    finalPrice: roundToPaise(providerFee + whatsappPlatformMarkup),
  };
}

/** WhatsApp Business in India, per conversation (spec §9); the final price is derived. */
export const whatsappPricing = {
  unit: 'conversation',
  currency,
  /** A conversation lasts this long from its first message, with no per-message cost inside it. */
  conversationWindowHours: 24,
  categories: [
    category('utility', 0.32),
    category('authentication', 0.28),
    category('marketing', 0.73),
    category('service', 0.34),
  ],
} as const;

/** The cheapest conversation: the "from" price of the WhatsApp page. */
export const whatsappFromPrice = Math.min(
  ...whatsappPricing.categories.map((category) => category.finalPrice),
);
