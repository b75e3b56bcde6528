import { configuration } from '@/lib/config';
import type { DestinationAnswer, LeadDestination } from '../destinations/destination';
import { logSubmission, type DeliveryOutcome } from '../logger';
import type { ClaimedDelivery, LeadStore, Settlement } from '../store/lead-store';
import type { UpstreamReply } from '../destinations/upstream-client';
import { nextAttemptAt, SEND_WINDOW_MS } from './retry-schedule';

/** What became of one attempt: its outcome, and the upstream's reply when it made a decision. */
export type DeliveryResult = { outcome: DeliveryOutcome['outcome']; reply?: UpstreamReply };

/** The settlement an answer calls for: delivered, rejected for good, or due again (or failed). */
function settlementFor(
  answer: DestinationAnswer,
  delivery: ClaimedDelivery,
  now: number,
): Settlement {
  const at = new Date(now).toISOString();
  if (answer.outcome === 'accepted') return { status: 'delivered', at };
  if (answer.outcome === 'refused') {
    return { status: 'rejected', at, reply: { status: answer.status, body: answer.reply } };
  }
  const next = nextAttemptAt({
    failures: delivery.attempts + 1,
    createdAt: Date.parse(delivery.lead.createdAt),
    now,
    firstRetryMs: configuration().OUTBOX_FIRST_RETRY_MS,
    ...(answer.retryAfterMs === undefined ? {} : { retryAfterMs: answer.retryAfterMs }),
  });
  return next === undefined
    ? { status: 'failed', at, error: answer.reason }
    : { status: 'pending', error: answer.reason, nextAttemptAt: next };
}

/**
 * One attempt to hand a claimed lead (or an erasure's notice) to its destination, the outcome written under the claim.
 * It is sent only if the claim still holds with time to spare: a lead forgotten, or taken by
 * another instance after a stall, is not sent. An outcome that cannot be written leaves the
 * delivery pending under its claim, to be sent again, under the same key, when the claim ends.
 */
export async function deliverLead(
  store: LeadStore,
  destination: LeadDestination,
  delivery: ClaimedDelivery,
  { claimJustTaken = false } = {},
): Promise<DeliveryResult> {
  const { lead } = delivery;
  const attempt = delivery.attempts + 1;
  const to = destination.name;
  // A claim taken by the request that stored the lead, a moment ago, has its whole lease ahead
  // and no stall behind it: asking the store again would cost a query per destination per lead.
  const held =
    claimJustTaken || (await store.isClaimHeld(delivery.claim, Date.now() + SEND_WINDOW_MS));
  if (!held) {
    logSubmission(lead.kind, { outcome: 'not_sent', destination: to, attempt }, lead.id);
    return { outcome: 'not_sent' };
  }
  const answer = await destination.send(lead);
  const settlement = settlementFor(answer, delivery, Date.now());
  const outcome: DeliveryOutcome =
    settlement.status === 'pending'
      ? { outcome: 'retry_later', destination: to, reason: settlement.error, attempt }
      : settlement.status === 'failed'
        ? { outcome: 'failed', destination: to, reason: settlement.error, attempt }
        : { outcome: settlement.status, destination: to, attempt };
  logSubmission(lead.kind, outcome, lead.id);
  try {
    const settled = await store.settle(delivery.claim, settlement);
    // An erasure's address is kept only until every destination it tells has settled.
    if (settled && lead.kind === 'erasure' && settlement.status !== 'pending') {
      await store.releaseErasedAddress(lead.id);
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logSubmission(lead.kind, { outcome: 'store_error', destination: to, reason, attempt }, lead.id);
  }
  return answer.outcome === 'unavailable' || !answer.reply
    ? { outcome: outcome.outcome }
    : { outcome: outcome.outcome, reply: answer.reply as UpstreamReply };
}
