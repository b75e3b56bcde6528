import { currency } from './tiers';

/** What the platform adds to Meta's fee on every WhatsApp conversation. */
export const whatsappPlatformMarkup = 0.05;

type WhatsappCategoryId = 'utility' | 'authentication' | 'marketing' | 'service';

type WhatsappCategory = {
  id: WhatsappCategoryId;
  providerFee: number;
  platformMarkup: number;
  /** The published price: the provider's fee plus the markup, to the paisa. */
  finalPrice: number;
};

const markup = whatsappPlatformMarkup;

/** WhatsApp Business in India, per conversation. */
export const whatsappPricing = {
  unit: 'conversation',
  currency,
  /** A conversation lasts this long from its first message, with no per-message cost inside it. */
  conversationWindowHours: 24,
  categories: [
    { id: 'utility', providerFee: 0.32, platformMarkup: markup, finalPrice: 0.37 },
    { id: 'authentication', providerFee: 0.28, platformMarkup: markup, finalPrice: 0.33 },
    { id: 'marketing', providerFee: 0.73, platformMarkup: markup, finalPrice: 0.78 },
    { id: 'service', providerFee: 0.34, platformMarkup: markup, finalPrice: 0.39 },
  ] satisfies WhatsappCategory[],
} as const;
