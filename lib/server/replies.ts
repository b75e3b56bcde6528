import { logRejection, type EndpointKind } from './logger';

/** The endpoints' JSON answers (API text, not page copy): `{ statusCode, message, errors? }`. */
export const replyMessages = {
  badJson: 'The request body is not valid JSON.',
  aborted: 'The request body did not arrive in full.',
  forbidden: 'This request was refused: reload the page and try again.',
  tooLarge: 'The request body is larger than 16 KiB.',
  methodNotAllowed: 'Method not allowed.',
  tooManyRequests: 'Too many submissions; please wait a minute and try again.',
  tooManyRenders: 'Too many quotes from this address; please try again after Retry-After.',
  rendersBusy: 'Too many quotes are being made right now; please try again in a few seconds.',
  invalid: 'Some fields are invalid.',
  unsupportedMediaType: 'Reports are sent as application/reports+json or application/csp-report.',
  notAReport: 'The request body is not a CSP violation report.',
  storeUnavailable: 'Your request could not be saved right now. Please try again later.',
  demoRequestStored: 'Demo request received',
  subscriptionStored: 'Thanks for subscribing to our newsletter!',
  erasureLinkSent:
    'If we hold details for this address, we have sent it a link. Open it within 24 hours to confirm.',
  erasureRecorded:
    'Your request is recorded. Our grievance officer will confirm it with you and act on it.',
  erasureLinkInvalid: 'This link was already used, has expired, or is not one of ours.',
  erased: 'Your details are erased.',
  withdrawn: 'Your choice is withdrawn.',
} as const;

/** A JSON answer that no cache keeps. */
export const jsonReply = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** The answer when the store cannot write: the form shows its transport-error state. */
export const storeUnavailable = () =>
  jsonReply(503, { statusCode: 503, message: replyMessages.storeUnavailable });

/** What the log says of an error that stopped a request. */
export const errorReason = (error: unknown) =>
  error instanceof Error ? error.message : 'unexpected';

/** A request refused before it did anything: logged once a minute per kind, answered in JSON. */
export function refusal(
  kind: EndpointKind,
  status: number,
  reason: string,
  message: string,
  { errors, headers }: { errors?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  logRejection(kind, reason, status);
  return jsonReply(status, { statusCode: status, message, ...(errors ? { errors } : {}) }, headers);
}

type RouteHandler = (request: Request) => Response | Promise<Response>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A route's exports: its handlers, and a JSON 405 naming them for every other method (Next's own
 * 405 has no body). Next answers HEAD from GET, so a GET route allows it too.
 */
export function endpointMethods(handlers: Partial<Record<Method, RouteHandler>>) {
  const allow = [...Object.keys(handlers), ...(handlers.GET ? ['HEAD'] : [])].join(', ');
  const refuse = () =>
    jsonReply(405, { statusCode: 405, message: replyMessages.methodNotAllowed }, { Allow: allow });
  const refusals = { GET: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse };
  return { ...refusals, ...handlers } as Record<Method, RouteHandler>;
}
