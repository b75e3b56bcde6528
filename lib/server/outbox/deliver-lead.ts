import { outboxFirstRetryMs } from '@/lib/config';
import { logSubmission, type DeliveryOutcome } from '../logger';
import type { ClaimedLead, LeadStore, Settlement } from '../store/lead-store';
import { forwardLead, type UpstreamAnswer, type UpstreamReply } from '../upstream-client';
import { nextAttemptAt, SEND_WINDOW_MS } from './retry-schedule';

/** What became of one delivery: its outcome, and the upstream's reply when it made a decision. */
export type DeliveryResult = { outcome: DeliveryOutcome['outcome']; reply?: UpstreamReply };

/** The settlement an answer calls for: delivered, rejected for good, or due again (or failed). */
function settlementFor(answer: UpstreamAnswer, lead: ClaimedLead, now: number): Settlement {
  const at = new Date(now).toISOString();
  if (answer.outcome === 'accepted') return { status: 'delivered', at };
  if (answer.outcome === 'refused') {
    return { status: 'rejected', at, reply: { status: answer.status, body: answer.reply } };
  }
  const next = nextAttemptAt({
    failures: lead.attempts + 1,
    createdAt: Date.parse(lead.createdAt),
    now,
    firstRetryMs: outboxFirstRetryMs(),
    ...(answer.retryAfterMs === undefined ? {} : { retryAfterMs: answer.retryAfterMs }),
  });
  return next === undefined
    ? { status: 'failed', at, error: answer.reason }
    : { status: 'pending', error: answer.reason, nextAttemptAt: next };
}

/**
 * One delivery of a claimed lead, its outcome written under the claim. The lead is sent only if
 * the claim still holds with time to spare: a lead forgotten, or taken by another instance after
 * a stall, is not sent. An outcome that cannot be written leaves the lead pending under its
 * claim, to be sent again, under the same Idempotency-Key, when the claim runs out.
 */
export async function deliverLead(
  store: LeadStore,
  base: string,
  lead: ClaimedLead,
): Promise<DeliveryResult> {
  const attempt = lead.attempts + 1;
  if (!(await store.holds(lead.claim, Date.now() + SEND_WINDOW_MS))) {
    logSubmission(lead.kind, { outcome: 'not_sent', attempt }, lead.email);
    return { outcome: 'not_sent' };
  }
  const answer = await forwardLead(base, lead);
  const settlement = settlementFor(answer, lead, Date.now());
  const outcome: DeliveryOutcome =
    settlement.status === 'pending'
      ? { outcome: 'retry_later', reason: settlement.error, attempt }
      : settlement.status === 'failed'
        ? { outcome: 'failed', reason: settlement.error, attempt }
        : { outcome: settlement.status, attempt };
  logSubmission(lead.kind, outcome, lead.email);
  try {
    await store.settle(lead.claim, settlement);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logSubmission(lead.kind, { outcome: 'store_error', reason, attempt }, lead.email);
  }
  return answer.outcome === 'unavailable'
    ? { outcome: outcome.outcome }
    : { outcome: outcome.outcome, reply: answer.reply };
}
