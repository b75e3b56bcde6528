import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { configuration } from '@/lib/config';
import { addressKey, requestClient } from './client-address';
import { leadStore } from './store/open-lead-store';
import { processSlot } from './process-slot';
import type { EndpointKind } from './logger';
import { refusal, replyMessages } from './replies';

// One limiter per process and rate, over the store's own connection: every instance sharing the
// store counts the same client. Kept only once the store opened: a failure is asked again.
const limiters = processSlot<Map<string, RateLimiterAbstract>>('rate-limiters');

/**
 * Spends one of `points` per `seconds` under `key`; the wait in ms when none is left. A store
 * that cannot count limits no one here: a lead's own write then answers 503.
 */
export async function spendAllowance(key: string, points: number, seconds: number) {
  try {
    const held = (limiters.value ??= new Map());
    const rate = `${points}/${seconds}`;
    const limiter = held.get(rate) ?? (await leadStore()).rateLimiter(points, seconds);
    held.set(rate, limiter);
    await limiter.consume(key);
    return undefined;
  } catch (refused) {
    // A refusal is a RateLimiterRes, but of the copy of the library the store was opened with,
    // which may be another bundle's (instrumentation's): told apart from an Error, not by class.
    return refused instanceof Error ? undefined : (refused as RateLimiterRes).msBeforeNext;
  }
}

/**
 * The 429 for a client past RATE_LIMIT_PER_MINUTE at this endpoint, or undefined while it has
 * some left. Asked only once a submission has passed every check that costs nothing, so invalid
 * requests never use up a visitor's allowance.
 */
export async function rateLimited(kind: EndpointKind, headers: Headers) {
  // Clients this server cannot see share one key: start-up says so, and how to set it right.
  const key = `${kind}:${addressKey(requestClient(headers).address)}`;
  const waitMs = await spendAllowance(key, configuration().RATE_LIMIT_PER_MINUTE, 60);
  if (waitMs === undefined) return undefined;
  return refusal(kind, 429, 'rate_limited', replyMessages.tooManyRequests, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  });
}
