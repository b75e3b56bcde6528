import type { z } from 'zod';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { rateLimitPerMinute, upstreamApiBase } from '@/lib/config';
import { saveLead } from './lead-store';
import { logSubmission, type SubmissionEvent } from './logger';
import { clientKey, createRateLimiter } from './rate-limiter';
import { jsonReply, replyMessages } from './replies';
import { isHoneypotFilled, readJsonBody } from './request-guards';
import { UpstreamError, type UpstreamReply } from './upstream-client';
import { xsrfRejection } from './xsrf';

export type SubmissionEndpoint<T extends { email: string }> = {
  event: SubmissionEvent;
  /** A factory, so rules that depend on the date are evaluated per request. */
  schema: () => z.ZodType<T>;
  forward: (base: string, data: T) => Promise<UpstreamReply>;
  storedMessage: string;
};

/** The first message per field, keyed by the field's path. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The whole contract of decisions.md for one endpoint: origin and token, rate limit, size, JSON,
 * honeypot, shared schema, then the upstream (or the embedded store when none is configured).
 */
export function submissionEndpoint<T extends { email: string }>(endpoint: SubmissionEndpoint<T>) {
  const takeRate = createRateLimiter({ limit: rateLimitPerMinute });
  const { event } = endpoint;

  function reject(status: number, reason: string, message: string, extra = {}, headers = {}) {
    logSubmission(event, { outcome: 'rejected', reason, status });
    return jsonReply(status, { statusCode: status, message, ...extra }, headers);
  }

  return async function POST(request: Request): Promise<Response> {
    const refused = xsrfRejection(request.headers);
    if (refused) return reject(403, refused, replyMessages.forbidden);

    const rate = takeRate(clientKey(request.headers));
    if (!rate.allowed) {
      return reject(
        429,
        'rate_limited',
        replyMessages.tooManyRequests,
        {},
        { 'Retry-After': String(rate.retryAfterSeconds) },
      );
    }

    const body = await readJsonBody(request);
    if (!body.ok) {
      return body.reason === 'too_large'
        ? reject(413, 'too_large', replyMessages.tooLarge)
        : reject(400, 'bad_json', replyMessages.badJson);
    }

    if (isHoneypotFilled(body.value, HONEYPOT_FIELD)) {
      logSubmission(event, { outcome: 'accepted', destination: 'honeypot' });
      return jsonReply(200, { statusCode: 200, message: endpoint.storedMessage });
    }

    const parsed = endpoint.schema().safeParse(body.value);
    if (!parsed.success) {
      return reject(422, 'invalid_fields', replyMessages.invalid, {
        errors: fieldErrors(parsed.error),
      });
    }
    const data = parsed.data;

    const base = upstreamApiBase();
    if (!base) {
      saveLead(event, data.email, data);
      logSubmission(event, { outcome: 'accepted', destination: 'embedded_store' }, data.email);
      return jsonReply(200, { statusCode: 200, message: endpoint.storedMessage });
    }

    try {
      const reply = await endpoint.forward(base, data);
      logSubmission(event, { outcome: 'accepted', destination: 'upstream' }, data.email);
      return jsonReply(200, reply);
    } catch (error) {
      const reason = error instanceof UpstreamError ? error.reason : 'unexpected';
      logSubmission(event, { outcome: 'upstream_error', reason, status: 502 }, data.email);
      return jsonReply(502, { statusCode: 502, message: replyMessages.upstream });
    }
  };
}
