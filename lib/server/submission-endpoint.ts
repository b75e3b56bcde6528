import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type { LeadAttribution } from '@/lib/forms/attribution-schema';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { siteUrl, trustedProxyHops, upstreamApiBase } from '@/lib/config';
import { logRejection, logSubmission, type SubmissionEvent } from './logger';
import { jsonReply, replyMessages } from './replies';
import { isHoneypotFilled, readJsonBody } from './request-guards';
import { deliverLead } from './outbox/deliver-lead';
import { LEASE_MS } from './outbox/retry-schedule';
import type { LeadStore, NewLead } from './store/lead-store';
import { leadStore } from './store/open-lead-store';
import { submissionRateLimit } from './submission-limits';
import { xsrfRejection } from './xsrf';

export type SubmissionEndpoint<T extends { email: string; attribution?: LeadAttribution }> = {
  event: SubmissionEvent;
  schema: z.ZodMiniType<T>;
  storedMessage: string;
};

/** The first message per field, keyed by the field's path. */
function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The whole contract of decisions.md for one endpoint: origin and token, rate limit, size, JSON,
 * honeypot, shared schema, then the lead store, then the upstream when one is configured.
 */
export function submissionEndpoint<T extends { email: string; attribution?: LeadAttribution }>(
  endpoint: SubmissionEndpoint<T>,
) {
  const rateRefusal = submissionRateLimit(endpoint.event);
  const { event } = endpoint;

  function reject(status: number, reason: string, message: string, extra = {}, headers = {}) {
    logRejection(event, reason, status);
    return jsonReply(status, { statusCode: status, message, ...extra }, headers);
  }

  return async function POST(request: Request): Promise<Response> {
    const site = { publicOrigin: siteUrl(), trustForwardedHost: trustedProxyHops() > 0 };
    const refused = xsrfRejection(request.headers, site);
    if (refused) return reject(403, refused, replyMessages.forbidden);

    const rate = await rateRefusal(request.headers);
    if (rate) {
      return reject(
        429,
        rate.reason,
        replyMessages.tooManyRequests,
        {},
        { 'Retry-After': String(rate.retryAfterSeconds) },
      );
    }

    const body = await readJsonBody(request);
    if (!body.ok) {
      if (body.reason === 'too_large') return reject(413, 'too_large', replyMessages.tooLarge);
      if (body.reason === 'aborted') return reject(400, 'aborted', replyMessages.aborted);
      return reject(400, 'bad_json', replyMessages.badJson);
    }

    if (isHoneypotFilled(body.value, HONEYPOT_FIELD)) {
      logRejection(event, 'honeypot', 200);
      return jsonReply(200, { statusCode: 200, message: endpoint.storedMessage });
    }

    const parsed = endpoint.schema.safeParse(body.value);
    if (!parsed.success) {
      return reject(422, 'invalid_fields', replyMessages.invalid, {
        errors: fieldErrors(parsed.error),
      });
    }
    const { attribution, ...payload } = parsed.data;
    const email = parsed.data.email;

    // Store first, then forward (decisions.md): the lead is on disk before anything else happens.
    const base = upstreamApiBase();
    const now = Date.now();
    const lead: NewLead = {
      id: randomUUID(),
      kind: event,
      email,
      payload,
      ...(attribution ? { attribution } : {}),
      createdAt: new Date(now).toISOString(),
      ...(base
        ? { status: 'pending', nextAttemptAt: now, leaseUntil: now + LEASE_MS }
        : { status: 'kept' }),
    };
    let store: LeadStore;
    try {
      store = await leadStore();
      await store.insert(lead);
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unexpected';
      logSubmission(event, { outcome: 'store_error', reason, status: 503 }, email);
      return jsonReply(503, { statusCode: 503, message: replyMessages.storeUnavailable });
    }
    logSubmission(event, { outcome: 'accepted', status: lead.status }, email);

    const kept = jsonReply(200, { statusCode: 200, message: endpoint.storedMessage });
    if (!base) return kept;
    // The site has the lead: whatever the upstream does now, the visitor's answer is a success.
    const reply = await deliverLead(store, base, { ...lead, attempts: 0 });
    return reply ? jsonReply(200, reply) : kept;
  };
}
