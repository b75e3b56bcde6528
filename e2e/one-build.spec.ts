import { cpSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@/content/messages';
import { paths } from '@/content/routes';
import { freePort, startSiteServer, waitUntilAnswers } from '@/testing/site-server';
import { distDir, TEST_DIST_DIR } from '@/testing/test-build.mjs';
import { balancer, follow, isNavigationData, recordFailures } from './support/balancer';
import { command, copyCheckout, listing } from './support/checkout';
import { fetchHtml } from './support/html';
import { expect, test, type Page } from './support/test';

// Another host's checkout of this commit, which builds with `npm run build` into its .next and
// serves it with `npm start`, beside a server of the tests' build (this run's).
let other: ReturnType<typeof copyCheckout>;
test.beforeEach(() => {
  other = copyCheckout('other-host-');
  cpSync(distDir(), join(other.dir, TEST_DIST_DIR), { recursive: true, verbatimSymlinks: true });
});
test.afterEach(() => other.remove());

async function build(variables: Record<string, string>) {
  const made = command(other.dir, ['npm', 'run', 'build'], variables);
  expect(await made.exited, made.output()).toBe(0);
}

/** `npm start` there, and the tests' build here, behind one balancer. */
async function start() {
  const port = await freePort();
  const env = { PORT: String(port), DATA_DIR: join(other.dir, 'data'), UPSTREAM_API_BASE: '' };
  const server = command(other.dir, ['npm', 'start', '--', '-H', '127.0.0.1'], env);
  await waitUntilAnswers(`http://127.0.0.1:${port}/`, { timeoutMs: 60_000 }).catch((error) => {
    server.kill();
    throw error;
  });
  expect(server.output(), 'npm start served the build as it was').not.toMatch(/building/i);
  const previous = await startSiteServer({ UPSTREAM_API_BASE: '' });
  const front = await balancer([previous.url, `http://127.0.0.1:${port}`]);
  const stop = async () => {
    await front.close();
    await previous.stop();
    server.kill();
    await server.exited;
  };
  return { url: `http://127.0.0.1:${port}`, front, stop };
}

/** A visitor's walk from home through two pages; whether it stayed in the first document. */
async function walk(page: Page, origin: string) {
  const failed: string[] = [];
  recordFailures(page, failed);
  await page.goto(`${origin}${paths.home}`);
  await page.evaluate(() => Object.assign(window, { firstDocument: true }));
  await follow(page, messages.Footer.about, paths.about, messages.About.title);
  await follow(page, messages.Footer.contact, paths.contact, messages.Contact.title);
  expect(failed).toEqual([]);
  return page.evaluate(() => 'firstDocument' in window);
}

const files = (build: string, folder: string) =>
  readdirSync(join(build, folder), { recursive: true }).sort();

test('two builds of one commit have one id and the same chunks; a visitor moves between them', async ({
  page,
}) => {
  test.setTimeout(15 * 60_000);
  const stamp = JSON.parse(readFileSync(join(distDir(), 'build-stamp.json'), 'utf8'));
  await build(stamp.variables);
  const site = await start();
  try {
    const id = readFileSync(join(distDir(), 'BUILD_ID'), 'utf8');
    expect(id).toMatch(/^[0-9a-f]{20}$/);
    expect(readFileSync(join(other.dir, '.next/BUILD_ID'), 'utf8')).toBe(id);
    expect(files(join(other.dir, '.next'), 'static')).toEqual(files(distDir(), 'static'));
    // Every request in turn: the page from one instance, its chunks and data from both.
    expect(await walk(page, site.front.url), 'the navigations stayed in the page').toBe(true);
    expect(site.front.served.every((count) => count > 0)).toBe(true);
  } finally {
    await site.stop();
  }
});

test("a deploy build for another SITE_URL outlasts the tests' build, and a rolling deploy reaches it", async ({
  page,
  request,
}) => {
  test.setTimeout(20 * 60_000);
  const siteUrl = 'https://www.example.in';
  const analytics = new URL('https://stats.example.net/tag.js');
  await build({ SITE_URL: siteUrl, ANALYTICS_SCRIPT_URL: analytics.href });
  const deployBuild = listing(join(other.dir, '.next'));
  // The build step of npm test reuses the tests' build, and leaves the deploy build as it was.
  const tests = command(other.dir, [process.execPath, 'scripts/build-if-needed.mjs', '--tests']);
  expect(await tests.exited, tests.output()).toBe(0);
  expect(tests.output()).toContain(`The tests' build in ${TEST_DIST_DIR} is current: reused.`);
  expect(listing(join(other.dir, '.next'))).toEqual(deployBuild);
  const site = await start();
  try {
    expect((await fetchHtml(request, `${site.url}/about`)).canonical).toBe(`${siteUrl}/about`);
    // Pages of the previous build (the tests') whose navigations reach this one, of another
    // build id, still move from page to page: Next loads the page whole.
    site.front.route((incoming) => (isNavigationData(incoming) ? 1 : 0));
    await walk(page, site.front.url);
    expect(site.front.served[1], 'navigation data was asked of the deploy build').toBeGreaterThan(
      0,
    );
    // The operator's analytics script runs on the site's pages, never on the notice's, which
    // name its host; the erase page's token meets no script but the site's own.
    const tagLoads: string[] = [];
    await page.route(`${analytics.origin}/**`, (route) => {
      tagLoads.push(page.url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.goto(`${site.url}${paths.about}`);
    await expect.poll(() => tagLoads.length).toBeGreaterThan(0);
    tagLoads.length = 0;
    for (const path of [paths.privacyNotice, paths.privacyNoticeHindi]) {
      await page.goto(`${site.url}${path}`);
      await expect(page.getByRole('main')).toContainText(analytics.host);
    }
    await page.goto(`${site.url}${paths.erasure}#token=${'x'.repeat(43)}`);
    await page.waitForLoadState('networkidle');
    expect(tagLoads).toEqual([]);
  } finally {
    await site.stop();
  }
});
