import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isWellFormedToken, XSRF_COOKIE, XSRF_HEADER, xsrfTokensIn } from '@/lib/http/xsrf-token';

/**
 * The anti-forgery check: the browser echoes the XSRF-TOKEN cookie in an X-XSRF-TOKEN header on
 * every state-changing request (a double-submit token), plus a Sec-Fetch-Site / Origin check.
 */

/** Where the site is reached: its public origin, and whether a proxy's X-Forwarded-Host counts. */
export type SiteOrigin = { publicOrigin: string; trustForwardedHost: boolean };

/**
 * A browser's Sec-Fetch-Site is the truth when sent. Without it, Origin, when sent, must name the
 * public origin, or the host of the Host header (no proxy, or one that passes it through), or
 * the host a trusted proxy forwards: a proxy that rewrites Host (nginx's default
 * `127.0.0.1:3000`) leaves the first or the last.
 */
function isCrossOrigin(headers: Headers, site: SiteOrigin): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite !== 'same-origin';
  const origin = headers.get('origin');
  if (origin === null) return false;
  const url = URL.canParse(origin) ? new URL(origin) : undefined;
  if (url?.origin !== origin) return true;
  if (origin === new URL(site.publicOrigin).origin || url.host === headers.get('host'))
    return false;
  const forwardedHost = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return !(site.trustForwardedHost && forwardedHost === url.host);
}

/**
 * Why a state-changing request must be refused, or undefined when it may proceed. Requests without
 * Origin and Sec-Fetch-Site (curl, server to server) still need a matching token. Any XSRF-TOKEN
 * cookie may match: another application's cookie of the same name may come first.
 */
export function xsrfRejection(headers: Headers, site: SiteOrigin) {
  if (isCrossOrigin(headers, site)) return 'cross_origin';
  const header = headers.get(XSRF_HEADER);
  const cookies = xsrfTokensIn(headers.get('cookie'));
  if (!header || cookies.length === 0) return 'missing_token';
  const matches = (cookie: string) =>
    cookie.length === header.length && timingSafeEqual(Buffer.from(cookie), Buffer.from(header));
  return isWellFormedToken(header) && cookies.some(matches) ? undefined : 'invalid_token';
}

/**
 * GET endpoints.xsrf: issues (or renews) the XSRF-TOKEN cookie, readable by the page's script,
 * sent only to this site, Secure over https; 204, never cached.
 */
export function issueXsrfToken(request: Request): Response {
  const token =
    xsrfTokensIn(request.headers.get('cookie'))[0] ?? randomBytes(32).toString('base64url');
  const protocol =
    request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ??
    new URL(request.url).protocol.slice(0, -1);
  const secure = protocol === 'https' ? '; Secure' : '';
  return new Response(null, {
    status: 204,
    headers: {
      'Cache-Control': 'no-store',
      'Set-Cookie': `${XSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure}`,
    },
  });
}
