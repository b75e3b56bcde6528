// `npm run bench`: builds if needed, serves the production build and, beside it, a bare Next.js
// page built from the same `next` and that page again with the site's stylesheet; runs
// Lighthouse (mobile defaults, local Chromium) three times on every route of the table and on
// both bare pages, and measures the JavaScript each route sends
// on first load. Prints the medians route by route, writes bench-results/latest.json, compares
// with bench-results/baseline.json, and exits non-zero when a bar is missed.
//   npm run bench -- /faq /about     only those routes
//   BENCH_RUNS=1 npm run bench       one run each instead of three
//   npm run bench -- --explain /     also list what the simulated paints wait for (lcp-graph.mjs)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildBarePage, siteStylesheet } from './bench/bare-page.mjs';
import { paintGraph, printPaintGraph } from './bench/lcp-graph.mjs';
import { bars, failures, lcpLimit, medianRow, printTable } from './bench/report.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { chromiumFlags, findBrowser } from './find-browser.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://127.0.0.1:${port}`;
const bareOrigin = `http://127.0.0.1:${port + 1}`;
const styledBareOrigin = `http://127.0.0.1:${port + 2}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const explain = process.argv.includes('--explain');

function routeTable() {
  const source = readFileSync('content/routes.ts', 'utf8');
  const paths = [...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1]);
  return only.length ? paths.filter((path) => only.includes(path)) : paths;
}

/** A build through `next start`: the site's, and the reference pages'. */
function serve(cwd, servePort, entry) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.UPSTREAM_API_BASE;
  return spawn(process.execPath, [...entry, '-H', '127.0.0.1', '-p', String(servePort)], {
    cwd,
    env,
    stdio: 'ignore',
    detached: true,
  });
}

function stop(server) {
  try {
    process.kill(-server.pid);
  } catch {
    // already gone
  }
}

async function waitForServer(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`server at ${url} did not start`);
}

/**
 * JavaScript a page needs on first load: its <script src> tags (less the nomodule polyfills
 * modern browsers skip) and the client chunks its RSC payload asks for, gzip-compressed.
 * Lighthouse's own script total would also count the chunks that link prefetching fetches later.
 */
async function firstLoadJsKb(url) {
  const html = await (await fetch(url)).text();
  const noModule = new Set(
    [...html.matchAll(/<script[^>]*src="([^"]+)"[^>]*noModule[^>]*>/gi)].map((match) => match[1]),
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
  return Number((bytes / 1024).toFixed(1));
}

async function lighthouseRun(url, chromePort) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    'best-practices': Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    // Lighthouse simulates LCP from the unthrottled trace; this is what that trace observed.
    observedLcpMs: audits.metrics.details.items[0].observedLargestContentfulPaint,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    graph: explain ? paintGraph(result.lhr) : undefined,
  };
}

async function measure(path, url, chromePort) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    process.stderr.write(`lighthouse ${path} (${run}/${runs}) ...\n`);
    results.push(await lighthouseRun(url, chromePort));
  }
  if (explain) printPaintGraph(path, results.at(-1).graph);
  const row = medianRow(results);
  delete row.graph;
  return { path, ...row, jsKb: await firstLoadJsKb(url) };
}

const built = await buildIfNeeded();
if (built !== 0) process.exit(built);
const bare = await buildBarePage();
const styledBare = await buildBarePage({ stylesheet: siteStylesheet() }).catch((error) => {
  bare.remove();
  throw error;
});

const nextStart = ['node_modules/next/dist/bin/next', 'start'];
const servers = [
  serve(process.cwd(), port, nextStart),
  serve(bare.dir, port + 1, nextStart),
  serve(styledBare.dir, port + 2, nextStart),
];
let chrome;
try {
  await Promise.all([origin, bareOrigin, styledBareOrigin].map((o) => waitForServer(`${o}/`)));
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? findBrowser(),
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const bareRow = await measure('bare Next.js page', `${bareOrigin}/`, chrome.port);
  const styledBareRow = await measure('bare page + site CSS', `${styledBareOrigin}/`, chrome.port);
  const rows = [];
  for (const path of routeTable()) rows.push(await measure(path, `${origin}${path}`, chrome.port));

  const baselinePath = 'bench-results/baseline.json';
  const baseline = existsSync(baselinePath)
    ? JSON.parse(readFileSync(baselinePath, 'utf8')).routes
    : undefined;
  printTable(rows, bareRow, baseline, [styledBareRow]);

  mkdirSync('bench-results', { recursive: true });
  const report = {
    measuredAt: new Date().toISOString(),
    lighthouse: `mobile defaults (simulated throttling), median of ${runs} run(s)`,
    bars: { ...bars, lcpMsThisRun: lcpLimit(bareRow) },
    bare: bareRow,
    bareWithSiteStylesheet: styledBareRow,
    routes: rows,
  };
  writeFileSync('bench-results/latest.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('written: bench-results/latest.json');

  const failed = rows.flatMap((row) => failures(row, bareRow).map((f) => `${row.path}: ${f}`));
  if (failed.length) {
    console.log(`\nbars not met:\n${failed.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nall bars met');
  }
} finally {
  await chrome?.kill();
  for (const server of servers) stop(server);
  bare.remove();
  styledBare.remove();
}
