import type { OutgoingHttpHeaders } from 'node:http';
import { expect, test } from './support/test';
import { rawRequest, tokenHeaders } from './support/raw-request';
import { startSiteServer, type SiteServer } from './support/site-server';
import { uniqueMarker, upstreamOrigin } from './support/upstream';

const SUBSCRIBE = '/api/v1.0/subscriber/add';
const DEMO = '/api/v1.0/web/demo/req';

/** The status of one subscription from `localAddress`, with extra headers. */
async function subscribe(
  server: SiteServer,
  { from = '127.0.0.1', headers = {} }: { from?: string; headers?: OutgoingHttpHeaders } = {},
  path = SUBSCRIBE,
): Promise<number> {
  const response = await rawRequest(`${server.url}${path}`, {
    headers: { ...tokenHeaders(), ...headers },
    body: JSON.stringify({ email: `${uniqueMarker('client')}@example.in` }),
    localAddress: from,
  });
  return response.status;
}

async function statuses(count: number, send: (i: number) => Promise<number>) {
  const all: number[] = [];
  for (let i = 0; i < count; i += 1) all.push(await send(i));
  return all;
}

test.describe('rate-limit keys', () => {
  test('with no trusted proxy, forged X-Forwarded-For entries get no fresh bucket', async () => {
    const server = await startSiteServer({
      RATE_LIMIT_PER_MINUTE: '2',
      INSTANCE_SUBMISSIONS_PER_MINUTE: '5',
      TRUSTED_PROXY_HOPS: undefined,
      UPSTREAM_API_BASE: upstreamOrigin,
    });
    try {
      const forged = await statuses(8, (i) =>
        subscribe(server, {
          headers: {
            'x-forwarded-for': `198.51.100.${i}`,
            'x-real-ip': `198.51.100.${i}`,
            'x-socket-remote-address': `198.51.100.${i}`,
          },
        }),
      );
      expect(forged).toEqual([200, 200, 429, 429, 429, 429, 429, 429]);
      // Another connection's address is another client.
      expect(await subscribe(server, { from: '127.0.0.2' })).toBe(200);

      // Past the per-instance ceiling (5 a minute), every client waits, on either endpoint.
      expect(await subscribe(server, { from: '127.0.0.3' })).toBe(200);
      expect(await subscribe(server, { from: '127.0.0.4' })).toBe(200);
      expect(await subscribe(server, { from: '127.0.0.5' })).toBe(429);
      expect(await subscribe(server, { from: '127.0.0.6' }, DEMO)).toBe(429);
    } finally {
      await server.stop();
    }
  });

  test('with one trusted proxy, the entry it appended is the client', async () => {
    const server = await startSiteServer({
      RATE_LIMIT_PER_MINUTE: '2',
      TRUSTED_PROXY_HOPS: '1',
      UPSTREAM_API_BASE: upstreamOrigin,
    });
    try {
      const forged = await statuses(4, (i) =>
        subscribe(server, { headers: { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.7` } }),
      );
      expect(forged).toEqual([200, 200, 429, 429]);
      const other = { 'x-forwarded-for': '203.0.113.8' };
      expect(await subscribe(server, { headers: other })).toBe(200);

      const oneSubnet = await statuses(3, (i) =>
        subscribe(server, { headers: { 'x-forwarded-for': `2001:db8:1:2::${i + 1}` } }),
      );
      expect(oneSubnet).toEqual([200, 200, 429]);
      const nextSubnet = { 'x-forwarded-for': '2001:db8:1:3::1' };
      expect(await subscribe(server, { headers: nextSubnet })).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
