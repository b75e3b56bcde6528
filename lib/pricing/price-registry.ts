import type { PriceList } from './price-list-schema';

/** A 'YYYY-MM-DD' day plus some days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The day it is in India at a moment: effective dates are Indian business days. */
export function indiaDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
}

/**
 * The price lists as the site reads them (checked by parsePriceLists), seen from the day `today`,
 * the build's day (content/pricing/prices.ts): a list dated later waits for a build on or after
 * its date.
 */
export function createPriceRegistry(lists: readonly PriceList[], today: string) {
  const sorted = [...lists].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const inEffectOn = (day: string) =>
    sorted.findLast((list) => list.effectiveFrom <= day && list.effectiveFrom <= today);
  const first = sorted[0];
  const current = inEffectOn(today);
  if (!first || !current) {
    throw new Error(`No price list is in effect on ${today}: the first takes effect later.`);
  }
  return {
    /** Every list, oldest first. */
    lists: sorted,
    /** The first list: a quote link without a date was made under it. */
    first,
    /** The latest list in effect today. */
    current,
    /** The list in effect on a day up to today; undefined before the first list. */
    inEffectOn,
    /** The list that replaces this one, when the registry knows it (in effect or still to come). */
    next: (list: PriceList) => sorted.find((other) => other.effectiveFrom > list.effectiveFrom),
  };
}

export type PriceRegistry = ReturnType<typeof createPriceRegistry>;
