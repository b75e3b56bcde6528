import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@/content/messages';
import { paths } from '@/content/routes';
import { freePort, startSiteServer, waitUntilAnswers } from '@/testing/site-server';
import { distDir } from '@/testing/test-build.mjs';
import { balancer, follow, recordFailures } from './support/balancer';
import { command, copyCheckout } from './support/checkout';
import { expect, test, type Page } from './support/test';

/** Every file under a build's static/ (the chunks, styles and fonts a browser loads), sorted. */
function staticFiles(build: string): string[] {
  return readdirSync(join(build, 'static'), { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name).slice(build.length + 1))
    .sort();
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

test.describe('one build for every instance', () => {
  test('two builds of one commit have one id and the same chunks; behind a round-robin balancer a visitor moves between them', async ({
    page,
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
      recordFailures(page, failed);

      // Every request in turn: the page from one instance, its chunks and the next pages' data
      // from both.
      await page.goto(`${front.url}${paths.home}`);
      await markDocument(page);
      await follow(page, messages.Footer.about, paths.about, messages.About.title);
      await follow(page, messages.Footer.contact, paths.contact, messages.Contact.title);
      expect(await sameDocument(page), 'the navigations stayed in the page').toBe(true);
      expect(front.served.every((count) => count > 0)).toBe(true);
      expect(failed).toEqual([]);
    } finally {
      for (const server of servers.reverse()) await server.stop();
      other.remove();
    }
  });
});
