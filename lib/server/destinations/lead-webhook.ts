import { Webhook } from 'standardwebhooks';
import type { ErasureNotice, OutboxItem, SubmittedLead } from '../store/lead-store';
import { erasureSummary } from './erasure-summary';
import { retryAfterMs } from './upstream-client';
import {
  DESTINATION_TIMEOUT_MS,
  isNoDecisionStatus,
  type DestinationAnswer,
  type LeadDestination,
} from './destination';
import { leadSummary } from './lead-summary';

export type WebhookDestinationConfig = { url: string; secret: string };

/** The most of a refusing receiver's body kept with the delivery. */
const MAX_KEPT_REPLY_CHARACTERS = 500;

/**
 * Text for chat tools that show `text` (Slack's and Mattermost's incoming webhooks), which read
 * <, > and & as their own markup: a visitor's `<!channel>` stays words.
 */
function chatText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The webhook's id for a lead: the same on every attempt, so the receiver drops repeats. */
export function leadWebhookId(lead: Pick<SubmittedLead, 'id'>): string {
  return `lead_${lead.id}_webhook`;
}

/** The event a lead becomes (docs/contracts.md, "Destinations"). */
export function leadWebhookEvent(lead: SubmittedLead) {
  return {
    type: `lead.${lead.kind}` as const,
    timestamp: lead.createdAt,
    data: {
      id: lead.id,
      kind: lead.kind,
      createdAt: lead.createdAt,
      ...lead.payload,
      email: lead.email,
      ...(lead.attribution ? { attribution: lead.attribution } : {}),
    },
    text: chatText(leadSummary(lead).line),
  };
}

/** The webhook's id for an erasure's notice: the same on every attempt. */
export function erasureWebhookId(notice: Pick<ErasureNotice, 'id'>): string {
  return `erasure_${notice.id}_webhook`;
}

/**
 * The event an erasure becomes: `lead.erased`, naming the leads to delete and the address, so a
 * receiver that keyed its copies by either finds them.
 */
export function erasureWebhookEvent(notice: ErasureNotice) {
  return {
    type: 'lead.erased' as const,
    timestamp: notice.createdAt,
    data: { id: notice.id, leadIds: notice.leadIds, email: notice.email },
    text: chatText(erasureSummary(notice).line),
  };
}

/** The event and its id for anything the outbox sends. */
function webhookMessage(item: OutboxItem) {
  return item.kind === 'erasure'
    ? { id: erasureWebhookId(item), event: erasureWebhookEvent(item) }
    : { id: leadWebhookId(item), event: leadWebhookEvent(item) };
}

/**
 * The webhook destination: each lead POSTed as JSON to LEAD_WEBHOOK_URL, signed per the
 * Standard Webhooks specification with LEAD_WEBHOOK_SECRET. 2xx is delivered; 408, 425, 429,
 * 5xx, a redirect (never followed), a timeout or a network error are tried again; any other 4xx
 * is a refusal.
 */
export function webhookDestination({ url, secret }: WebhookDestinationConfig): LeadDestination {
  const signer = new Webhook(secret);
  return {
    name: 'webhook',
    async send(item): Promise<DestinationAnswer> {
      const { id, event } = webhookMessage(item);
      const body = JSON.stringify(event);
      const now = new Date();
      const signal = AbortSignal.timeout(DESTINATION_TIMEOUT_MS);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'webhook-id': id,
            'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
            'webhook-signature': signer.sign(id, now, body),
          },
          body,
          signal,
          cache: 'no-store',
          redirect: 'manual',
        });
      } catch {
        return { outcome: 'unavailable', reason: signal.aborted ? 'timeout' : 'network' };
      }
      const { status } = response;
      if (status >= 200 && status < 300) {
        await response.body?.cancel().catch(() => {});
        return { outcome: 'accepted' };
      }
      if (isNoDecisionStatus(status) || status < 200) {
        await response.body?.cancel().catch(() => {});
        const wait = retryAfterMs(response.headers.get('retry-after'));
        return {
          outcome: 'unavailable',
          reason: status >= 300 && status < 400 ? 'redirect' : `http_${status}`,
          ...(wait === undefined ? {} : { retryAfterMs: wait }),
        };
      }
      const text = await response.text().catch(() => '');
      return {
        outcome: 'refused',
        status,
        reply: { body: text.slice(0, MAX_KEPT_REPLY_CHARACTERS) },
      };
    },
  };
}
