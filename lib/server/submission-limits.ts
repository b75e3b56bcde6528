import { instanceSubmissionsPerMinute, rateLimitPerMinute, trustedProxyHops } from '@/lib/config';
import { clientKey } from './client-address';
import type { SubmissionEvent } from './logger';
import { createRateLimiter } from './rate-limiter';
import { leadStore } from './store/open-lead-store';

export type RateRefusal = {
  reason: 'rate_limited' | 'instance_rate_limited';
  retryAfterSeconds: number;
};

const WINDOW_MS = 60_000;

/**
 * The backstop behind the per-client limits: all submissions this server process takes in a
 * minute, every endpoint and client together, so that no spread of addresses makes it a relay.
 */
const instanceLimit = createRateLimiter({ limit: instanceSubmissionsPerMinute, maxKeys: 1 });

/**
 * One endpoint's rate limit: its per-client limit, counted in the lead store so that every
 * instance sharing it counts the same client, then this instance's ceiling. A store that cannot
 * count limits no one here: the submission's own write then answers 503.
 */
export function submissionRateLimit(event: SubmissionEvent) {
  return async function refusal(headers: Headers): Promise<RateRefusal | undefined> {
    const key = `${event} ${clientKey(headers, trustedProxyHops())}`;
    const now = Date.now();
    const window = await leadStore()
      .then((store) => store.countSubmission(key, now, WINDOW_MS))
      .catch(() => undefined);
    if (window && window.count > rateLimitPerMinute()) {
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((window.windowStart + WINDOW_MS - now) / 1000),
      );
      return { reason: 'rate_limited', retryAfterSeconds };
    }
    const instance = instanceLimit('all');
    if (!instance.allowed) return { reason: 'instance_rate_limited', ...instance };
    return undefined;
  };
}
