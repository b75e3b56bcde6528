import firstList from '@/content/pricing/price-lists/2026-11-22.json';
import { parsePriceLists } from '@/lib/pricing/price-list-schema';
import { createPriceRegistry } from '@/lib/pricing/price-registry';
import secondList from './fixtures/price-lists/2027-01-01.json';

/** The day the fixture's second list takes effect: SMS transactional Growth ₹0.17 → ₹0.16. */
export const secondListDate = '2027-01-01';

/**
 * The site's first price list and a second one of the tests' own, which changes one SMS rate: the
 * prices as a build made on `today` would read them.
 */
export function priceChangeRegistry(today = '2027-01-15') {
  return createPriceRegistry(
    parsePriceLists([
      { file: 'content/pricing/price-lists/2026-11-22.json', data: firstList },
      { file: 'testing/fixtures/price-lists/2027-01-01.json', data: secondList },
    ]),
    today,
  );
}
