import { z } from 'zod';
import type { LeadAttribution } from '@/lib/forms/attribution-schema';
import { readJsonBody } from './request-guards';
import type { Lead } from './store/lead-store';

/** No answer from the upstream within this time is an upstream error (decisions.md). */
const UPSTREAM_TIMEOUT_MS = 8_000;

export type UpstreamFailure = 'timeout' | 'network' | 'http_5xx' | 'bad_reply';

export class UpstreamError extends Error {
  constructor(readonly reason: UpstreamFailure) {
    super(`upstream ${reason}`);
    this.name = 'UpstreamError';
  }
}

const replySchema = z.looseObject({ statusCode: z.number(), message: z.string().optional() });
export type UpstreamReply = z.infer<typeof replySchema>;

/** Largest reply read from the upstream: its JSON is a status and a sentence. */
const MAX_UPSTREAM_REPLY_BYTES = 64 * 1024;

/**
 * Calls the upstream and returns its JSON reply; a timeout, network error, 5xx, redirect (never
 * followed) or a reply that is not small JSON throws.
 */
async function callUpstream(
  url: string,
  init: RequestInit = {},
  timeoutMs = UPSTREAM_TIMEOUT_MS,
): Promise<UpstreamReply> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal, cache: 'no-store', redirect: 'manual' });
  } catch {
    throw new UpstreamError(signal.aborted ? 'timeout' : 'network');
  }
  const redirected = response.status >= 300 && response.status < 400;
  if (redirected || response.status >= 500) {
    await response.body?.cancel().catch(() => {});
    throw new UpstreamError(redirected ? 'bad_reply' : 'http_5xx');
  }
  const body = await readJsonBody(response, MAX_UPSTREAM_REPLY_BYTES);
  if (!body.ok && body.reason === 'aborted') {
    throw new UpstreamError(signal.aborted ? 'timeout' : 'network');
  }
  const reply = body.ok ? replySchema.safeParse(body.value) : undefined;
  if (!reply?.success) throw new UpstreamError('bad_reply');
  return reply.data;
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
 * Forwards a stored lead as the upstream takes it (decisions.md): a demo request as its JSON with
 * the attribution in it, a subscription as GET ?email= with the attribution as parameters. Every
 * attempt for one lead carries its id as the Idempotency-Key, so a repeat is recognisable.
 */
export function forwardLead(
  base: string,
  lead: Pick<Lead, 'id' | 'kind' | 'payload' | 'attribution'>,
  timeoutMs?: number,
): Promise<UpstreamReply> {
  const headers = { Accept: 'application/json', 'Idempotency-Key': lead.id };
  if (lead.kind === 'demo_request') {
    const body = lead.attribution
      ? { ...lead.payload, attribution: lead.attribution }
      : lead.payload;
    return callUpstream(
      `${base}/api/v1.0/web/demo/req`,
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
    `${base}/api/v1.0/subscriber/add?${query}`,
    { method: 'GET', headers },
    timeoutMs,
  );
}
