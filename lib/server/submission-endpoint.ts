import { after } from 'next/server';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type * as z from 'zod/mini';
import type { LeadAttribution } from '@/lib/forms/attribution-schema';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { siteUrl } from '@/lib/config';
import { privacyNoticeVersion } from '@/content/privacy-notice';
import { configuredDestinations } from './destinations/configured-destinations';
import { requestClient } from './client-address';
import { logRejection, logSubmission } from './logger';
import { jsonReply, replyMessages } from './replies';
import { isHoneypotFilled, readJsonBody } from './request-guards';
import { deliverLead, type DeliveryResult } from './outbox/deliver-lead';
import { LEASE_MS } from './outbox/retry-schedule';
import { DESTINATION_TIMEOUT_MS } from './destinations/destination';
import type { Claim, LeadStore, NewLead } from './store/lead-store';
import type { LeadKind } from './store/schema';
import { leadStore } from './store/open-lead-store';
import { spendSubmissionAllowance, type EndpointKind } from './submission-limits';
import { xsrfRejection } from './xsrf';

export type SubmissionEndpoint<T extends { email: string; attribution?: LeadAttribution }> = {
  kind: LeadKind;
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

type Checked<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * The checks every form endpoint makes before it acts, cheapest first (docs/contracts.md): origin
 * and token, size, JSON, honeypot, the shared schema, then the client's allowance. Only a valid
 * submission is counted against its client's limit. A filled honeypot is answered `honeypotReply`
 * and dropped.
 */
export async function checkSubmission<T>(
  kind: EndpointKind,
  schema: z.ZodMiniType<T>,
  request: Request,
  honeypotReply: Record<string, unknown>,
): Promise<Checked<T>> {
  function reject(status: number, reason: string, message: string, extra = {}, headers = {}) {
    logRejection(kind, reason, status);
    return {
      ok: false as const,
      response: jsonReply(status, { statusCode: status, message, ...extra }, headers),
    };
  }
  const site = {
    publicOrigin: siteUrl(),
    trustForwardedHost: requestClient(request.headers).fromTrustedProxy,
  };
  const refused = xsrfRejection(request.headers, site);
  if (refused) return reject(403, refused, replyMessages.forbidden);

  const body = await readJsonBody(request);
  if (!body.ok) {
    if (body.reason === 'too_large') return reject(413, 'too_large', replyMessages.tooLarge);
    if (body.reason === 'aborted') return reject(400, 'aborted', replyMessages.aborted);
    return reject(400, 'bad_json', replyMessages.badJson);
  }

  if (isHoneypotFilled(body.value, HONEYPOT_FIELD)) {
    logRejection(kind, 'honeypot', 200);
    return { ok: false, response: jsonReply(200, honeypotReply) };
  }

  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    return reject(422, 'invalid_fields', replyMessages.invalid, {
      errors: fieldErrors(parsed.error),
    });
  }

  const refusal = await spendSubmissionAllowance(kind, request.headers);
  if (refusal) {
    return reject(
      429,
      'rate_limited',
      replyMessages.tooManyRequests,
      {},
      { 'Retry-After': String(refusal.retryAfterSeconds) },
    );
  }
  return { ok: true, data: parsed.data };
}

/**
 * The whole contract of one lead endpoint (docs/contracts.md): the checks, then the lead is
 * written to the lead store, then sent to each configured destination under the claim it was
 * stored with.
 */
export function submissionEndpoint<T extends { email: string; attribution?: LeadAttribution }>(
  endpoint: SubmissionEndpoint<T>,
) {
  const { kind } = endpoint;

  return async function POST(request: Request): Promise<Response> {
    const startedAt = Date.now();
    const checked = await checkSubmission(kind, endpoint.schema, request, {
      statusCode: 200,
      message: endpoint.storedMessage,
    });
    if (!checked.ok) return checked.response;

    const { attribution, ...payload } = checked.data;
    // Store first, then send: the lead is on disk before anything else happens to it.
    const destinations = configuredDestinations();
    const now = Date.now();
    const lead: NewLead = {
      id: randomUUID(),
      kind,
      email: checked.data.email,
      payload,
      ...(attribution ? { attribution } : {}),
      createdAt: new Date(now).toISOString(),
      notice: privacyNoticeVersion,
      destinations: destinations.map((destination) => destination.name),
    };
    let store: LeadStore;
    let claims: Claim[];
    try {
      store = await leadStore();
      claims = await store.insert(lead, now + LEASE_MS);
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unexpected';
      logSubmission(kind, { outcome: 'store_error', reason, status: 503 }, lead.id);
      return jsonReply(503, { statusCode: 503, message: replyMessages.storeUnavailable });
    }
    logSubmission(
      kind,
      { outcome: 'accepted', status: claims.length > 0 ? 'pending' : 'kept' },
      lead.id,
    );

    const stored = jsonReply(200, { statusCode: 200, message: endpoint.storedMessage });
    // Each destination gets its first attempt now, under the claim the lead was stored with;
    // one still running when the visitor is answered finishes after, and the server waits for
    // it before it exits. The visitor sees the upstream's decision when it made one in time,
    // and a success otherwise (the lead is sent again later); email and webhook are not waited on.
    let upstreamDelivery: Promise<DeliveryResult> | undefined;
    for (const claim of claims) {
      const destination = destinations.find(({ name }) => name === claim.destination)!;
      const delivery = deliverLead(
        store,
        destination,
        { lead, destination: claim.destination, attempts: 0, claim },
        { claimJustTaken: true },
      );
      after(delivery);
      if (claim.destination === 'upstream') upstreamDelivery = delivery;
    }
    if (!upstreamDelivery) return stored;
    const waitMs = Math.max(0, startedAt + DESTINATION_TIMEOUT_MS - Date.now());
    const stopWaiting = new AbortController();
    const timeUp = sleep(waitMs, undefined, { signal: stopWaiting.signal }).catch(() => undefined);
    const upstreamResult = await Promise.race([upstreamDelivery, timeUp]);
    stopWaiting.abort();
    return upstreamResult?.reply ? jsonReply(200, upstreamResult.reply) : stored;
  };
}
