import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Server, type IncomingMessage } from 'node:http';
import { processSlot } from './process-slot';

/**
 * The address of the connection a request came on, for the route handlers, which Next gives no
 * socket. Every Next server (`next start`, the standalone server, `next dev`) is a Node
 * `http.Server` in the process that runs instrumentation's register(); from there each request is
 * stamped, as it is emitted, with a secret of this process and the peer address. A client may
 * send a header of the same name, but not the secret: a stamp without it is no stamp.
 */
const SOCKET_ADDRESS_HEADER = 'x-site-socket-address';
const stampSecret = processSlot<string>('socket-stamp');

/** Stamps every request this process's HTTP servers take from now on: once per process (startUp). */
export function stampSocketAddresses(): void {
  const secret = (stampSecret.value = randomBytes(18).toString('base64url'));
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    // 'checkContinue' and 'checkExpectation' carry a request in place of 'request'.
    if (event === 'request' || event === 'checkContinue' || event === 'checkExpectation') {
      const request = args[0] as IncomingMessage;
      request.headers[SOCKET_ADDRESS_HEADER] = `${secret} ${request.socket?.remoteAddress ?? ''}`;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}

/** The peer address this process stamped on a request; undefined without a stamp of its own. */
export function socketAddress(headers: Headers): string | undefined {
  const [given = '', address] = headers.get(SOCKET_ADDRESS_HEADER)?.split(' ') ?? [];
  const [a, b] = [Buffer.from(given), Buffer.from(stampSecret.value ?? '')];
  return b.length > 0 && a.length === b.length && timingSafeEqual(a, b)
    ? address || undefined
    : undefined;
}
