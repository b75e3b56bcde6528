import { endpoints } from './endpoints';
import { XSRF_HEADER, xsrfTokensIn } from './xsrf-token';

/**
 * The browser side of the anti-forgery check: every POST to the site's endpoints carries
 * X-XSRF-TOKEN, the value of the XSRF-TOKEN cookie, which is fetched once from the token
 * endpoint when absent. Every form sends through this one module.
 */
let pendingToken: Promise<unknown> | undefined;

/** Ours is the first well-formed one: another application on the domain may set its own. */
const cookieToken = () => xsrfTokensIn(document.cookie)[0];

/** POSTs JSON to one of the site's endpoints and reads the JSON answer. */
export async function postJson<T>(
  path: string,
  body: unknown,
): Promise<{ status: number; data: T }> {
  if (!cookieToken()) {
    pendingToken ??= fetch(endpoints.xsrf, { cache: 'no-store' }).finally(
      () => (pendingToken = undefined),
    );
    await pendingToken;
  }
  const token = cookieToken();
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token ? { [XSRF_HEADER]: token } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as T };
}
