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

const TRY_AGAIN_STATUSES = new Set([408, 425, 429]);

/**
 * An HTTP status that is no decision, whatever the body says: 5xx, 408, 425 and 429 ask to come
 * back later, and a redirect is never followed (a lead goes only where it was configured to go).
 */
export function isNoDecisionStatus(status: number): boolean {
  return status >= 500 || TRY_AGAIN_STATUSES.has(status) || (status >= 300 && status < 400);
}

/** No answer from a destination within this time is no answer at all. */
export const DESTINATION_TIMEOUT_MS = 8_000;
