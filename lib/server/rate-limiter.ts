/**
 * A fixed-window counter per client key. In memory, so per server process: enough to blunt a
 * scripted flood of one small site's two forms.
 */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createRateLimiter({
  limit,
  windowMs = 60_000,
  now = Date.now,
}: {
  limit: () => number;
  windowMs?: number;
  now?: () => number;
}) {
  const windows = new Map<string, { start: number; count: number }>();

  function prune(at: number) {
    for (const [key, window] of windows) {
      if (at - window.start >= windowMs) windows.delete(key);
    }
  }

  return function take(key: string): RateDecision {
    const at = now();
    if (windows.size > 10_000) prune(at);
    const current = windows.get(key);
    if (!current || at - current.start >= windowMs) {
      windows.set(key, { start: at, count: 1 });
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

/** The client's address: the first X-Forwarded-For hop (Next sets it), else X-Real-IP. */
export function clientKey(headers: Headers): string {
  return (
    headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    headers.get('x-real-ip')?.trim() ||
    'unknown'
  );
}
