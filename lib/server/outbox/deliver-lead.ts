import { outboxFirstRetryMs } from '@/lib/config';
import { logSubmission } from '../logger';
import type { Lead, LeadStore } from '../store/lead-store';
import { forwardLead, UpstreamError, type UpstreamReply } from '../upstream-client';
import { nextAttemptAt } from './retry-schedule';

/**
 * One attempt to deliver a stored lead, with its outcome written to the store: delivered when the
 * upstream answered, otherwise due again later (or failed for good after seven days). Resolves
 * with the upstream's reply, or undefined when there was none. A lead whose outcome cannot be
 * written stays pending under its lease, and is tried again when the lease runs out.
 */
export async function deliverLead(
  store: LeadStore,
  base: string,
  lead: Pick<Lead, 'id' | 'kind' | 'email' | 'payload' | 'attribution' | 'attempts' | 'createdAt'>,
): Promise<UpstreamReply | undefined> {
  const attempt = lead.attempts + 1;
  try {
    const reply = await forwardLead(base, lead);
    logSubmission(lead.kind, { outcome: 'delivered', attempt }, lead.email);
    await store
      .markDelivered(lead.id, new Date().toISOString())
      .catch((error: unknown) =>
        logSubmission(lead.kind, storeTrouble(error, attempt), lead.email),
      );
    return reply;
  } catch (error) {
    const reason = error instanceof UpstreamError ? error.reason : 'unexpected';
    const now = Date.now();
    const next = nextAttemptAt({
      failures: attempt,
      createdAt: Date.parse(lead.createdAt),
      now,
      firstRetryMs: outboxFirstRetryMs(),
    });
    logSubmission(
      lead.kind,
      { outcome: next === undefined ? 'failed' : 'retry_later', reason, attempt },
      lead.email,
    );
    await store
      .markAttemptFailed(lead.id, reason, next)
      .catch((storeError: unknown) =>
        logSubmission(lead.kind, storeTrouble(storeError, attempt), lead.email),
      );
    return undefined;
  }
}

function storeTrouble(error: unknown, attempt: number) {
  const reason = error instanceof Error ? error.message : String(error);
  return { outcome: 'store_error', reason, attempt } as const;
}
