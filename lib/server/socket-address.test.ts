import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SOCKET_ADDRESS_HEADER, socketAddress, stampSocketAddresses } from './socket-address';

/** What a handler behind a stamped server reads, for a request sent from `localAddress`. */
async function seenBy(localAddress: string, headers: Record<string, string>) {
  const server = createServer((request, response) => {
    const seen = socketAddress(new Headers(request.headers as Record<string, string>));
    response.end(JSON.stringify({ seen: seen ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<unknown>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port, localAddress, headers },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve(JSON.parse(body)));
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
  } finally {
    server.close();
  }
}

describe('the socket address stamp', () => {
  it('is not there before the servers are stamped: a client’s header is not taken for it', async () => {
    expect(await seenBy('127.0.0.3', { [SOCKET_ADDRESS_HEADER]: '203.0.113.9' })).toEqual({
      seen: null,
    });
  });

  it('gives the connection’s peer, whatever header of that name the client sends', async () => {
    stampSocketAddresses();
    stampSocketAddresses();
    expect(await seenBy('127.0.0.2', {})).toEqual({ seen: '127.0.0.2' });
    for (const forged of ['203.0.113.9', 'secret 203.0.113.9', '']) {
      expect(await seenBy('127.0.0.4', { [SOCKET_ADDRESS_HEADER]: forged })).toEqual({
        seen: '127.0.0.4',
      });
    }
  });

  it('takes nothing from a header that does not carry this process’s secret', () => {
    expect(socketAddress(new Headers({ [SOCKET_ADDRESS_HEADER]: 'guess 203.0.113.9' }))).toBe(
      undefined,
    );
  });
});
