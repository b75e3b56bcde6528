/**
 * A fixed-window counter per key, in the memory of one server process: enough to blunt a scripted
 * flood of one small site's two forms. The keys come from client-address.ts.
 */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };
export type RateLimiter = (key: string) => RateDecision;

/** Longer keys are cut: a key is an address, so nothing legitimate is this long. */
export const MAX_KEY_LENGTH = 64;
/** Distinct keys kept at most: about 2 MB, whatever a flood of new addresses does. */
export const MAX_KEYS = 10_000;

type Window = { start: number; count: number };

/**
 * The key as a string of its own, cut to MAX_KEY_LENGTH: a slice of a longer string (a header)
 * would keep that whole string alive for as long as the window.
 */
function ownKey(key: string): string {
  return Buffer.from(key.slice(0, MAX_KEY_LENGTH), 'utf16le').toString('utf16le');
}

export function createRateLimiter({
  limit,
  windowMs = 60_000,
  maxKeys = MAX_KEYS,
  now = Date.now,
}: {
  limit: () => number;
  windowMs?: number;
  maxKeys?: number;
  now?: () => number;
}): RateLimiter {
  // In the order the windows started: a new window goes to the end, so the head is always the
  // oldest, the first to expire and the one forgotten when the map is full.
  const windows = new Map<string, Window>();

  function pruneExpired(at: number) {
    for (const [key, window] of windows) {
      if (at - window.start < windowMs) return;
      windows.delete(key);
    }
  }
  setInterval(() => pruneExpired(now()), windowMs).unref();

  return function take(rawKey: string): RateDecision {
    const key = ownKey(rawKey);
    const at = now();
    const current = windows.get(key);
    if (!current || at - current.start >= windowMs) {
      windows.delete(key);
      windows.set(key, { start: at, count: 1 });
      if (windows.size > maxKeys) windows.delete(windows.keys().next().value as string);
      return { allowed: true };
    }
    if (current.count >= limit()) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((current.start + windowMs - at) / 1000)),
      };
    }
    current.count += 1;
    return { allowed: true };
  };
}
