import { expect, test } from './support/test';
import { demoRequestBody } from './support/demo-request';
import { submit } from './support/leads';
import { startSiteServer, type ServerKind, type SiteServer } from '@/testing/site-server';
import { uniqueMarker, upstreamOrigin } from '@/testing/upstream';
import { endpoints } from '@/lib/http/endpoints';

/** The status of one subscription sent from `from` (any of 127.0.0.0/8), with extra headers. */
async function subscribe(
  server: SiteServer,
  { from = '127.0.0.1', headers = {} }: { from?: string; headers?: Record<string, string> } = {},
): Promise<number> {
  const email = `${uniqueMarker('client')}@example.in`;
  return (await submit(server, endpoints.subscribe, { email }, { from, headers })).status;
}

async function statuses(count: number, send: (i: number) => Promise<number>) {
  const all: number[] = [];
  for (let i = 0; i < count; i += 1) all.push(await send(i));
  return all;
}

const forgedHeaders = (i: number) => ({
  'x-forwarded-for': `198.51.100.${i}`,
  'x-real-ip': `198.51.100.${i}`,
  'x-socket-remote-address': `198.51.100.${i}`,
  'x-site-socket-address': `198.51.100.${i}`,
});

test.describe('rate-limit keys', () => {
  for (const kind of ['next-start', 'standalone'] as ServerKind[]) {
    test(`${kind}, no proxy: 10 subscriptions each naming another address get at most the limit`, async () => {
      const server = await startSiteServer(
        { RATE_LIMIT_PER_MINUTE: '5', UPSTREAM_API_BASE: upstreamOrigin },
        { kind },
      );
      try {
        const forged = await statuses(10, (i) => subscribe(server, { headers: forgedHeaders(i) }));
        expect(forged).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
        // Another connection's address is another client; the other endpoint has its own count.
        expect(await subscribe(server, { from: '127.0.0.2' })).toBe(200);
        const demo = demoRequestBody(`${uniqueMarker('client')}@example.in`);
        expect(
          (await submit(server, endpoints.demoRequest, demo, { headers: forgedHeaders(11) }))
            .status,
        ).toBe(200);
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
      const viaProxy = (forwardedFor: string) =>
        subscribe(server, { headers: { 'x-forwarded-for': forwardedFor } });
      const forged = await statuses(4, (i) => viaProxy(`10.0.0.${i}, 203.0.113.7`));
      expect(forged).toEqual([200, 200, 429, 429]);
      expect(await viaProxy('203.0.113.8')).toBe(200);

      const oneSubnet = await statuses(3, (i) => viaProxy(`2001:db8:1:2::${i + 1}`));
      expect(oneSubnet).toEqual([200, 200, 429]);
      expect(await viaProxy('2001:db8:1:3::1')).toBe(200);

      // A connection from elsewhere is its own client, whatever it forwards.
      const direct = await statuses(3, (i) =>
        subscribe(server, {
          from: '127.0.0.9',
          headers: { 'x-forwarded-for': `203.0.113.${20 + i}` },
        }),
      );
      expect(direct).toEqual([200, 200, 429]);
    } finally {
      await server.stop();
    }
  });

  test('TRUSTED_PROXY_HOPS alone still works, for proxies on loopback and private addresses', async () => {
    const server = await startSiteServer({
      RATE_LIMIT_PER_MINUTE: '2',
      TRUSTED_PROXY_HOPS: '1',
      UPSTREAM_API_BASE: upstreamOrigin,
    });
    try {
      const forged = await statuses(3, (i) =>
        subscribe(server, { headers: { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.7` } }),
      );
      expect(forged).toEqual([200, 200, 429]);
      expect(await subscribe(server, { headers: { 'x-forwarded-for': '203.0.113.8' } })).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
