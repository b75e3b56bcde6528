import { instanceSubmissionsPerMinute, rateLimitPerMinute, trustedProxyHops } from '@/lib/config';
import { clientKey } from './client-address';
import { createRateLimiter } from './rate-limiter';

export type RateRefusal = {
  reason: 'rate_limited' | 'instance_rate_limited';
  retryAfterSeconds: number;
};

/**
 * The backstop behind the per-client limits: all submissions this server process takes in a
 * minute, every endpoint and client together, so that no spread of addresses makes it a relay.
 */
const instanceLimit = createRateLimiter({ limit: instanceSubmissionsPerMinute, maxKeys: 1 });

/** One endpoint's rate limit: its per-client limit, then the instance's ceiling. */
export function submissionRateLimit() {
  const perClient = createRateLimiter({ limit: rateLimitPerMinute });
  return function refusal(headers: Headers): RateRefusal | undefined {
    const client = perClient(clientKey(headers, trustedProxyHops()));
    if (!client.allowed) return { reason: 'rate_limited', ...client };
    const instance = instanceLimit('all');
    if (!instance.allowed) return { reason: 'instance_rate_limited', ...instance };
    return undefined;
  };
}
