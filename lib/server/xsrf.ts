import { randomBytes, timingSafeEqual } from 'node:crypto';

/** Server side of spec §7: a double-submit token plus an Origin / Sec-Fetch-Site check. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type XsrfRejection = 'missing_token' | 'invalid_token' | 'cross_origin';

export function newXsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isWellFormedToken(value: string | undefined): value is string {
  return value !== undefined && TOKEN_PATTERN.test(value);
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The host the request was sent to, as the browser saw it. */
function requestHost(headers: Headers): string | undefined {
  return (headers.get('x-forwarded-host') ?? headers.get('host'))?.split(',')[0]?.trim();
}

function isCrossOrigin(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  try {
    return new URL(origin).host !== requestHost(headers);
  } catch {
    return true;
  }
}

/**
 * Why a state-changing request must be refused, or undefined when it may proceed. Requests without
 * Origin and Sec-Fetch-Site (curl, server to server) still need a matching token.
 */
export function xsrfRejection(headers: Headers): XsrfRejection | undefined {
  if (isCrossOrigin(headers)) return 'cross_origin';
  const cookie = readCookie(headers.get('cookie'), XSRF_COOKIE);
  const header = headers.get(XSRF_HEADER);
  if (!cookie || !header) return 'missing_token';
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  if (!isWellFormedToken(cookie) || a.length !== b.length || !timingSafeEqual(a, b)) {
    return 'invalid_token';
  }
  return undefined;
}

/** The Set-Cookie value: readable by the page's script, sent only to this site. */
export function xsrfCookie(token: string, secure: boolean): string {
  return `${XSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The token the browser already holds, when well formed. */
export function existingXsrfToken(headers: Headers): string | undefined {
  const token = readCookie(headers.get('cookie'), XSRF_COOKIE);
  return isWellFormedToken(token) ? token : undefined;
}

export function isHttps(url: string, headers: Headers): boolean {
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded ?? new URL(url).protocol.replace(':', '')) === 'https';
}
