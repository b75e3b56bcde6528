import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { balancer, follow, isNavigationData, recordFailures } from './support/balancer';
import { command, copyCheckout, listing } from './support/checkout';
import { expect, test } from './support/test';
import { fetchHtml } from './support/html';
import { messages } from '@/content/messages';
import { paths } from '@/content/routes';
import { freePort, startSiteServer, waitUntilAnswers } from '@/testing/site-server';
import { distDir, TEST_DIST_DIR } from '@/testing/test-build.mjs';

test.describe('a deploy build in .next', () => {
  test("outlasts the tests' build: npm start still serves its SITE_URL, and a visitor of another build moves on to it", async ({
    request,
    page,
  }) => {
    // One build of the site: the deploy build. The tests' build is this run's, copied.
    test.setTimeout(20 * 60_000);
    const { dir: checkout, remove } = copyCheckout('deploy-build-');
    try {
      cpSync(distDir(), join(checkout, TEST_DIST_DIR), { recursive: true, verbatimSymlinks: true });

      const site = 'https://www.example.in';
      const build = command(checkout, ['npm', 'run', 'build'], { SITE_URL: site });
      expect(await build.exited, build.output()).toBe(0);
      const deploy = join(checkout, '.next');
      const buildId = readFileSync(join(deploy, 'BUILD_ID'), 'utf8');
      const files = listing(deploy);
      const about = readFileSync(join(deploy, 'server/app/about.html'), 'utf8');
      expect(about).toContain(`<link rel="canonical" href="${site}/about"/>`);

      // The build step of npm test (and of test:e2e, test:smoke, the benches): the tests' build,
      // current here, is reused, and the deploy build is left as it was.
      const tests = command(checkout, [process.execPath, 'scripts/build-if-needed.mjs', '--tests']);
      expect(await tests.exited, tests.output()).toBe(0);
      expect(tests.output()).toContain(`The tests' build in ${TEST_DIST_DIR} is current: reused.`);
      expect(readFileSync(join(deploy, 'BUILD_ID'), 'utf8')).toBe(buildId);
      expect(listing(deploy)).toEqual(files);

      // npm start, with no SITE_URL, serves the deploy build as it was made, without building.
      const port = await freePort();
      const start = command(checkout, ['npm', 'start', '--', '-H', '127.0.0.1'], {
        PORT: String(port),
        DATA_DIR: join(checkout, 'data'),
        UPSTREAM_API_BASE: '',
      });
      const previous = await startSiteServer({ UPSTREAM_API_BASE: '' });
      try {
        await waitUntilAnswers(`http://127.0.0.1:${port}/`, { timeoutMs: 60_000 });
        const about = await fetchHtml(request, `http://127.0.0.1:${port}/about`);
        expect(about.canonical).toBe(`${site}/about`);
        expect(start.output()).not.toMatch(/building/i);

        // A rolling deploy: pages of the previous build (the tests') whose navigations reach this
        // one, which has another build id, still move from page to page (Next loads a page whole
        // when the deployment ids differ).
        const front = await balancer([previous.url, `http://127.0.0.1:${port}`]);
        try {
          front.route((incoming) => (isNavigationData(incoming) ? 1 : 0));
          const failed: string[] = [];
          recordFailures(page, failed);
          await page.goto(`${front.url}${paths.home}`);
          await follow(page, messages.Footer.about, paths.about, messages.About.title);
          await follow(page, messages.Footer.contact, paths.contact, messages.Contact.title);
          expect(front.served[1], 'navigation data was asked of the deploy build').toBeGreaterThan(
            0,
          );
          expect(failed).toEqual([]);
        } finally {
          await front.close();
        }
      } finally {
        start.kill();
        await start.exited;
        await previous.stop();
      }
      expect(readFileSync(join(deploy, 'BUILD_ID'), 'utf8')).toBe(buildId);
    } finally {
      remove();
    }
  });
});
