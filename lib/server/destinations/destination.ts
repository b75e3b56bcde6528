import type { Destination, OutboxItem } from '../store/lead-store';

/**
 * What one attempt to hand a lead to a destination came to: taken, refused for good (with the
 * answer, kept with the delivery), or no decision, in which case it is tried again, not before
 * `retryAfterMs` when the destination asked for that.
 */
export type DestinationAnswer =
  | { outcome: 'accepted'; reply?: Record<string, unknown> }
  | { outcome: 'refused'; status: number; reply: Record<string, unknown> }
  | { outcome: 'unavailable'; reason: string; retryAfterMs?: number };

/**
 * A place every lead goes to, and the notice of an erasure of leads it had. `send` never throws:
 * trouble is an answer with no decision.
 */
export type LeadDestination = {
  name: Destination;
  send(item: OutboxItem): Promise<DestinationAnswer>;
};

/** No answer from a destination within this time is no answer at all. */
export const DESTINATION_TIMEOUT_MS = 8_000;

/** Retry-After as a wait in ms: delay-seconds or an HTTP date; undefined when absent or bad. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Sends one request to a destination under `signal` (its timeout): the response when it carries
 * a decision, else the answer with no decision that a timeout, a network error, a redirect (never
 * followed) or a status that asks to come back later (5xx, 408, 425, 429) is, whatever its body.
 */
export async function request(
  url: string,
  init: RequestInit & { signal: AbortSignal },
): Promise<Response | Extract<DestinationAnswer, { outcome: 'unavailable' }>> {
  const sent = fetch(url, { ...init, cache: 'no-store', redirect: 'manual' });
  const response = await sent.catch(() => undefined);
  if (!response) {
    return { outcome: 'unavailable', reason: init.signal.aborted ? 'timeout' : 'network' };
  }
  const { status } = response;
  const redirect = status >= 300 && status < 400;
  if (status >= 200 && status < 500 && !redirect && ![408, 425, 429].includes(status)) {
    return response;
  }
  await response.body?.cancel().catch(() => {});
  const wait = retryAfterMs(response.headers.get('retry-after'));
  return {
    outcome: 'unavailable',
    reason: redirect ? 'redirect' : `http_${status}`,
    ...(wait === undefined ? {} : { retryAfterMs: wait }),
  };
}
