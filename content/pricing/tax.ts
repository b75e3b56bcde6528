/**
 * Goods and Services Tax on telecom and IT services in India, in percent. The published prices
 * exclude it: every estimate, quote and quotation adds it to the subtotal, and every price
 * table says once that its prices exclude it.
 */
export const GST_RATE_PERCENT = 18;

/** Whether the published prices include GST (JSON-LD `valueAddedTaxIncluded`, the rate card). */
export const PRICES_INCLUDE_GST = false;
