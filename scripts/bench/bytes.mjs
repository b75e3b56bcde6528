// What a visitor downloads: a page's first view, a client-side navigation, and a visit of three
// pages (first view, then two clicks), counted in a real browser as the bytes on the wire
// (compressed, headers included), link prefetching included: it is part of the cost.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumFlags } from '../../testing/find-browser.mjs';

/**
 * JavaScript a page needs on first load: its <script src> tags (less the nomodule polyfills
 * modern browsers skip) and the client chunks its RSC payload asks for, gzip-compressed.
 * Lighthouse's own script total would also count the chunks that link prefetching fetches later.
 */
export async function firstLoadJsKb(url) {
  const html = await (await fetch(url)).text();
  // By path: a script's URL ends in the build's deployment id (`?dpl=…`), the chunks below do not.
  const noModule = new Set(
    [...html.matchAll(/<script[^>]*src="([^"]+)"[^>]*noModule[^>]*>/gi)].map(
      (match) => new URL(match[1], url).pathname,
    ),
  );
  const chunks = new Set(
    [...html.matchAll(/\/_next\/static\/chunks\/[^"\\]+?\.js/g)].map((match) => match[0]),
  );
  let bytes = 0;
  for (const chunk of chunks) {
    if (noModule.has(chunk)) continue;
    const response = await fetch(new URL(chunk, url));
    if (!response.ok) throw new Error(`${url}: ${chunk} answered ${response.status}`);
    // Compressed as the server sends it (gzip at its default level).
    bytes += gzipSync(Buffer.from(await response.arrayBuffer())).byteLength;
  }
  return kb(bytes);
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

/** Bytes on the wire while `action` runs and the network then settles. */
async function measured(session, page, action) {
  let bytes = 0;
  const count = ({ encodedDataLength }) => (bytes += encodedDataLength);
  session.on('Network.loadingFinished', count);
  await action();
  await page.waitForLoadState('networkidle');
  // Prefetches that start once the page is idle (links scrolled into view) count too.
  await page.waitForTimeout(1_000);
  await page.waitForLoadState('networkidle');
  session.off('Network.loadingFinished', count);
  return bytes;
}

/**
 * A visit of `paths[0]`, then a click on a link to each next path in turn: the first view's
 * bytes, each navigation's, and the total. A fresh browser profile: nothing cached.
 */
export async function visitBytes(origin, paths, executablePath) {
  const browser = await chromium.launch({ executablePath, args: chromiumFlags });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const session = await page.context().newCDPSession(page);
    await session.send('Network.enable');
    const [first, ...next] = paths;
    const steps = [
      { path: first, kb: kb(await measured(session, page, () => page.goto(`${origin}${first}`))) },
    ];
    for (const path of next) {
      const bytes = await measured(session, page, async () => {
        await page
          .locator(`a[href="${path}"]`)
          .first()
          .evaluate((link) => link.click());
        await page.waitForURL(`${origin}${path}`);
      });
      steps.push({ path, kb: kb(bytes) });
    }
    return { steps, totalKb: kb(steps.reduce((sum, step) => sum + step.kb * 1024, 0)) };
  } finally {
    await browser.close();
  }
}
