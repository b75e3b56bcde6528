// The one way the production build is served (`npm start`, the browser tests, the bench):
// `node scripts/server.mjs [-p PORT] [-H HOST]`. It is `next start` plus one thing route handlers
// cannot do themselves: see the socket. Before Next sees a request, the peer address of its TCP
// connection goes into SOCKET_ADDRESS_HEADER, replacing any copy the client sent, and the app
// derives the client address from it and TRUSTED_PROXY_HOPS (lib/server/client-address.ts).
// SIGTERM and SIGINT stop accepting connections, let requests and a lead delivery in flight
// finish, then exit.
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { importTypeScript } from './typescript.mjs';

/** Kept in step with lib/server/client-address.ts. */
const SOCKET_ADDRESS_HEADER = 'x-socket-remote-address';
const SHUTDOWN_GRACE_MS = 10_000;

function portFrom(raw) {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65_535) {
    console.error(`Invalid configuration: PORT=${JSON.stringify(raw)}: a port from 1 to 65535`);
    process.exit(1);
  }
  return port;
}

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  strict: true,
});
const port = portFrom(values.port ?? process.env.PORT ?? '3000');
const hostname = values.hostname;

// As `next start` does: Next picks its production runtime by NODE_ENV, read when it loads.
process.env.NODE_ENV ??= 'production';

// Before anything listens: open the lead store (a bad DATA_DIR or DATABASE_URL stops here with a
// message naming it) and, with an upstream, start delivering its pending leads.
const { startUp } = await importTypeScript('lib/server/start-up.ts');
const { outbox } = await startUp();

const { default: next } = await import('next');

const app = next({
  dev: false,
  dir: resolve(dirname(fileURLToPath(import.meta.url)), '..'),
  hostname,
  port,
});
try {
  await app.prepare();
} catch (error) {
  console.error(`The site cannot start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const handle = app.getRequestHandler();

const server = createServer((request, response) => {
  request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
  handle(request, response).catch((error) => {
    console.error(`Failed to handle ${request.method} ${request.url}`, error);
    if (response.headersSent) return response.destroy();
    response.statusCode = 500;
    response.end('Internal Server Error');
  });
});

server.on('error', (error) => {
  console.error(`The site cannot listen on port ${port}: ${error.message}`);
  process.exit(1);
});

server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname ?? 'localhost'}:${port}`);
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`> ${signal}: closing`);
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  // The outbox takes no more leads and lets the delivery in flight finish; the requests in
  // flight finish too. A lead whose delivery is cut off stays pending and is delivered later.
  const outboxStopped = outbox?.stop();
  server.close(async () => {
    await outboxStopped;
    await app.close();
    process.exit(0);
  });
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
