import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientKey, parseAddress, SOCKET_ADDRESS_HEADER } from './client-address';

function request(socket: string, forwardedFor?: string): Headers {
  const headers = new Headers({ [SOCKET_ADDRESS_HEADER]: socket });
  if (forwardedFor !== undefined) headers.set('x-forwarded-for', forwardedFor);
  return headers;
}

describe('client address', () => {
  it('comes from the header scripts/server.mjs sets from the socket', () => {
    const server = readFileSync('scripts/server.mjs', 'utf8');
    expect(server).toContain(`const SOCKET_ADDRESS_HEADER = '${SOCKET_ADDRESS_HEADER}';`);
    expect(server).toContain(
      'request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress',
    );
  });

  it('reads addresses in the forms proxies write them, canonical', () => {
    expect(parseAddress(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(parseAddress('203.0.113.7:4711')).toBe('203.0.113.7');
    expect(parseAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(parseAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(parseAddress('fe80::1%eth0')).toBe('fe80::1');
    for (const bad of ['unknown', '', '999.1.1.1', '203.0.113', 'x'.repeat(20_000), '1.2.3.4, 5']) {
      expect(parseAddress(bad), bad).toBeUndefined();
    }
  });

  it('with no trusted proxy, is the socket peer whatever X-Forwarded-For claims', () => {
    expect(clientAddress(request('198.51.100.2', '203.0.113.7'), 0)).toBe('198.51.100.2');
    const forged = ['10.0.0.1', '10.0.0.2', '10.0.0.3'].map((claimed) =>
      clientKey(request('::ffff:198.51.100.2', claimed), 0),
    );
    expect(new Set(forged)).toEqual(new Set(['198.51.100.2']));
  });

  it('with N trusted proxies, is the entry the outermost one appended', () => {
    const chain = '10.0.0.1, 203.0.113.7, 192.0.2.10';
    expect(clientAddress(request('192.0.2.99', chain), 1)).toBe('192.0.2.10');
    expect(clientAddress(request('192.0.2.99', chain), 2)).toBe('203.0.113.7');
    expect(clientAddress(request('192.0.2.99', '203.0.113.7'), 2)).toBe('203.0.113.7');
    expect(clientAddress(request('192.0.2.99'), 1)).toBe('192.0.2.99');
  });

  it('with one trusted proxy, forged entries before the real one change nothing', () => {
    const keys = ['1.1.1.1', '2.2.2.2, 3.3.3.3', 'garbage'].map((forged) =>
      clientKey(request('192.0.2.99', `${forged}, 203.0.113.7`), 1),
    );
    expect(new Set(keys)).toEqual(new Set(['203.0.113.7']));
  });

  it('keys IPv6 clients by their /64', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0:0:0:7',
      '[2001:db8:1:2::9]:8080',
    ].map((address) => clientKey(request(address), 0));
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientKey(request('2001:db8:1:3::1'), 0)).toBe('2001:db8:1:3::/64');
    expect(clientKey(request('::1'), 0)).toBe('0:0:0:0::/64');
    expect(clientKey(request('64:ff9b::203.0.113.7'), 0)).toBe('64:ff9b:0:0::/64');
  });

  it('puts clients of no readable address in one shared bucket', () => {
    expect(clientKey(new Headers(), 0)).toBe('unknown');
    expect(clientKey(request('192.0.2.99', 'unknown'), 1)).toBe('unknown');
  });
});
