import {
  estimateChannels,
  MAX_ESTIMATE_VOLUME,
  MAX_SMS_PARTS,
  type EstimateChannelId,
} from '@/content/pricing/estimates';
import { CAMPAIGN_PARAMS } from '@/lib/attribution/touch';
import { billsPerPart, type Volumes } from './estimate';

export type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

/** The parameter that carries the SMS parts per message. */
export const PARTS_PARAM = 'parts';

/** The parameter that carries the effective date of the price list a quote was made with. */
export const PRICES_PARAM = 'prices';

// Campaign parameters ride along on shared links for the attribution capture: not a quote's.
const campaignParams: ReadonlySet<string> = new Set(CAMPAIGN_PARAMS);

/** A count as people write it ('1,00,000', '250 000'), when it is a whole number in range. */
export function readVolume(raw: string): number | undefined {
  const digits = raw.replace(/[\s,_]/g, '');
  if (!/^\d{1,10}$/.test(digits)) return undefined;
  const volume = Number(digits);
  return volume <= MAX_ESTIMATE_VOLUME ? volume : undefined;
}

/** SMS parts per message, when it is a whole number from 1 to MAX_SMS_PARTS. */
export function readParts(raw: string): number | undefined {
  const parts = /^\d{1,2}$/.test(raw.trim()) ? Number(raw) : 0;
  return parts >= 1 && parts <= MAX_SMS_PARTS ? parts : undefined;
}

/** The parameters of a channel's quote links: its items, and `parts` where it bills per part. */
export function quoteParams(channel: EstimateChannelId): readonly string[] {
  const { items } = estimateChannels[channel];
  return billsPerPart(channel) ? [...items, PARTS_PARAM] : items;
}

/**
 * A quote link's query read: the volumes it may take, the SMS parts per message (1 where the link
 * gives none), the price list's date as written (lib/pricing/quote-request.ts reads it), and the
 * parameters dropped: unknown items and values out of range.
 */
export function readQuoteQuery(channel: EstimateChannelId, params: SearchParams) {
  const names = quoteParams(channel);
  const volumes: Record<string, number> = {};
  let parts = 1;
  let pricesDate: string | undefined;
  const dropped: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (campaignParams.has(name)) continue;
    if (name === PRICES_PARAM) {
      if (typeof value === 'string') pricesDate = value;
      else dropped.push(name);
      continue;
    }
    const known = names.includes(name) && typeof value === 'string';
    // The estimator's GET form sends every field, the ones left empty too.
    if (known && value.trim() === '') continue;
    const count = known ? (name === PARTS_PARAM ? readParts : readVolume)(value) : undefined;
    if (count === undefined) dropped.push(name);
    else if (name === PARTS_PARAM) parts = count;
    else volumes[name] = count;
  }
  return { volumes, parts, dropped, ...(pricesDate !== undefined && { pricesDate }) };
}

/** The quotation PDF of a quote: its channel and normal query, which alone make the document. */
export const quotationPath = (channel: EstimateChannelId, search: string) =>
  `/quote/${channel}/pdf${search}`;

/**
 * The query of a quote link for these volumes, in the channel's item order, zeros left out, then
 * the parts where there are more than one, then the date of the price list when one is given.
 */
export function quoteSearch(
  channel: EstimateChannelId,
  volumes: Volumes,
  parts = 1,
  pricesFrom?: string,
): string {
  const query = new URLSearchParams();
  for (const item of estimateChannels[channel].items) {
    const volume = volumes[item];
    if (volume) query.set(item, String(volume));
  }
  const priced = query.toString() !== '';
  if (parts > 1 && billsPerPart(channel)) query.set(PARTS_PARAM, String(parts));
  if (pricesFrom && priced) query.set(PRICES_PARAM, pricesFrom);
  const search = query.toString();
  return search ? `?${search}` : '';
}

/** A quote's query without its prices' date: the volumes and parts an estimator starts from. */
export function volumesSearch(search: string): string {
  const query = new URLSearchParams(search);
  query.delete(PRICES_PARAM);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
