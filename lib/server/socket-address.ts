import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Server, type IncomingMessage } from 'node:http';
import { processSlot } from './process-slot';

/**
 * The address of the connection a request came on, for the route handlers, which Next gives no
 * socket. Every Next server (`next start`, the standalone server, `next dev`) is a Node
 * `http.Server` in the process that runs instrumentation's register(); from there each request is
 * stamped, as it is emitted, with the peer address and a secret of this process. A client may
 * send a header of the same name, but not the secret: a stamp without it is no stamp.
 */
export const SOCKET_ADDRESS_HEADER = 'x-site-socket-address';

const stampSecret = processSlot<string>('socket-stamp');

function stampOf(request: IncomingMessage, secret: string) {
  request.headers[SOCKET_ADDRESS_HEADER] = `${secret} ${request.socket?.remoteAddress ?? ''}`;
}

/** Stamps every request this process's HTTP servers take from now on; once per process. */
export function stampSocketAddresses(): void {
  if (stampSecret.value) return;
  const secret = randomBytes(18).toString('base64url');
  stampSecret.value = secret;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function emitStamped(
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    // 'checkContinue' and 'checkExpectation' carry a request in place of 'request'.
    if (event === 'request' || event === 'checkContinue' || event === 'checkExpectation') {
      stampOf(args[0] as IncomingMessage, secret);
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}

/**
 * The peer address this process stamped on a request; undefined when there is no stamp of its
 * own (a header a client wrote, or a request no stamped server took).
 */
export function socketAddress(headers: Headers): string | undefined {
  const secret = stampSecret.value;
  const stamp = headers.get(SOCKET_ADDRESS_HEADER);
  if (!secret || !stamp) return undefined;
  const expected = Buffer.from(`${secret} `);
  const given = Buffer.from(stamp).subarray(0, expected.length);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return stamp.slice(expected.length) || undefined;
}
