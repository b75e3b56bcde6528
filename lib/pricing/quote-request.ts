import { isEstimateChannel, type EstimateChannelId } from '@/content/pricing/estimates';
import { ATTRIBUTION_VALUE_MAX_LENGTH, CAMPAIGN_PARAMS } from '@/lib/attribution/touch';
import { estimate, type Estimate } from './estimate';
import { quoteSearch, readQuoteQuery, type SearchParams } from './quote-query';

/** What a quote link asks for, read: the estimate, its normal query, and what was dropped. */
export type QuoteRequest = {
  channel: EstimateChannelId;
  estimate: Estimate;
  /** The query of the volumes and parts kept ('?transactional=100000&parts=2'), or ''. */
  search: string;
  dropped: string[];
  /** The link's campaign parameters ('ref=rep-17&utm_source=whatsapp'), kept when it is shared. */
  campaign: string;
};

function campaignQuery(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const name of CAMPAIGN_PARAMS) {
    const value = params[name];
    if (typeof value === 'string' && value && value.length <= ATTRIBUTION_VALUE_MAX_LENGTH) {
      query.set(name, value);
    }
  }
  return query.toString();
}

/** Reads a quote link; undefined for a channel the estimator does not know. */
export function readQuoteRequest(channel: string, params: SearchParams): QuoteRequest | undefined {
  if (!isEstimateChannel(channel)) return undefined;
  const { volumes, parts, dropped } = readQuoteQuery(channel, params);
  return {
    channel,
    estimate: estimate(channel, volumes, { parts }),
    search: quoteSearch(channel, volumes, parts),
    dropped,
    campaign: campaignQuery(params),
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
