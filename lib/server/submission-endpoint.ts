import { after } from 'next/server';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import * as z from 'zod/mini';
import { attributionSchema, type LeadAttribution } from '@/lib/forms/attribution-schema';
import { earliestServerDate, latestServerDate } from '@/lib/forms/calendar-date';
import { demoRequestSchema } from '@/lib/forms/demo-request-schema';
import { newsletterSchema } from '@/lib/forms/newsletter-schema';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { siteUrl } from '@/lib/config';
import { privacyNoticeVersion } from '@/content/privacy-notice';
import { configuredDestinations } from './destinations/configured-destinations';
import { requestClient } from './client-address';
import { logRejection, logSubmission, type EndpointKind } from './logger';
import { errorReason, jsonReply, refusal, replyMessages, storeUnavailable } from './replies';
import { jsonBodyOf } from './request-guards';
import { deliverLead } from './outbox/deliver-lead';
import { LEASE_MS } from './outbox/retry-schedule';
import { DESTINATION_TIMEOUT_MS } from './destinations/destination';
import type { Claim, LeadKind, LeadStore } from './store/lead-store';
import { leadStore } from './store/open-lead-store';
import { rateLimited } from './submission-limits';
import { xsrfRejection } from './xsrf';

/**
 * The checks every form endpoint makes before it acts, cheapest first (docs/contracts.md): origin
 * and token, size, JSON, honeypot, the shared schema, then the client's allowance, so only a
 * valid submission is counted against its client's limit. The data, or the answer to give: a
 * filled honeypot gets `honeypotReply` and is dropped.
 */
export async function checkSubmission<T>(
  kind: EndpointKind,
  schema: z.ZodMiniType<T>,
  request: Request,
  honeypotReply: Record<string, unknown>,
): Promise<{ data: T } | Response> {
  const { fromTrustedProxy } = requestClient(request.headers);
  const site = { publicOrigin: siteUrl(), trustForwardedHost: fromTrustedProxy };
  const forged = xsrfRejection(request.headers, site);
  if (forged) return refusal(kind, 403, forged, replyMessages.forbidden);

  const body = await jsonBodyOf(kind, request);
  if (body instanceof Response) return body;

  const trap = (body.value as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
  if (typeof trap === 'string' ? trap.trim() !== '' : trap != null) {
    logRejection(kind, 'honeypot', 200);
    return jsonReply(200, honeypotReply);
  }

  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
    return refusal(kind, 422, 'invalid_fields', replyMessages.invalid, { errors });
  }
  return (await rateLimited(kind, request.headers)) ?? { data: parsed.data };
}

/**
 * The whole contract of one lead endpoint (docs/contracts.md): the checks, then the lead is
 * written to the lead store, then sent to each configured destination under the claim it was
 * stored with.
 */
export function submissionEndpoint<T extends { email: string; attribution?: LeadAttribution }>(
  kind: LeadKind,
  schema: z.ZodMiniType<T>,
  storedMessage: string,
) {
  const stored = { statusCode: 200, message: storedMessage };

  return async function POST(request: Request): Promise<Response> {
    const startedAt = Date.now();
    const checked = await checkSubmission(kind, schema, request, stored);
    if (checked instanceof Response) return checked;

    const { attribution, ...payload } = checked.data;
    const destinations = configuredDestinations();
    const lead = {
      id: randomUUID(),
      kind,
      email: checked.data.email,
      payload,
      attribution,
      createdAt: new Date().toISOString(),
      notice: privacyNoticeVersion,
      destinations: destinations.map((destination) => destination.name),
    };
    // Store first, then send: the lead is on disk before anything else happens to it.
    let store: LeadStore, claims: Claim[];
    try {
      store = await leadStore();
      claims = await store.insert(lead, Date.now() + LEASE_MS);
    } catch (error) {
      const reason = errorReason(error);
      logSubmission(kind, { outcome: 'store_error', reason, status: 503 }, lead.id);
      return storeUnavailable();
    }
    const status = claims.length > 0 ? 'pending' : 'kept';
    logSubmission(kind, { outcome: 'accepted', status }, lead.id);

    // Each destination gets its first attempt now, under the claim the lead was stored with (in
    // the order of its destinations); one still running when the visitor is answered finishes
    // after, and the server waits for it before it exits. The visitor sees the upstream's
    // decision when it made one in time, and a success otherwise (the lead is sent again later);
    // email and webhook are not waited on.
    const deliveries = claims.map((claim, index) => {
      const delivery = { lead, destination: claim.destination, attempts: 0, claim };
      return deliverLead(store, destinations[index]!, delivery, { claimJustTaken: true });
    });
    for (const delivery of deliveries) after(delivery);
    const upstream = deliveries[lead.destinations.indexOf('upstream')];
    const waitMs = Math.max(0, startedAt + DESTINATION_TIMEOUT_MS - Date.now());
    const result =
      upstream && (await Promise.race([upstream, sleep(waitMs, undefined, { ref: false })]));
    return jsonReply(200, result?.reply ?? stored);
  };
}

/** The demo request endpoint, with a day of time-zone slack on the dates the visitor may pick. */
export const requestDemo = submissionEndpoint(
  'demo_request',
  z.extend(demoRequestSchema({ earliestDate: earliestServerDate, latestDate: latestServerDate }), {
    attribution: attributionSchema,
  }),
  replyMessages.demoRequestStored,
);

export const subscribe = submissionEndpoint(
  'newsletter_subscription',
  z.extend(newsletterSchema, { attribution: attributionSchema }),
  replyMessages.subscriptionStored,
);
