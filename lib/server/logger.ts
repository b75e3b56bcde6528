import { createHash } from 'node:crypto';
import type { Destination, LeadKind } from './store/schema';

export type SubmissionOutcome =
  | { outcome: 'accepted'; status: 'kept' | 'pending' }
  | { outcome: 'rejected'; reason: string; status: number; repeats?: number }
  | { outcome: 'store_error'; reason: string; status: 503 };

/**
 * What became of one attempt to deliver a stored lead to one destination; not_sent: its claim
 * no longer held when it was due to go (the lead was forgotten, or another instance has it).
 */
export type DeliveryOutcome = { destination: Destination; attempt: number } & (
  | { outcome: 'delivered' | 'rejected' | 'not_sent' }
  | { outcome: 'retry_later' | 'failed' | 'store_error'; reason: string }
);

/** Rejections of one kind after the first are counted and written once per interval. */
export const REJECTION_LOG_INTERVAL_MS = 60_000;

/** 'a***@example.com': enough to spot a pattern in the logs, not enough to identify someone. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return `sha256:${createHash('sha256').update(email).digest('hex').slice(0, 12)}`;
  return `${email[0]}***${email.slice(at)}`;
}

/** One JSON line per submission outcome; never the message text or the full email. */
export function logSubmission(
  event: LeadKind,
  outcome: SubmissionOutcome | DeliveryOutcome,
  email?: string,
): void {
  const line = JSON.stringify({
    at: new Date().toISOString(),
    event,
    ...outcome,
    ...(email ? { email: maskEmail(email) } : {}),
  });
  if (['accepted', 'delivered', 'not_sent'].includes(outcome.outcome)) console.log(line);
  else console.warn(line);
}

const rejectionCounts = new Map<
  string,
  { event: LeadKind; reason: string; status: number; count: number }
>();
let rejectionFlush: NodeJS.Timeout | undefined;

function flushRejections() {
  rejectionFlush = undefined;
  for (const { event, reason, status, count } of rejectionCounts.values()) {
    if (count > 0) logSubmission(event, { outcome: 'rejected', reason, status, repeats: count });
  }
  rejectionCounts.clear();
}

/**
 * A rejection, written at once the first time its kind (event, reason, status) is seen in an
 * interval and counted after that: rejections come before the rate limit, so a bot sending
 * them as fast as it can adds two lines a minute per kind, not one per request.
 */
export function logRejection(event: LeadKind, reason: string, status: number): void {
  const kind = `${event} ${reason} ${status}`;
  const seen = rejectionCounts.get(kind);
  if (seen) {
    seen.count += 1;
    return;
  }
  rejectionCounts.set(kind, { event, reason, status, count: 0 });
  logSubmission(event, { outcome: 'rejected', reason, status });
  rejectionFlush ??= setTimeout(flushRejections, REJECTION_LOG_INTERVAL_MS).unref();
}
