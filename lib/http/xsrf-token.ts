/**
 * The anti-forgery token as both sides see it: the XSRF-TOKEN cookie, echoed in the
 * X-XSRF-TOKEN header. Shared by the browser module and the server check.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** What the token endpoint issues: 32 random bytes, base64url. */
export const isWellFormedToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * Every well-formed XSRF-TOKEN in a Cookie header or `document.cookie`, in the order sent.
 * Another application on the same domain (Laravel, Angular) may set its own cookie of that name,
 * and a browser sends both; values are compared as sent, so a malformed one is skipped, never
 * decoded into an error.
 */
export function xsrfTokensIn(cookies: string | null | undefined): string[] {
  return (cookies ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .flatMap(([name, value, ...rest]) =>
      name === XSRF_COOKIE && value && rest.length === 0 && isWellFormedToken(value) ? [value] : [],
    );
}
