/** What a price is for, besides a whole project: a month, a campaign, or one unit ('SMS'). */
export type PricePer = 'month' | 'campaign' | { unit: string };

/**
 * A price as the pages state it, in rupees: 'From ₹9,999', '₹15,000–₹25,000', '₹30,000+',
 * '₹6,999 per month', 'From ₹0.10 per SMS', 'On request', 'Custom quote'. The one shape of a
 * package's price, an engagement model's starting price and a page's headline price.
 */
export type Price =
  | { kind: 'from' | 'fixed' | 'plus'; amount: number; per?: PricePer }
  | { kind: 'range'; min: number; max: number; per?: PricePer }
  | { kind: 'onRequest' }
  | { kind: 'customQuote' };
