import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isWellFormedToken, XSRF_COOKIE, XSRF_HEADER, xsrfTokensIn } from '@/lib/http/xsrf-token';

/**
 * The anti-forgery check: the browser echoes the XSRF-TOKEN cookie in an X-XSRF-TOKEN header on
 * every state-changing request (a double-submit token), plus a Sec-Fetch-Site / Origin check.
 */
export type XsrfRejection = 'missing_token' | 'invalid_token' | 'cross_origin';

/** Where the site is reached: its public origin, and whether a proxy's X-Forwarded-Host counts. */
export type SiteOrigin = { publicOrigin: string; trustForwardedHost: boolean };

export function newXsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/** An Origin header as a URL; undefined for `null` and anything that is not an origin. */
function parseOrigin(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.origin === value ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A same-origin request names in Origin the public origin, or the host of the Host header (no
 * proxy, or one that passes it through), or the host a trusted proxy forwards. A proxy that
 * rewrites Host (nginx's default `127.0.0.1:3000`) leaves the first or the last.
 */
function isSameOrigin(value: string, headers: Headers, site: SiteOrigin): boolean {
  const origin = parseOrigin(value);
  if (!origin) return false;
  if (origin.origin === new URL(site.publicOrigin).origin) return true;
  if (origin.host === headers.get('host')) return true;
  const forwardedHost = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return site.trustForwardedHost && origin.host === forwardedHost;
}

/** A browser's Sec-Fetch-Site is the truth when sent; without it, Origin is compared. */
function isCrossOrigin(headers: Headers, site: SiteOrigin): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite !== 'same-origin';
  const origin = headers.get('origin');
  return origin !== null && !isSameOrigin(origin, headers, site);
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Why a state-changing request must be refused, or undefined when it may proceed. Requests without
 * Origin and Sec-Fetch-Site (curl, server to server) still need a matching token. Any XSRF-TOKEN
 * cookie may match: another application's cookie of the same name may come first.
 */
export function xsrfRejection(headers: Headers, site: SiteOrigin): XsrfRejection | undefined {
  if (isCrossOrigin(headers, site)) return 'cross_origin';
  const header = headers.get(XSRF_HEADER);
  const cookies = xsrfTokensIn(headers.get('cookie'));
  if (!header || cookies.length === 0) return 'missing_token';
  if (!isWellFormedToken(header) || !cookies.some((cookie) => sameToken(cookie, header))) {
    return 'invalid_token';
  }
  return undefined;
}

/** The Set-Cookie value: readable by the page's script, sent only to this site. */
export function xsrfCookie(token: string, secure: boolean): string {
  return `${XSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The token the browser already holds, when one of its XSRF-TOKEN cookies is well formed. */
export function existingXsrfToken(headers: Headers): string | undefined {
  return xsrfTokensIn(headers.get('cookie'))[0];
}

export function isHttps(url: string, headers: Headers): boolean {
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded ?? new URL(url).protocol.replace(':', '')) === 'https';
}
