import { reportSchemaFor } from './csp-report-schema';
import { logCspViolation, logRejection } from './logger';
import { jsonReply, replyMessages } from './replies';
import { readJsonBody } from './request-guards';
import { spendSubmissionAllowance } from './submission-limits';

const accepted = () =>
  new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

function reject(status: number, reason: string, message: string, headers = {}) {
  logRejection('csp-report', reason, status);
  return jsonReply(status, { statusCode: status, message }, headers);
}

/**
 * The endpoint of `report-uri` and `report-to` (docs/contracts.md, "CSP reports"): the checks
 * that cost nothing (media type, size, JSON, schema), then the client's allowance, then one log
 * line per directive and blocked URL a minute. There is no token or Origin check: browsers send
 * reports without cookies or custom headers, from any page of the site and from none (a report
 * may outlive its page), so there is nothing a forger would lack. 204 for every body read.
 */
async function receiveReports(request: Request): Promise<Response> {
  const schema = reportSchemaFor(request.headers.get('content-type'));
  if (!schema) return reject(415, 'bad_content_type', replyMessages.unsupportedMediaType);

  const body = await readJsonBody(request);
  if (!body.ok) {
    if (body.reason === 'too_large') return reject(413, 'too_large', replyMessages.tooLarge);
    if (body.reason === 'aborted') return reject(400, 'aborted', replyMessages.aborted);
    return reject(400, 'bad_json', replyMessages.badJson);
  }
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return reject(400, 'not_a_report', replyMessages.notAReport);

  const refusal = await spendSubmissionAllowance('csp-report', request.headers);
  if (refusal) {
    return reject(429, 'rate_limited', replyMessages.tooManyRequests, {
      'Retry-After': String(refusal.retryAfterSeconds),
    });
  }
  for (const violation of parsed.data) logCspViolation(violation);
  return accepted();
}

/** receiveReports, never a 500: whatever throws is logged, and the report taken as read. */
export async function receiveCspReports(request: Request): Promise<Response> {
  try {
    return await receiveReports(request);
  } catch (error) {
    logRejection('csp-report', `unexpected_${error instanceof Error ? error.name : 'throw'}`, 204);
    return accepted();
  }
}
