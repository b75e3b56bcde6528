import { configuration } from '@/lib/config';
import { hasBearer, unauthorised } from '../bearer';
import { configuredDestinations } from '../destinations/configured-destinations';
import { jsonReply } from '../replies';
import { leadStore } from '../store/open-lead-store';
import { deliverDue } from './outbox-worker';
import { applyRetention } from './retention';

/** A call delivers for this long at most, then leaves the rest to the next call. */
export const DELIVERY_BUDGET_MS = 20_000;

/**
 * POST (or GET, as some schedulers call) /api/outbox/deliver: for a platform with no
 * long-running process, a scheduler's call delivers the leads that are due once, and applies the
 * retention. Without OUTBOX_DELIVERY_SECRET the route does not exist (404); a call without the
 * secret is refused (401).
 */
export async function deliverDueLeads(request: Request): Promise<Response> {
  const secret = configuration().OUTBOX_DELIVERY_SECRET;
  if (!secret) return jsonReply(404, { statusCode: 404, message: 'Not found.' });
  if (!hasBearer(request, secret)) return unauthorised();
  try {
    const store = await leadStore();
    const started = Date.now();
    const results = await deliverDue(store, configuredDestinations(), {
      shouldStop: () => Date.now() - started > DELIVERY_BUDGET_MS,
    });
    const outcomes: Record<string, number> = {};
    for (const { outcome } of results) outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    const retentionDeleted = await applyRetention(store);
    return jsonReply(200, {
      statusCode: 200,
      attempts: results.length,
      outcomes,
      retentionDeleted,
    });
  } catch {
    return jsonReply(503, { statusCode: 503, message: 'The lead store cannot be reached.' });
  }
}
