import { randomBytes } from 'node:crypto';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';

export type RawResponse = { status: number; headers: Record<string, unknown>; body: string };

export type RawRequest = {
  method?: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
  /** The source address of the connection: any of 127.0.0.0/8 reaches a server on 127.0.0.1. */
  localAddress?: string;
};

/**
 * One HTTP request with nothing filled in for the test: any Host, any method, any source address,
 * which browsers and Playwright's request context do not allow.
 */
export function rawRequest(
  url: string,
  { method = 'POST', headers = {}, body, localAddress }: RawRequest = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A fresh XSRF token, as the token endpoint would set. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Headers of a same-origin JSON POST made by the site's own script: cookie and header token. */
export function tokenHeaders(token = newToken()): OutgoingHttpHeaders {
  return {
    'content-type': 'application/json',
    cookie: `XSRF-TOKEN=${token}`,
    'x-xsrf-token': token,
  };
}
