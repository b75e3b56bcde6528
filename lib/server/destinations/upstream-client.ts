import { z } from 'zod';
import type { LeadAttribution } from '@/lib/forms/attribution-schema';
import { readJsonBody } from '../request-guards';
import type { SubmittedLead } from '../store/lead-store';
import { endpoints } from '@/lib/http/endpoints';
import { DESTINATION_TIMEOUT_MS, request } from './destination';
import type { DestinationAnswer, LeadDestination } from './destination';

const replySchema = z.looseObject({ statusCode: z.number(), message: z.string().optional() });
export type UpstreamReply = z.infer<typeof replySchema>;

/** Largest reply read from the upstream: its JSON is a status and a sentence. */
const MAX_UPSTREAM_REPLY_BYTES = 64 * 1024;

/** A subscription as the upstream takes it: `?email=` and `attribution.first.utm_source=`, ... */
function subscriptionQuery(email: unknown, attribution?: LeadAttribution): URLSearchParams {
  const { formPath, ...touches } = attribution ?? {};
  const entries = Object.entries(touches).flatMap(([touch, fields]) =>
    Object.entries(fields ?? {}).flatMap(([field, value]): [string, string][] =>
      value === undefined ? [] : [[`attribution.${touch}.${field}`, value]],
    ),
  );
  const form: [string, string][] = formPath ? [['attribution.formPath', formPath]] : [];
  return new URLSearchParams([['email', String(email)], ...entries, ...form]);
}

/**
 * Forwards a stored lead as the upstream takes it (a demo request as its JSON with the
 * attribution in it, a subscription as GET ?email= with the attribution as parameters) and reads
 * what its answer means (docs/contracts.md): it took the lead, refused it for good, or gave no
 * decision, in which case the lead waits and is sent again, not before `retryAfterMs` when the
 * upstream said so. A refusal is never taken for a delivery. Every attempt for one lead carries
 * its id as the Idempotency-Key, so a repeat is recognisable. Never throws: a reply that is not
 * the small JSON is no decision either.
 */
export async function forwardLead(
  apiBase: string,
  lead: Pick<SubmittedLead, 'id' | 'kind' | 'payload' | 'attribution'>,
  timeoutMs = DESTINATION_TIMEOUT_MS,
): Promise<DestinationAnswer> {
  const { payload, attribution } = lead;
  const headers = { Accept: 'application/json', 'Idempotency-Key': lead.id };
  const signal = AbortSignal.timeout(timeoutMs);
  const response = await (lead.kind === 'demo_request'
    ? request(`${apiBase}${endpoints.demoRequest}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(attribution ? { ...payload, attribution } : payload),
        signal,
      })
    : request(`${apiBase}${endpoints.subscribe}?${subscriptionQuery(payload.email, attribution)}`, {
        headers,
        signal,
      }));
  if (!(response instanceof Response)) return response;
  const body = await readJsonBody(response, MAX_UPSTREAM_REPLY_BYTES);
  if (!body.ok && body.reason === 'aborted') {
    return { outcome: 'unavailable', reason: signal.aborted ? 'timeout' : 'network' };
  }
  const reply = body.ok ? replySchema.safeParse(body.value) : undefined;
  if (!reply?.success) return { outcome: 'unavailable', reason: 'bad_reply' };
  if (response.status < 300 && reply.data.statusCode === 200) {
    return { outcome: 'accepted', reply: reply.data };
  }
  return { outcome: 'refused', status: response.status, reply: reply.data };
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
