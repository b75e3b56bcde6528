import type * as z from 'zod/mini';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { siteUrl, trustedProxyHops, upstreamApiBase } from '@/lib/config';
import { saveLead } from './lead-store';
import { logRejection, logSubmission, type SubmissionEvent } from './logger';
import { jsonReply, replyMessages } from './replies';
import { isHoneypotFilled, readJsonBody } from './request-guards';
import { submissionRateLimit } from './submission-limits';
import { UpstreamError, type UpstreamReply } from './upstream-client';
import { xsrfRejection } from './xsrf';

export type SubmissionEndpoint<T extends { email: string }> = {
  event: SubmissionEvent;
  schema: z.ZodMiniType<T>;
  forward: (base: string, data: T) => Promise<UpstreamReply>;
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
 * honeypot, shared schema, then the upstream (or the embedded store when none is configured).
 */
export function submissionEndpoint<T extends { email: string }>(endpoint: SubmissionEndpoint<T>) {
  const rateRefusal = submissionRateLimit();
  const { event } = endpoint;

  function reject(status: number, reason: string, message: string, extra = {}, headers = {}) {
    logRejection(event, reason, status);
    return jsonReply(status, { statusCode: status, message, ...extra }, headers);
  }

  return async function POST(request: Request): Promise<Response> {
    const site = { publicOrigin: siteUrl(), trustForwardedHost: trustedProxyHops() > 0 };
    const refused = xsrfRejection(request.headers, site);
    if (refused) return reject(403, refused, replyMessages.forbidden);

    const rate = rateRefusal(request.headers);
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
    const data = parsed.data;

    const base = upstreamApiBase();
    if (!base) {
      try {
        saveLead(event, data.email, data);
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'unexpected';
        logSubmission(event, { outcome: 'store_error', reason, status: 503 }, data.email);
        return jsonReply(503, { statusCode: 503, message: replyMessages.storeUnavailable });
      }
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
