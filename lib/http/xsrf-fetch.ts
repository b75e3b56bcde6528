import { endpoints } from './endpoints';
import { XSRF_HEADER, xsrfTokensIn } from './xsrf-token';

/**
 * The browser side of the anti-forgery check: every non-GET/HEAD same-origin request carries X-XSRF-TOKEN, the
 * value of the XSRF-TOKEN cookie, which is fetched once from the token endpoint when absent.
 * Both forms send through this one module.
 */

let pendingToken: Promise<string | undefined> | undefined;

/** Ours is the first well-formed one: another application on the domain may set its own. */
function cookieToken(): string | undefined {
  return xsrfTokensIn(document.cookie)[0];
}

async function xsrfToken(): Promise<string | undefined> {
  const existing = cookieToken();
  if (existing) return existing;
  pendingToken ??= fetch(endpoints.xsrf, { credentials: 'same-origin', cache: 'no-store' })
    .then(() => cookieToken())
    .finally(() => {
      pendingToken = undefined;
    });
  return pendingToken;
}

function isSameOrigin(input: RequestInfo | URL): boolean {
  const url = new URL(
    input instanceof Request ? input.url : input.toString(),
    window.location.href,
  );
  return url.origin === window.location.origin;
}

/** fetch, plus the anti-forgery header on same-origin requests that change something. */
async function xsrfFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (method === 'GET' || method === 'HEAD' || !isSameOrigin(input)) return fetch(input, init);
  const headers = new Headers(init.headers);
  const token = await xsrfToken();
  if (token) headers.set(XSRF_HEADER, token);
  return fetch(input, { ...init, headers, credentials: 'same-origin' });
}

/** POSTs JSON to one of the site's endpoints and reads the JSON answer. */
export async function postJson<T>(
  path: string,
  body: unknown,
): Promise<{ status: number; data: T }> {
  const response = await xsrfFetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as T };
}
