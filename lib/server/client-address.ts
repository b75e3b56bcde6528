import ipaddr from 'ipaddr.js';
import { configuration } from '@/lib/config';
import { socketAddress } from './socket-address';

/**
 * Who is asking, for the rate limit and for the Origin check: the peer of the connection
 * (socket-address.ts), then, only while that peer is a trusted proxy, the X-Forwarded-For entry
 * it appended, and so on outwards. A header that any client can write never chooses the bucket.
 */
export type ProxyTrust = {
  /** CIDR ranges the proxies connect from. */
  proxies: readonly string[];
  /** How many proxies to walk through at most; 0: as many as are trusted. */
  hops: number;
  /** Where there is no connection to see: the header the platform in front sets, if any. */
  platformHeader?: string;
};

/** The trust the configuration gives: TRUSTED_PROXIES, else, with hops set, the ranges where a
 * reverse proxy on the same host or private network connects from. */
export function configuredTrust(): ProxyTrust {
  const { TRUSTED_PROXY_HOPS: hops, TRUSTED_PROXIES, CLIENT_ADDRESS_HEADER } = configuration();
  const privateRanges = [
    '127.0.0.0/8',
    '10.0.0.0/8',
    '172.16.0.0/12',
    '192.168.0.0/16',
    '::1/128',
    'fc00::/7',
    'fe80::/10',
  ];
  return {
    proxies: TRUSTED_PROXIES ?? (hops > 0 ? privateRanges : []),
    hops,
    platformHeader: CLIENT_ADDRESS_HEADER,
  };
}

/**
 * An IP address from a header entry, canonical: '203.0.113.7', '203.0.113.7:4711',
 * '[2001:db8::1]:443', an IPv4-mapped IPv6 address (as IPv4), a zone dropped. Undefined otherwise.
 */
export function parseAddress(entry: string | null | undefined): string | undefined {
  const text = (entry?.trim() ?? '')
    .replace(/^\[([^\]]+)\](?::\d+)?$|^([\d.]+):\d+$/, '$1$2')
    .replace(/%.*$/, '');
  const valid = ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);
  return valid && text.length <= 64 ? ipaddr.process(text).toString() : undefined;
}

function isTrusted(address: string | undefined, proxies: readonly string[]): boolean {
  const ranges = { proxy: proxies.map((range) => ipaddr.parseCIDR(range)) };
  return address !== undefined && ipaddr.subnetMatch(ipaddr.parse(address), ranges) === 'proxy';
}

/**
 * The client's address, from the connection's peer `socket` (undefined where the site cannot
 * see the connection) and the proxies trusted. Walks X-Forwarded-For from its end while the
 * address in hand is a trusted proxy: each proxy appends the address it was connected from, so
 * the first untrusted address is the client, and entries before it (the client's own) are never
 * read. An unreadable entry where a trusted proxy should have written one gives undefined.
 */
export function clientAddress(
  headers: Headers,
  socket: string | undefined,
  trust: ProxyTrust,
): string | undefined {
  if (socket === undefined) {
    return trust.platformHeader ? parseAddress(headers.get(trust.platformHeader)) : undefined;
  }
  let client = parseAddress(socket);
  const entries = headers.get('x-forwarded-for')?.split(',') ?? [];
  const limit = Math.min(entries.length, trust.hops || entries.length);
  for (let hop = 1; hop <= limit && isTrusted(client, trust.proxies); hop += 1) {
    client = parseAddress(entries[entries.length - hop]);
  }
  return client;
}

/**
 * The rate-limit key of an address: IPv4 whole, IPv6 by its /64 (what one subscriber is given,
 * so a single host can pick any of 2^64 addresses). Clients whose address is unknown share one.
 */
export function addressKey(address: string | undefined): string {
  if (address === undefined) return 'unknown';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return address;
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(':')}::/64`;
}

/** A request's client, and whether its connection came from a trusted proxy (whose forwarded
 * headers may be read), as this server sees them under the configured trust. */
export function requestClient(headers: Headers) {
  const socket = socketAddress(headers);
  const trust = configuredTrust();
  return {
    address: clientAddress(headers, socket, trust),
    fromTrustedProxy: isTrusted(parseAddress(socket), trust.proxies),
  };
}
