import { z } from 'zod';
import type { LeadAttribution } from '@/lib/forms/attribution-schema';
import { readJsonBody } from '../request-guards';
import type { SubmittedLead } from '../store/lead-store';
import { endpoints } from '@/lib/http/endpoints';
import { DESTINATION_TIMEOUT_MS, isNoDecisionStatus, type LeadDestination } from './destination';

/** Why an attempt did not reach the upstream's decision: the lead is tried again. */
export type UpstreamFailure = 'timeout' | 'network' | 'redirect' | 'bad_reply' | `http_${number}`;

const replySchema = z.looseObject({ statusCode: z.number(), message: z.string().optional() });
export type UpstreamReply = z.infer<typeof replySchema>;

/**
 * What an answer means (docs/contracts.md): the upstream took the lead, refused it for good, or
 * gave no decision, in which case the lead waits and is sent again, not before `retryAfterMs`
 * when the upstream said so. A refusal is never taken for a delivery.
 */
export type UpstreamAnswer =
  | { outcome: 'accepted'; reply: UpstreamReply }
  | { outcome: 'refused'; status: number; reply: UpstreamReply }
  | { outcome: 'unavailable'; reason: UpstreamFailure; retryAfterMs?: number };

/** Largest reply read from the upstream: its JSON is a status and a sentence. */
const MAX_UPSTREAM_REPLY_BYTES = 64 * 1024;

/** Retry-After as a wait in ms: delay-seconds or an HTTP date; undefined when absent or bad. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Calls the upstream and reads what its answer means. Never throws: a timeout, a network error,
 * a redirect (never followed) or a reply that is not the small JSON is an answer with no decision.
 */
async function callUpstream(
  url: string,
  init: RequestInit = {},
  timeoutMs = DESTINATION_TIMEOUT_MS,
): Promise<UpstreamAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal, cache: 'no-store', redirect: 'manual' });
  } catch {
    return { outcome: 'unavailable', reason: signal.aborted ? 'timeout' : 'network' };
  }
  const { status } = response;
  if (isNoDecisionStatus(status)) {
    await response.body?.cancel().catch(() => {});
    const wait = retryAfterMs(response.headers.get('retry-after'));
    return {
      outcome: 'unavailable',
      reason: status < 400 ? 'redirect' : `http_${status}`,
      ...(wait === undefined ? {} : { retryAfterMs: wait }),
    };
  }
  const body = await readJsonBody(response, MAX_UPSTREAM_REPLY_BYTES);
  if (!body.ok && body.reason === 'aborted') {
    return { outcome: 'unavailable', reason: signal.aborted ? 'timeout' : 'network' };
  }
  const reply = body.ok ? replySchema.safeParse(body.value) : undefined;
  if (!reply?.success || status < 200) return { outcome: 'unavailable', reason: 'bad_reply' };
  if (status < 300 && reply.data.statusCode === 200) {
    return { outcome: 'accepted', reply: reply.data };
  }
  return { outcome: 'refused', status, reply: reply.data };
}

/** The attribution as query parameters: `attribution.first.utm_source=google`, ... */
function attributionQuery(attribution: LeadAttribution | undefined): [string, string][] {
  if (!attribution) return [];
  const { formPath, ...touches } = attribution;
  const entries = Object.entries(touches).flatMap(([touch, fields]) =>
    Object.entries(fields ?? {}).flatMap(([field, value]): [string, string][] =>
      value === undefined ? [] : [[`attribution.${touch}.${field}`, value]],
    ),
  );
  return formPath ? [...entries, ['attribution.formPath', formPath]] : entries;
}

/**
 * Forwards a stored lead as the upstream takes it: a demo request as its JSON with
 * the attribution in it, a subscription as GET ?email= with the attribution as parameters. Every
 * attempt for one lead carries its id as the Idempotency-Key, so a repeat is recognisable.
 */
export function forwardLead(
  apiBase: string,
  lead: Pick<SubmittedLead, 'id' | 'kind' | 'payload' | 'attribution'>,
  timeoutMs?: number,
): Promise<UpstreamAnswer> {
  const headers = { Accept: 'application/json', 'Idempotency-Key': lead.id };
  if (lead.kind === 'demo_request') {
    const body = lead.attribution
      ? { ...lead.payload, attribution: lead.attribution }
      : lead.payload;
    return callUpstream(
      `${apiBase}${endpoints.demoRequest}`,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
      timeoutMs,
    );
  }
  const query = new URLSearchParams([
    ['email', String(lead.payload.email)],
    ...attributionQuery(lead.attribution),
  ]);
  return callUpstream(
    `${apiBase}${endpoints.subscribe}?${query}`,
    { method: 'GET', headers },
    timeoutMs,
  );
}

/** The upstream API as a destination of every lead (UPSTREAM_API_BASE). */
export function upstreamDestination(apiBase: string): LeadDestination {
  return {
    name: 'upstream',
    // The upstream's contract has no erase call: sales is told by email to delete by hand, and
    // the site never queues an erasure's notice to the upstream.
    send: async (item) =>
      item.kind === 'erasure'
        ? { outcome: 'refused', status: 501, reply: { message: 'the upstream has no erase call' } }
        : forwardLead(apiBase, item),
  };
}
