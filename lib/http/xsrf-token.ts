/**
 * The anti-forgery token as both sides see it: the XSRF-TOKEN cookie, echoed in the
 * X-XSRF-TOKEN header. Shared by the browser module and the server check.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** What the token endpoint issues: 32 random bytes, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isWellFormedToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/**
 * Every well-formed XSRF-TOKEN in a Cookie header or `document.cookie`, in the order sent.
 * Another application on the same domain (Laravel, Angular) may set its own cookie of that name,
 * and a browser sends both; values are compared as sent, so a malformed one is skipped, never
 * decoded into an error.
 */
export function xsrfTokensIn(cookies: string | null | undefined): string[] {
  if (!cookies) return [];
  const tokens: string[] = [];
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== XSRF_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    if (isWellFormedToken(value)) tokens.push(value);
  }
  return tokens;
}
