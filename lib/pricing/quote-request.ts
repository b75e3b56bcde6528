import { isEstimateChannel, QUOTE_VALIDITY_DAYS } from '@/content/pricing/estimates';
import { priceRegistry } from '@/content/pricing/prices';
import { ATTRIBUTION_VALUE_MAX_LENGTH, CAMPAIGN_PARAMS } from '@/lib/attribution/touch';
import { estimate } from './estimate';
import type { PriceList } from './price-list-schema';
import { isCalendarDate } from '@/lib/forms/calendar-date';
import { addDays, indiaDay, type PriceRegistry } from './price-registry';
import { PRICES_PARAM, quoteSearch, readQuoteQuery, type SearchParams } from './quote-query';

const campaignQuery = (params: SearchParams) =>
  new URLSearchParams(
    CAMPAIGN_PARAMS.flatMap((name) => {
      const value = params[name];
      const kept = typeof value === 'string' && value.length <= ATTRIBUTION_VALUE_MAX_LENGTH;
      return kept && value ? [[name, value]] : [];
    }),
  ).toString();

/**
 * The list a link's `prices` date names: the one in effect on that day. A link without a date was
 * made before quotes carried one, under the first list. A date that is no day, or one before the
 * first list, is dropped and named like any other value the page cannot use, and the link reads
 * as one without a date: what was shared is kept readable rather than refused, and the page says
 * what it ignored.
 */
function listOf(registry: PriceRegistry, date: string | undefined): PriceList | undefined {
  if (date === undefined) return registry.first;
  return isCalendarDate(date) ? registry.inEffectOn(date) : undefined;
}

/**
 * The last day a quote's prices hold: QUOTE_VALIDITY_DAYS after the day it is made or opened, but
 * never past the day before the next list takes effect. Prices then never change inside the
 * period; a list added later shortens it on every page opened afterwards, and one in effect makes
 * the quote say its prices changed.
 */
function validUntil(registry: PriceRegistry, list: PriceList, now: Date): string {
  const end = addDays(indiaDay(now), QUOTE_VALIDITY_DAYS);
  const next = registry.next(list);
  const lastDay = next && addDays(next.effectiveFrom, -1);
  return lastDay && lastDay < end ? lastDay : end;
}

/**
 * Reads a quote link; undefined for a channel the estimator does not know. The price lists are
 * the site's unless others are given; `now` is when the quote is shown or made.
 */
export function readQuoteRequest(
  channel: string,
  params: SearchParams,
  { registry = priceRegistry, now = new Date() }: { registry?: PriceRegistry; now?: Date } = {},
) {
  if (!isEstimateChannel(channel)) return undefined;
  const { volumes, parts, dropped, pricesDate } = readQuoteQuery(channel, params);
  const named = listOf(registry, pricesDate);
  if (!named) dropped.push(PRICES_PARAM);
  const list = named ?? registry.first;
  const { current } = registry;
  return {
    channel,
    /** The estimate under the price list the link was made with. */
    estimate: estimate(channel, volumes, { parts, prices: list }),
    /** The volumes and parts kept, and the prices' date ('?transactional=100000&parts=2&prices=2026-11-22'). */
    search: quoteSearch(channel, volumes, parts, list.effectiveFrom),
    // What the reference is made from: the same query, naming the prices only where they are not
    // the first list's, so that a link made before quotes carried a date keeps its reference.
    referenceQuery: quoteSearch(
      channel,
      volumes,
      parts,
      list === registry.first ? undefined : list.effectiveFrom,
    ),
    dropped,
    /** The link's campaign parameters ('ref=rep-17&utm_source=whatsapp'), kept when it is shared. */
    campaign: campaignQuery(params),
    /** The last day the quote's prices hold, 'YYYY-MM-DD'. */
    validUntil: validUntil(registry, list, now),
    // A later list in effect: prices have changed since, and here are today's figures and query.
    ...(list !== current && {
      change: {
        pricesFrom: current.effectiveFrom,
        estimate: estimate(channel, volumes, { parts, prices: current }),
        search: quoteSearch(channel, volumes, parts, current.effectiveFrom),
      },
    }),
  };
}

/** Parameter names a page may repeat back: short identifiers; any other is only counted. */
export function nameableParams(names: readonly string[]): { names: string[]; others: number } {
  const nameable = names.filter((name) => /^[A-Za-z][\w.-]{0,23}$/.test(name));
  return { names: nameable, others: names.length - nameable.length };
}

/** The quote link to share: its volumes in order and its parts, then its campaign parameters. */
export function quoteHref({ channel, search, campaign }: QuoteRequest): string {
  const path = `/quote/${channel}${search}`;
  return campaign ? `${path}${search ? '&' : '?'}${campaign}` : path;
}

/** What a quote link asks for, read: the estimate, its normal query, and what was dropped. */
export type QuoteRequest = NonNullable<ReturnType<typeof readQuoteRequest>>;
