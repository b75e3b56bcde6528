import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * An https:// proxy on 127.0.0.1 in front of a server of the site, as a TLS proxy stands in front
 * of a deployment. Browsers do some things only on https: Chrome sends `report-to` reports only
 * from a page served over TLS. Its certificate (tls/, self-signed for 127.0.0.1, for tests only)
 * is trusted by a browser launched with `--ignore-certificate-errors`.
 */
export async function startTlsProxy(
  target: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const tls = join(import.meta.dirname, 'tls');
  const server = createServer(
    { key: readFileSync(join(tls, 'key.pem')), cert: readFileSync(join(tls, 'cert.pem')) },
    (incoming, outgoing) => {
      const forwarded = request(
        new URL(incoming.url ?? '/', target),
        { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-proto': 'https' } },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.on('error', () => outgoing.destroy());
      incoming.pipe(forwarded);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
