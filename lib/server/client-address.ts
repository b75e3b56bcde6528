import { isIP } from 'node:net';

/**
 * Who is asking, for the rate limit: derived here, counted elsewhere (rate-limiter.ts).
 *
 * scripts/server.mjs puts the peer address of the TCP connection in this header, replacing any
 * copy the client sent. With no trusted proxy that peer is the client; X-Forwarded-For is whatever
 * the client wrote. With N proxies in front, each appending the address it received the request
 * from, the N-th entry from the end is the one the outermost proxy wrote: the client.
 */
export const SOCKET_ADDRESS_HEADER = 'x-socket-remote-address';

/** Longer than any address with a port, so nothing longer is parsed. */
const MAX_ADDRESS_LENGTH = 64;

function canonicalIpv4(address: string): string {
  return address
    .split('.')
    .map((octet) => String(Number(octet)))
    .join('.');
}

/**
 * An IP address from a header entry, canonical: '203.0.113.7', '203.0.113.7:4711',
 * '[2001:db8::1]:443', an IPv4-mapped IPv6 address (as IPv4), a zone dropped. Undefined otherwise.
 */
export function parseAddress(entry: string | null | undefined): string | undefined {
  let text = entry?.trim() ?? '';
  if (text.length === 0 || text.length > MAX_ADDRESS_LENGTH) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.indexOf(':'));
  text = text.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text)?.[1];
  if (mapped && isIP(mapped) === 4) return canonicalIpv4(mapped);
  const version = isIP(text);
  if (version === 4) return canonicalIpv4(text);
  return version === 6 ? text.toLowerCase() : undefined;
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): number[] {
  const v4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, v4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(zeros).fill('0'), ...tailGroups].map((group) =>
    Number.parseInt(group, 16),
  );
}

/**
 * The client's address: the socket's peer with no trusted proxy; else the X-Forwarded-For entry
 * the outermost trusted proxy appended (the first entry when there are fewer, the socket's peer
 * when there is none: a request that reached the site without passing the proxies).
 */
export function clientAddress(headers: Headers, trustedProxyHops: number): string | undefined {
  const socket = parseAddress(headers.get(SOCKET_ADDRESS_HEADER));
  const forwarded = headers.get('x-forwarded-for');
  if (trustedProxyHops === 0 || !forwarded) return socket;
  const entries = forwarded.split(',');
  return parseAddress(entries[Math.max(0, entries.length - trustedProxyHops)]);
}

/**
 * The rate-limit key of a client: an IPv4 address whole, an IPv6 address by its /64 (what one
 * subscriber is given, so a single host can pick any of 2^64 addresses). Clients whose address
 * is unknown share one key.
 */
export function clientKey(headers: Headers, trustedProxyHops: number): string {
  const address = clientAddress(headers, trustedProxyHops);
  if (address === undefined) return 'unknown';
  if (isIP(address) === 4) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}
