import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimitPerMinute } from '@/lib/config';
import { addressKey, requestClient } from './client-address';
import type { LeadKind } from './store/schema';
import { leadStore } from './store/open-lead-store';
import { processSlot } from './process-slot';

/** What the log and the rate limit call a request's endpoint: a lead's kind, or a CSP report. */
export type EndpointKind = LeadKind | 'csp-report' | 'erasure_request' | 'erasure_confirm';

export type RateRefusal = { retryAfterSeconds: number };

const WINDOW_SECONDS = 60;

// One limiter per process, over the store's own connection: every instance sharing the store
// counts the same client.
const processLimiter = processSlot<Promise<RateLimiterAbstract>>('submission-limiter');

function limiter(): Promise<RateLimiterAbstract> {
  // A store that failed to open is asked again next time, as the lead store itself is: a kept
  // failure would leave every client unlimited for the life of the process.
  return (processLimiter.value ??= leadStore()
    .then((store) => store.rateLimiter(rateLimitPerMinute(), WINDOW_SECONDS))
    .catch((error: unknown) => {
      processLimiter.value = undefined;
      throw error;
    }));
}

let unknownClientLogged = false;

/** Says once, not per request, that clients are not told apart here, and how to fix it. */
function warnOfUnknownClients() {
  if (unknownClientLogged) return;
  unknownClientLogged = true;
  console.warn(
    'Rate limit: this server cannot see the client of a request, so all such clients share one ' +
      'limit. Serve the site with `next start` or the standalone server, or set ' +
      'CLIENT_ADDRESS_HEADER to the header your platform sets to the client address.',
  );
}

/**
 * Spends one of a client's submissions to an endpoint (a lead, or a CSP report body), counted in
 * the store under the endpoint's own prefix: RATE_LIMIT_PER_MINUTE a minute; a refusal when none
 * is left. Asked only once a submission has passed every check that costs nothing, so invalid
 * requests never use up a visitor's allowance; a client already over it is refused from memory.
 */
export async function spendSubmissionAllowance(
  kind: EndpointKind,
  headers: Headers,
): Promise<RateRefusal | undefined> {
  const { address } = requestClient(headers);
  if (address === undefined) warnOfUnknownClients();
  try {
    await (await limiter()).consume(`${kind}:${addressKey(address)}`);
    return undefined;
  } catch (refusal) {
    // A store that cannot be opened limits no one here: a lead's own write then answers 503.
    if (refusal instanceof Error) return undefined;
    // A refusal is a RateLimiterRes, but of the copy of the library the store was opened with,
    // which may be another bundle's (instrumentation's): told apart from an Error, not by class.
    const { msBeforeNext } = refusal as RateLimiterRes;
    return { retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) };
  }
}
