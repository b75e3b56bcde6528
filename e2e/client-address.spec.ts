import { expect, test } from './support/test';
import { demoRequestBody } from './support/demo-request';
import { submit } from './support/leads';
import { startSiteServer, type ServerKind, type SiteServer } from '@/testing/site-server';
import { uniqueMarker, upstreamOrigin, upstreamRequests } from '@/testing/upstream';
import { endpoints } from '@/lib/http/endpoints';

/** The statuses of `count` subscriptions sent from `from` (any of 127.0.0.0/8), one by one. */
async function statuses(
  server: SiteServer,
  count: number,
  headers: (i: number) => Record<string, string> = () => ({}),
  from = '127.0.0.1',
) {
  const all: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `${uniqueMarker('client')}@example.in`;
    all.push(
      (await submit(server, endpoints.subscribe, { email }, { from, headers: headers(i) })).status,
    );
  }
  return all;
}

const forgedHeaders = (i: number) => ({
  'x-forwarded-for': `198.51.100.${i}`,
  'x-real-ip': `198.51.100.${i}`,
  'x-socket-remote-address': `198.51.100.${i}`,
  'x-site-socket-address': `198.51.100.${i}`,
});

for (const kind of ['next-start', 'standalone'] as ServerKind[]) {
  test(`${kind}, no proxy: 10 subscriptions each naming another address get at most the limit`, async () => {
    const server = await startSiteServer(
      { RATE_LIMIT_PER_MINUTE: '5', UPSTREAM_API_BASE: upstreamOrigin },
      { kind },
    );
    try {
      expect(await statuses(server, 10, forgedHeaders)).toEqual([
        200, 200, 200, 200, 200, 429, 429, 429, 429, 429,
      ]);
      const marker = uniqueMarker('over');
      const over = await submit(server, endpoints.subscribe, { email: `${marker}@example.in` });
      expect(over).toMatchObject({ status: 429, json: { statusCode: 429 } });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(await upstreamRequests(marker)).toEqual([]);
      // Another connection's address is another client; the other endpoint has its own count.
      expect(await statuses(server, 1, () => ({}), '127.0.0.2')).toEqual([200]);
      const demo = demoRequestBody(`${uniqueMarker('client')}@example.in`);
      const other = await submit(server, endpoints.demoRequest, demo, {
        headers: forgedHeaders(11),
      });
      expect(other.status).toBe(200);
      // The start-up line says how clients are told apart, and how to change it.
      expect(server.output()).toContain(
        'Rate limit: clients are told apart by the address of their connection (X-Forwarded-For is not read: no TRUSTED_PROXIES)',
      );
    } finally {
      await server.stop();
    }
  });
}

test('behind a proxy at TRUSTED_PROXIES, the address it appended is the client; elsewhere it is not read', async () => {
  const server = await startSiteServer({
    RATE_LIMIT_PER_MINUTE: '2',
    TRUSTED_PROXIES: '127.0.0.1/32',
    UPSTREAM_API_BASE: upstreamOrigin,
  });
  try {
    const via = (forwardedFor: (i: number) => string, count: number) =>
      statuses(server, count, (i) => ({ 'x-forwarded-for': forwardedFor(i) }));
    expect(await via((i) => `10.0.0.${i}, 203.0.113.7`, 4)).toEqual([200, 200, 429, 429]);
    expect(await via(() => '203.0.113.8', 1)).toEqual([200]);
    // One IPv6 /64 is one client.
    expect(await via((i) => `2001:db8:1:2::${i + 1}`, 3)).toEqual([200, 200, 429]);
    expect(await via(() => '2001:db8:1:3::1', 1)).toEqual([200]);
    // A connection from elsewhere is its own client, whatever it forwards.
    const direct = await statuses(
      server,
      3,
      (i) => ({ 'x-forwarded-for': `203.0.113.${20 + i}` }),
      '127.0.0.9',
    );
    expect(direct).toEqual([200, 200, 429]);
  } finally {
    await server.stop();
  }
});
