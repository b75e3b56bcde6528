/** The outbox's timings (decisions.md): retries back off to at most 10 minutes, for 7 days. */
export const MAX_RETRY_DELAY_MS = 10 * 60 * 1000;
export const GIVE_UP_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/** A delivery holds its lead this long: longer than the upstream's 8 s timeout. */
export const LEASE_MS = 30_000;

/**
 * When a lead whose delivery failed `failures` times is due again: the first retry after
 * `firstRetryMs`, each later one after twice the wait before, capped at 10 minutes, and cut by a
 * random quarter at most, so leads that failed together do not retry together. Undefined when
 * the lead is seven days old: it is failed for good.
 */
export function nextAttemptAt({
  failures,
  createdAt,
  now,
  firstRetryMs,
  random = Math.random,
}: {
  failures: number;
  createdAt: number;
  now: number;
  firstRetryMs: number;
  random?: () => number;
}): number | undefined {
  if (now - createdAt >= GIVE_UP_AFTER_MS) return undefined;
  const wait = Math.min(firstRetryMs * 2 ** Math.max(0, failures - 1), MAX_RETRY_DELAY_MS);
  return now + Math.round(wait * (1 - random() / 4));
}
