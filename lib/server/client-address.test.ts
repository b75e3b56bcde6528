import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addressKey,
  clientAddress,
  isFromTrustedProxy,
  parseAddress,
  PRIVATE_RANGES,
  type ProxyTrust,
} from './client-address';

afterEach(() => vi.unstubAllEnvs());

const noProxy: ProxyTrust = { proxies: [], hops: 0 };
const nginx: ProxyTrust = { proxies: ['127.0.0.1/32'], hops: 0 };

function forwarded(value?: string, extra: Record<string, string> = {}): Headers {
  const headers = new Headers(extra);
  if (value !== undefined) headers.set('x-forwarded-for', value);
  return headers;
}

describe('client address', () => {
  it('reads addresses in the forms proxies write them, canonical', () => {
    expect(parseAddress(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(parseAddress('203.0.113.7:4711')).toBe('203.0.113.7');
    expect(parseAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(parseAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(parseAddress('fe80::1%eth0')).toBe('fe80::1');
    for (const bad of [
      'unknown',
      '',
      '999.1.1.1',
      '203.0.113',
      '127.1',
      '0x7f.0.0.1',
      'x'.repeat(20_000),
      '1.2.3.4, 5',
    ]) {
      expect(parseAddress(bad), bad).toBeUndefined();
    }
  });

  it('with no trusted proxy, is the connection’s peer, whatever any header claims', () => {
    const forged = forwarded('203.0.113.7', {
      'x-real-ip': '203.0.113.8',
      'x-socket-remote-address': '203.0.113.9',
      'x-site-socket-address': '203.0.113.10',
    });
    expect(clientAddress(forged, '::ffff:198.51.100.2', noProxy)).toBe('198.51.100.2');
    // TRUSTED_PROXY_HOPS alone trusts private ranges only: a client on the internet is not one.
    const hopsOnly = { proxies: PRIVATE_RANGES, hops: 1 };
    expect(clientAddress(forged, '198.51.100.2', hopsOnly)).toBe('198.51.100.2');
  });

  it('behind trusted proxies, is the first address from the end that is not one of them', () => {
    const chain = forwarded('10.9.9.9, 203.0.113.7, 10.0.0.5');
    const proxies = { proxies: ['127.0.0.1/32', '10.0.0.0/8'], hops: 0 };
    expect(clientAddress(chain, '127.0.0.1', proxies)).toBe('203.0.113.7');
    expect(clientAddress(chain, '127.0.0.1', { ...proxies, hops: 1 })).toBe('10.0.0.5');
    expect(clientAddress(forwarded('203.0.113.7'), '127.0.0.1', nginx)).toBe('203.0.113.7');
    expect(clientAddress(forwarded(), '127.0.0.1', nginx)).toBe('127.0.0.1');
  });

  it("in a container behind the host's nginx, counts by the client when the bridge is trusted, else by the bridge", async () => {
    // nginx connects to the published port on 127.0.0.1; the container sees the connection come
    // from its bridge's gateway: podman's 10.88.0.1, docker's 172.17.0.1 (docs/operations.md).
    for (const [gateway, bridge] of [
      ['10.88.0.1', '10.88.0.0/16'],
      ['172.17.0.1', '172.17.0.0/16'],
    ] as const) {
      const visitors = ['203.0.113.7', '198.51.100.2'].map((address) => forwarded(address));
      const keys = (trust: ProxyTrust) =>
        visitors.map((headers) => addressKey(clientAddress(headers, gateway, trust)));
      expect(keys({ proxies: [bridge], hops: 0 }), bridge).toEqual(['203.0.113.7', '198.51.100.2']);
      expect(keys({ proxies: [`${gateway}/32`], hops: 0 }), gateway).toEqual([
        '203.0.113.7',
        '198.51.100.2',
      ]);
      // The recipe for nginx beside `npm start` trusts loopback alone: in a container, every
      // visitor is then the gateway, and all of them share one limit.
      expect(keys(nginx), gateway).toEqual([gateway, gateway]);
      expect(isFromTrustedProxy(gateway, nginx)).toBe(false);
    }
    // The variable as docs/operations.md writes it.
    vi.stubEnv('TRUSTED_PROXIES', '10.88.0.0/16');
    vi.stubEnv('TRUSTED_PROXY_HOPS', '');
    vi.resetModules();
    const { configuredTrust } = await import('./client-address');
    expect(clientAddress(forwarded('203.0.113.7'), '10.88.0.1', configuredTrust())).toBe(
      '203.0.113.7',
    );
  });

  it('behind one trusted proxy, forged entries before the real one change nothing', () => {
    const keys = ['1.1.1.1', '2.2.2.2, 3.3.3.3', 'garbage'].map((forged) =>
      addressKey(clientAddress(forwarded(`${forged}, 203.0.113.7`), '127.0.0.1', nginx)),
    );
    expect(new Set(keys)).toEqual(new Set(['203.0.113.7']));
    expect(clientAddress(forwarded('203.0.113.7, garbage'), '127.0.0.1', nginx)).toBeUndefined();
  });

  it('reads forwarded headers only on a connection from a trusted proxy', () => {
    expect(isFromTrustedProxy('127.0.0.1', nginx)).toBe(true);
    expect(isFromTrustedProxy('::ffff:127.0.0.1', nginx)).toBe(true);
    expect(isFromTrustedProxy('203.0.113.7', nginx)).toBe(false);
    expect(isFromTrustedProxy('::1', nginx)).toBe(false);
    expect(isFromTrustedProxy(undefined, nginx)).toBe(false);
  });

  it('where no connection is seen, reads only the platform’s header, and only when configured', () => {
    const headers = forwarded('198.51.100.1', { 'x-real-ip': '203.0.113.7' });
    expect(clientAddress(headers, undefined, noProxy)).toBeUndefined();
    expect(clientAddress(headers, undefined, { ...noProxy, platformHeader: 'x-real-ip' })).toBe(
      '203.0.113.7',
    );
    // With a connection to see, the platform's header is never read.
    const platform = { ...noProxy, platformHeader: 'x-real-ip' };
    expect(clientAddress(headers, '198.51.100.2', platform)).toBe('198.51.100.2');
  });

  it('keys IPv6 clients by their /64, and puts unknown clients in one bucket', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0:0:0:7',
      '[2001:db8:1:2::9]:8080',
    ].map((address) => addressKey(parseAddress(address)));
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(undefined)).toBe('unknown');
  });
});
