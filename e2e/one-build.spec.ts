import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { messages } from '@/content/messages';
import { paths } from '@/content/routes';
import { freePort, startSiteServer, waitUntilAnswers } from '@/testing/site-server';
import { distDir } from '@/testing/test-build.mjs';
import { command, copyCheckout } from './support/checkout';
import { expect, test, type Page } from './support/test';

/** Every file under a build's static/ (the chunks, styles and fonts a browser loads), sorted. */
function staticFiles(build: string): string[] {
  return readdirSync(join(build, 'static'), { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name).slice(build.length + 1))
    .sort();
}

/** Whether a request asks for a page's data for a client-side navigation (or its prefetch). */
const isNavigationData = (request: IncomingMessage) =>
  request.headers.rsc === '1' || (request.url ?? '').includes('_rsc=');

/**
 * A balancer in front of two instances: each request goes to the next instance in turn, or where
 * `route` says; counted per instance.
 */
async function balancer(backends: string[]) {
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

/** Marks the document, so that a full page load (which drops the mark) shows. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}
function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { sameDocument?: boolean }).sameDocument === true,
  );
}

/** Follows the footer's link to `name` and waits for the page's heading. */
async function follow(page: Page, name: string, path: string, heading: string | RegExp) {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

test.describe('one build for every instance', () => {
  test('two builds of one commit have one id and the same chunks; behind a round-robin balancer a visitor moves between them', async ({
    page,
    browser,
  }) => {
    // A second host's build, from a copy of this checkout in another folder, with the build
    // variables of the tests' build.
    test.setTimeout(15 * 60_000);
    const testsBuild = distDir();
    const { variables } = JSON.parse(readFileSync(join(testsBuild, 'build-stamp.json'), 'utf8'));
    const other = copyCheckout('other-host-');
    const servers: { stop: () => Promise<void> }[] = [];
    try {
      const build = command(other.dir, ['npm', 'run', 'build'], variables);
      expect(await build.exited, build.output()).toBe(0);
      const otherBuild = join(other.dir, '.next');
      const id = readFileSync(join(testsBuild, 'BUILD_ID'), 'utf8');
      expect(id).toMatch(/^[0-9a-f]{20}$/);
      expect(readFileSync(join(otherBuild, 'BUILD_ID'), 'utf8')).toBe(id);
      expect(staticFiles(otherBuild)).toEqual(staticFiles(testsBuild));

      const env = { UPSTREAM_API_BASE: '' };
      const first = await startSiteServer(env);
      servers.push(first);
      const port = await freePort();
      const second = command(other.dir, ['npm', 'start', '--', '-H', '127.0.0.1'], {
        ...env,
        PORT: String(port),
        DATA_DIR: join(other.dir, 'data'),
      });
      servers.push({ stop: async () => (second.kill(), void (await second.exited)) });
      await waitUntilAnswers(`http://127.0.0.1:${port}/`, { timeoutMs: 60_000 });
      expect(second.output()).not.toMatch(/building/i);

      const front = await balancer([first.url, `http://127.0.0.1:${port}`]);
      servers.push({ stop: front.close });
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      page.on('pageerror', (error) => failed.push(error.message));

      // Every request in turn: the page from one instance, its chunks and the next pages' data
      // from both.
      await page.goto(`${front.url}${paths.home}`);
      await markDocument(page);
      await follow(page, messages.Footer.about, paths.about, messages.About.title);
      await follow(page, messages.Footer.contact, paths.contact, messages.Contact.title);
      expect(await sameDocument(page), 'the navigations stayed in the page').toBe(true);
      expect(front.served.every((count) => count > 0)).toBe(true);
      expect(failed).toEqual([]);

      // The second instance now serves the next commit's build (as during a rolling deploy), and
      // the balancer sends it every request for a navigation's data: a page of the first build
      // whose navigations reach the second still moves from page to page (Next loads a page
      // whole when the deployment ids differ).
      second.kill();
      await second.exited;
      const about = join(other.dir, 'content/messages/en/about.json');
      const copy = JSON.parse(readFileSync(about, 'utf8'));
      writeFileSync(about, JSON.stringify({ ...copy, title: `${copy.title}, the next build` }));
      const next = command(other.dir, ['npm', 'start', '--', '-H', '127.0.0.1'], {
        ...env,
        PORT: String(port),
        DATA_DIR: join(other.dir, 'data'),
      });
      servers.push({ stop: async () => (next.kill(), void (await next.exited)) });
      await waitUntilAnswers(`http://127.0.0.1:${port}/`, { timeoutMs: 10 * 60_000 });
      expect(readFileSync(join(otherBuild, 'BUILD_ID'), 'utf8')).not.toBe(id);
      front.route((request) => (isNavigationData(request) ? 1 : 0));
      const servedBefore = front.served[1]!;
      // A visitor new to the site, with nothing of the first build in the browser's cache.
      const visitor = await browser.newContext();
      try {
        const fresh = await visitor.newPage();
        fresh.on('response', (response) => {
          if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
        });
        fresh.on('pageerror', (error) => failed.push(error.message));
        await fresh.goto(`${front.url}${paths.home}`);
        await follow(fresh, messages.Footer.about, paths.about, messages.About.title);
        await follow(fresh, messages.Footer.contact, paths.contact, messages.Contact.title);
      } finally {
        await visitor.close();
      }
      expect(front.served[1], 'navigation data was asked of the next build').toBeGreaterThan(
        servedBefore,
      );
      expect(failed).toEqual([]);
    } finally {
      for (const server of servers.reverse()) await server.stop();
      other.remove();
    }
  });
});
