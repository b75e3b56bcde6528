import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import { freePort } from '@/testing/site-server';
import { expect, type Page } from './test';

/** Whether a request asks for a page's data for a client-side navigation (or its prefetch). */
export const isNavigationData = (request: IncomingMessage) =>
  request.headers.rsc === '1' || (request.url ?? '').includes('_rsc=');

/**
 * A balancer in front of several instances: each request goes to the next instance in turn, or
 * where `route` says; counted per instance.
 */
export async function balancer(backends: string[]) {
  const served = backends.map(() => 0);
  let turn = 0;
  let pick: (request: IncomingMessage) => number = () => turn++ % backends.length;
  const server: Server = createServer((incoming, outgoing) => {
    const index = pick(incoming);
    served[index]! += 1;
    const target = new URL(incoming.url ?? '/', backends[index]);
    const upstream = forward(
      target,
      { method: incoming.method, headers: incoming.headers, agent: false },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    route: (choose: (request: IncomingMessage) => number) => (pick = choose),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Collects every answer of 400 or more and every script error of a page, to assert none. */
export function recordFailures(page: Page, failed: string[]) {
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => failed.push(error.message));
}

/** Follows the footer's link to `name` and waits for the page's heading. */
export async function follow(page: Page, name: string, path: string, heading: string | RegExp) {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}
