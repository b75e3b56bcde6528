import type { APIRequestContext } from '@playwright/test';
import { newToken } from '@/testing/raw-request';

export type PostOptions = {
  token?: string | null;
  header?: string;
  headers?: Record<string, string>;
};

/** POSTs raw text the way the site's own page would: same origin, cookie and header tokens. */
export function post(
  request: APIRequestContext,
  path: string,
  body: unknown,
  { token: cookieToken = newToken(), header, headers = {} }: PostOptions = {},
) {
  const tokenHeaders: Record<string, string> =
    cookieToken === null
      ? {}
      : { cookie: `XSRF-TOKEN=${cookieToken}`, 'x-xsrf-token': header ?? cookieToken };
  return request.post(path, {
    headers: { 'content-type': 'application/json', ...tokenHeaders, ...headers },
    data: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    maxRedirects: 0,
  });
}
