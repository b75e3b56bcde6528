import { existingXsrfToken, isHttps, newXsrfToken, xsrfCookie } from './xsrf';

/** The token endpoint: issues (or renews) the XSRF-TOKEN cookie; 204, never cached. */
export function issueXsrfToken(request: Request): Response {
  const token = existingXsrfToken(request.headers) ?? newXsrfToken();
  return new Response(null, {
    status: 204,
    headers: {
      'Cache-Control': 'no-store',
      'Set-Cookie': xsrfCookie(token, isHttps(request.url, request.headers)),
    },
  });
}
