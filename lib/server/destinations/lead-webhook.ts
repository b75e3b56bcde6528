import { Webhook } from 'standardwebhooks';
import type { OutboxItem } from '../store/lead-store';
import { DESTINATION_TIMEOUT_MS, request, type LeadDestination } from './destination';
import { erasureSummary, escapeMarkup, leadSummary } from './lead-summary';

export type WebhookDestinationConfig = { url: string; secret: string };

/** The most of a refusing receiver's body kept with the delivery. */
const MAX_KEPT_REPLY_CHARACTERS = 500;

/**
 * The event anything the outbox sends becomes (docs/contracts.md, "Destinations"), and its id:
 * the same on every attempt, so the receiver drops repeats. An erasure becomes `lead.erased`
 * (a withdrawal of one choice `lead.consent_withdrawn`), naming the leads and the address, so a
 * receiver that keyed its copies by either finds them. `text` has <, > and & escaped: chat tools that show it (Slack's and Mattermost's
 * incoming webhooks) read them as their markup, so a visitor's `<!channel>` stays words.
 */
export function webhookMessage(item: OutboxItem) {
  if (item.kind === 'erasure') {
    const { id, choice, leadIds, email } = item;
    return {
      id: `${choice ? 'consent_withdrawn' : 'erasure'}_${id}_webhook`,
      event: {
        type: choice ? 'lead.consent_withdrawn' : 'lead.erased',
        timestamp: item.createdAt,
        data: { id, ...(choice && { choice }), leadIds, email },
        text: escapeMarkup(erasureSummary(item).line),
      },
    };
  }
  const { id, kind, createdAt, payload, email, attribution } = item;
  return {
    id: `lead_${id}_webhook`,
    event: {
      type: `lead.${kind}`,
      timestamp: createdAt,
      data: { id, kind, createdAt, ...payload, email, ...(attribution ? { attribution } : {}) },
      text: escapeMarkup(leadSummary(item).line),
    },
  };
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
    async send(item) {
      const { id, event } = webhookMessage(item);
      const body = JSON.stringify(event);
      const now = new Date();
      const response = await request(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': signer.sign(id, now, body),
        },
        body,
        signal: AbortSignal.timeout(DESTINATION_TIMEOUT_MS),
      });
      if (!(response instanceof Response)) return response;
      if (response.status < 300) {
        await response.body?.cancel().catch(() => {});
        return { outcome: 'accepted' };
      }
      const text = await response.text().catch(() => '');
      return {
        outcome: 'refused',
        status: response.status,
        reply: { body: text.slice(0, MAX_KEPT_REPLY_CHARACTERS) },
      };
    },
  };
}
