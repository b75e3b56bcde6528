import { hasUnsafeCharacters } from '@/lib/text/unsafe-characters';

/**
 * Attribution rules: every lead says where it came from. A touch is one landing that
 * carried campaign parameters; the first touch is kept, the last is replaced by each newer one,
 * and both expire 90 days after they were made. Pure functions: the browser module stores the
 * result, the server re-checks what it receives with the shared schema.
 */
const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const CLICK_ID_PARAMS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'] as const;
export const CAMPAIGN_PARAMS = [...UTM_PARAMS, ...CLICK_ID_PARAMS, 'ref'] as const;
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];

export const ATTRIBUTION_VALUE_MAX_LENGTH = 200;
export const ATTRIBUTION_TTL_MS = 90 * 24 * 60 * 60 * 1000;

export type Touch = Partial<Record<CampaignParam, string>> & {
  /** Path the visitor landed on, without its query. */
  landingPath: string;
  /** Origin of the referring site, when it was another one. */
  referrerOrigin?: string;
  /** When the landing happened (ISO 8601). */
  at: string;
};

export type StoredAttribution = { first?: Touch; last?: Touch };

/** A value as the rules keep it: trimmed and cut to 200 characters; empty or unsafe: dropped. */
export function attributionValue(raw: string | null | undefined): string | undefined {
  const value = raw?.trim();
  if (!value || hasUnsafeCharacters(value)) return undefined;
  return value.slice(0, ATTRIBUTION_VALUE_MAX_LENGTH);
}

function referrerOriginOf(referrer: string, siteOrigin: string): string | undefined {
  const url = URL.canParse(referrer) ? new URL(referrer) : undefined;
  if (!url || url.origin === siteOrigin || !/^https?:$/.test(url.protocol)) return undefined;
  return attributionValue(url.origin);
}

/** The touch a landing makes, or undefined when its URL carries none of the campaign parameters. */
export function touchFromLanding(url: URL, referrer: string, now: Date): Touch | undefined {
  const params: Partial<Record<CampaignParam, string>> = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = attributionValue(url.searchParams.get(name));
    if (value) params[name] = value;
  }
  if (Object.keys(params).length === 0) return undefined;
  const referrerOrigin = referrerOriginOf(referrer, url.origin);
  return {
    ...params,
    landingPath: attributionValue(url.pathname) ?? '/',
    ...(referrerOrigin ? { referrerOrigin } : {}),
    at: now.toISOString(),
  };
}

function isLive(touch: Touch | undefined, now: Date): touch is Touch {
  const at = touch ? Date.parse(touch.at) : Number.NaN;
  return Number.isFinite(at) && now.getTime() - at < ATTRIBUTION_TTL_MS;
}

/** The touches still within their 90 days. */
export function liveAttribution(stored: StoredAttribution, now: Date): StoredAttribution {
  return {
    ...(isLive(stored.first, now) ? { first: stored.first } : {}),
    ...(isLive(stored.last, now) ? { last: stored.last } : {}),
  };
}

/** A new landing: the first touch stays while it lives, the last touch becomes this one. */
export function recordTouch(stored: StoredAttribution, touch: Touch, now: Date): StoredAttribution {
  const live = liveAttribution(stored, now);
  return { first: live.first ?? touch, last: touch };
}
