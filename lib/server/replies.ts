/** The endpoints' JSON answers (API text, not page copy): `{ statusCode, message, errors? }`. */
export type EndpointReply = {
  statusCode: number;
  message?: string;
  errors?: Record<string, string>;
};

export const replyMessages = {
  badJson: 'The request body is not valid JSON.',
  aborted: 'The request body did not arrive in full.',
  forbidden: 'This request was refused: reload the page and try again.',
  tooLarge: 'The request body is larger than 16 KiB.',
  methodNotAllowed: 'Method not allowed.',
  tooManyRequests: 'Too many submissions; please wait a minute and try again.',
  invalid: 'Some fields are invalid.',
  unsupportedMediaType: 'Reports are sent as application/reports+json or application/csp-report.',
  notAReport: 'The request body is not a CSP violation report.',
  upstream: 'The service is not reachable right now. Please try again later.',
  storeUnavailable: 'Your request could not be saved right now. Please try again later.',
  demoRequestStored: 'Demo request received',
  subscriptionStored: 'Thanks for subscribing to our newsletter!',
  erasureLinkSent:
    'If we hold details for this address, we have sent it a link. Open it within 24 hours to confirm.',
  erasureRecorded:
    'Your request is recorded. Our grievance officer will confirm it with you and erase your details.',
  erasureLinkUnavailable: 'We could not send the email right now. Please try again later.',
  erasureLinkInvalid: 'This link was already used, has expired, or is not one of ours.',
  erased: 'Your details are erased.',
} as const;

/** A JSON answer that no cache keeps. */
export function jsonReply(
  status: number,
  body: EndpointReply | Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** The 405 answer for methods an endpoint does not take. */
function methodNotAllowed(allow: string) {
  return () =>
    jsonReply(405, { statusCode: 405, message: replyMessages.methodNotAllowed }, { Allow: allow });
}

type RouteHandler = (request: Request) => Response | Promise<Response>;
const routeMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * A route's exports: its handlers, and a JSON 405 naming them for every other method (Next's own
 * 405 has no body). Next answers HEAD from GET, so a GET route allows it too.
 */
export function endpointMethods(
  handlers: Partial<Record<(typeof routeMethods)[number], RouteHandler>>,
): Record<(typeof routeMethods)[number], RouteHandler> {
  const taken = Object.keys(handlers);
  const refuse = methodNotAllowed([...taken, ...(handlers.GET ? ['HEAD'] : [])].join(', '));
  return Object.fromEntries(
    routeMethods.map((method) => [method, handlers[method] ?? refuse]),
  ) as Record<(typeof routeMethods)[number], RouteHandler>;
}
