// The load of a page: Lighthouse with its mobile defaults, and the JavaScript it sends first.
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';

/**
 * One Lighthouse run. Simulated throttling (what PageSpeed Insights shows) gives the four scores;
 * applied throttling (devtools: slow 4G and 4x CPU imposed on the real load) the paint and the
 * blocking time a phone sees.
 */
export async function lighthouseRun(url, port, applied) {
  const { lhr } = await lighthouse(
    url,
    {
      port,
      logLevel: 'error',
      onlyCategories: applied
        ? ['performance']
        : ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    {
      extends: 'lighthouse:default',
      settings: { throttlingMethod: applied ? 'devtools' : 'simulate' },
    },
  );
  const audit = (id) => lhr.audits[id].numericValue ?? NaN;
  const scores = Object.entries(lhr.categories).map(([id, { score }]) => [id, score * 100]);
  const figures = {
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
  };
  return applied
    ? { ...figures, tbtMs: audit('total-blocking-time') }
    : { ...Object.fromEntries(scores), ...figures };
}

/**
 * JavaScript a page needs on first load, gzip-compressed: its <script src> (less the nomodule
 * polyfills modern browsers skip) and the client chunks its RSC payload asks for. Lighthouse's
 * total would also count the chunks that link prefetching fetches later.
 */
export async function firstLoadJsKb(url) {
  const html = await (await fetch(url)).text();
  // By path: a script's URL ends in the build's deployment id (`?dpl=…`), the chunks' do not.
  const noModule = new Set(
    [...html.matchAll(/<script[^>]*src="([^"]+)"[^>]*noModule[^>]*>/gi)].map(
      (match) => new URL(match[1], url).pathname,
    ),
  );
  let bytes = 0;
  const chunks = [...html.matchAll(/\/_next\/static\/chunks\/[^"\\]+?\.js/g)].map(([path]) => path);
  for (const chunk of new Set(chunks)) {
    if (noModule.has(chunk)) continue;
    const response = await fetch(new URL(chunk, url));
    if (!response.ok) throw new Error(`${url}: ${chunk} answered ${response.status}`);
    bytes += gzipSync(Buffer.from(await response.arrayBuffer())).byteLength;
  }
  return Math.round(bytes / 102.4) / 10;
}
