import { z } from 'zod';

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

/** Calls the upstream and returns its JSON reply; a timeout, network error or 5xx throws. */
export async function callUpstream(
  url: string,
  init: RequestInit = {},
  timeoutMs = UPSTREAM_TIMEOUT_MS,
): Promise<UpstreamReply> {
  const signal = AbortSignal.timeout(timeoutMs);
  let body: unknown;
  try {
    const response = await fetch(url, { ...init, signal, cache: 'no-store' });
    if (response.status >= 500) throw new UpstreamError('http_5xx');
    body = await response.json();
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (signal.aborted) throw new UpstreamError('timeout');
    if (error instanceof SyntaxError) throw new UpstreamError('bad_reply');
    throw new UpstreamError('network');
  }
  const reply = replySchema.safeParse(body);
  if (!reply.success) throw new UpstreamError('bad_reply');
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
