import {
  estimateChannels,
  MAX_ESTIMATE_VOLUME,
  type EstimateChannelId,
} from '@/content/pricing/estimates';
import { CAMPAIGN_PARAMS } from '@/lib/attribution/touch';
import type { Volumes } from './estimate';

export type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

/** What a quote link asks for: the volumes it may take, and the parameters it had to drop. */
type QuoteQuery = { volumes: Record<string, number>; dropped: string[] };

// Campaign parameters ride along on shared links for the attribution capture: not a quote's.
const campaignParams: ReadonlySet<string> = new Set(CAMPAIGN_PARAMS);

/** A count as people write it ('1,00,000', '250 000'), when it is a whole number in range. */
export function readVolume(raw: string): number | undefined {
  const digits = raw.replace(/[\s,_]/g, '');
  if (!/^\d{1,10}$/.test(digits)) return undefined;
  const volume = Number(digits);
  return volume <= MAX_ESTIMATE_VOLUME ? volume : undefined;
}

/** The volumes of a quote link's query; unknown items and values that are no count are dropped. */
export function readQuoteQuery(channel: EstimateChannelId, params: SearchParams): QuoteQuery {
  const items: readonly string[] = estimateChannels[channel].items;
  const volumes: Record<string, number> = {};
  const dropped: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (campaignParams.has(name)) continue;
    // The estimator's GET form sends every field, the ones left empty too.
    if (items.includes(name) && typeof value === 'string' && value.trim() === '') continue;
    const volume =
      items.includes(name) && typeof value === 'string' ? readVolume(value) : undefined;
    if (volume === undefined) dropped.push(name);
    else volumes[name] = volume;
  }
  return { volumes, dropped };
}

/** The query of a quote link for these volumes, in the channel's item order, zeros left out. */
export function quoteSearch(channel: EstimateChannelId, volumes: Volumes): string {
  const query = new URLSearchParams();
  for (const item of estimateChannels[channel].items) {
    const volume = volumes[item];
    if (volume) query.set(item, String(volume));
  }
  const search = query.toString();
  return search ? `?${search}` : '';
}
