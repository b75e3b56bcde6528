import { DESTINATION_TIMEOUT_MS } from '../destinations/destination';

/** The outbox's timings: retries back off to at most 10 minutes, for 7 days. */
export const MAX_RETRY_DELAY_MS = 10 * 60 * 1000;
export const GIVE_UP_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/** The longest wait an upstream's Retry-After is granted; past it, the lead is tried anyway. */
export const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;
/** A claim holds its lead this long: longer than one delivery, its timeout included. */
export const LEASE_MS = 30_000;
/** A lead is sent only while its claim has this long left: the timeout, and time to settle. */
export const SEND_WINDOW_MS = DESTINATION_TIMEOUT_MS + 5_000;

/**
 * When a lead whose delivery failed `failures` times is due again: the first retry after
 * `firstRetryMs`, each later one after twice the wait before, capped at 10 minutes, and cut by a
 * random quarter at most, so leads that failed together do not retry together; never before the
 * upstream's Retry-After. Undefined when the lead is seven days old: it is failed for good.
 */
export function nextAttemptAt({
  failures,
  createdAt,
  now,
  firstRetryMs,
  retryAfterMs,
  random = Math.random,
}: {
  failures: number;
  createdAt: number;
  now: number;
  firstRetryMs: number;
  retryAfterMs?: number;
  random?: () => number;
}): number | undefined {
  if (now - createdAt >= GIVE_UP_AFTER_MS) return undefined;
  const wait = Math.min(firstRetryMs * 2 ** Math.max(0, failures - 1), MAX_RETRY_DELAY_MS);
  const asked = Math.min(retryAfterMs ?? 0, MAX_RETRY_AFTER_MS);
  return now + Math.max(Math.round(wait * (1 - random() / 4)), asked);
}
