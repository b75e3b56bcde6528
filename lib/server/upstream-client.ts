import { z } from 'zod';
import { readJsonBody } from './request-guards';

/** No answer from the upstream within this time is an upstream error (decisions.md). */
export const UPSTREAM_TIMEOUT_MS = 8_000;

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
export const MAX_UPSTREAM_REPLY_BYTES = 64 * 1024;

/**
 * Calls the upstream and returns its JSON reply; a timeout, network error, 5xx, redirect (never
 * followed) or a reply that is not small JSON throws.
 */
export async function callUpstream(
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

/** POST {base}/api/v1.0/web/demo/req with the demo request's JSON. */
export function forwardDemoRequest(base: string, request: object, timeoutMs?: number) {
  return callUpstream(
    `${base}/api/v1.0/web/demo/req`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    },
    timeoutMs,
  );
}

/** GET {base}/api/v1.0/subscriber/add?email=... */
export function forwardSubscription(base: string, email: string, timeoutMs?: number) {
  return callUpstream(
    `${base}/api/v1.0/subscriber/add?email=${encodeURIComponent(email)}`,
    { method: 'GET', headers: { Accept: 'application/json' } },
    timeoutMs,
  );
}
