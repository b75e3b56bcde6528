import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress, parseAddress, type ProxyTrust } from './client-address';

const noProxy: ProxyTrust = { proxies: [], hops: 0 };
const nginx: ProxyTrust = { proxies: ['127.0.0.1/32'], hops: 0 };
const chain: ProxyTrust = { proxies: ['127.0.0.1/32', '10.0.0.0/8'], hops: 0 };
const hopsOnly: ProxyTrust = { proxies: ['127.0.0.0/8', '10.0.0.0/8', '172.16.0.0/12'], hops: 1 };
const platform: ProxyTrust = { ...noProxy, platformHeader: 'x-real-ip' };
const forged = { 'x-real-ip': '203.0.113.8', 'x-site-socket-address': '203.0.113.10' };

describe('client address', () => {
  it.each([
    [' 203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.7:4711', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['[2001:DB8::1]:443', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ...['unknown', '', '999.1.1.1', '203.0.113', '127.1', '0x7f.0.0.1', '1.2.3.4, 5'].map((bad) => [
      bad,
      undefined,
    ]),
    ['x'.repeat(20_000), undefined],
  ])('reads %j as %j', (entry, address) => {
    expect(parseAddress(entry)).toBe(address);
  });

  // Each: what is shown, the trust, the connection's peer, X-Forwarded-For, the client.
  it.each([
    ['no proxy: the peer', noProxy, '::ffff:198.51.100.2', '203.0.113.7', '198.51.100.2'],
    ['hops alone: private ranges', hopsOnly, '198.51.100.2', '203.0.113.7', '198.51.100.2'],
    [
      'first non-proxy from the end',
      chain,
      '127.0.0.1',
      '10.9.9.9, 203.0.113.7, 10.0.0.5',
      '203.0.113.7',
    ],
    ['within the hops', { ...chain, hops: 1 }, '127.0.0.1', '203.0.113.7, 10.0.0.5', '10.0.0.5'],
    ['forged entries first', nginx, '127.0.0.1', '2.2.2.2, garbage, 203.0.113.7', '203.0.113.7'],
    ['a proxy writing garbage', nginx, '127.0.0.1', '203.0.113.7, garbage', undefined],
    ['a proxy forwarding none', nginx, '127.0.0.1', undefined, '127.0.0.1'],
    ['a proxy mapped in IPv6', nginx, '::ffff:127.0.0.1', '203.0.113.7', '203.0.113.7'],
    ['::1 is not 127.0.0.1', nginx, '::1', '203.0.113.7', '::1'],
    // A container behind the host's nginx sees its bridge's gateway (docs/operations.md).
    [
      'a trusted bridge',
      { proxies: ['10.88.0.0/16'], hops: 0 },
      '10.88.0.1',
      '203.0.113.7',
      '203.0.113.7',
    ],
    ['a bridge not trusted', nginx, '172.17.0.1', '203.0.113.7', '172.17.0.1'],
    ['a platform, with a peer', platform, '198.51.100.2', undefined, '198.51.100.2'],
    ['a platform, no peer', platform, undefined, undefined, '203.0.113.8'],
    ['no peer, no platform', noProxy, undefined, '203.0.113.7', undefined],
  ])('is, %s', (_, trust: ProxyTrust, socket, forwardedFor, client) => {
    const headers = new Headers(forged);
    if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
    expect(clientAddress(headers, socket, trust)).toBe(client);
  });

  it('keys IPv6 clients by their /64, and puts unknown clients in one bucket', () => {
    const keys = ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:0:0:7', '[2001:db8:1:2::9]:8080'];
    expect(new Set(keys.map((address) => addressKey(parseAddress(address))))).toEqual(
      new Set(['2001:db8:1:2::/64']),
    );
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(undefined)).toBe('unknown');
  });
});
