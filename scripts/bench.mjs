// `npm run bench`: the speed bars (docs/architecture.md, "Tests"), beside a bare Next.js page
// built and served in the same run. Median of the runs, route by route: on every route of the
// table, Lighthouse (mobile defaults) simulated for the scores and CLS, applied (slow 4G, 4x CPU)
// for LCP and TBT, and first-load JavaScript; on the interactive pages and a quote page, the
// worst interaction.
// Prints a table, writes bench-results/latest.json (copy it to baseline.json to compare later
// runs with it) and exits non-zero when a bar is missed.
//   npm run bench -- /services/sms /faq   only those routes
//   BENCH_RUNS=1 npm run bench            one run each instead of three
//   BENCH_SITE_URL=http://host:port npm run bench   a server already running (another build, to
//                                          compare in one sitting), not the tests' build
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BARE, measureInteractions, repeat, scenarios, ways } from './bench/interactions.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { chromiumFlags, findBrowser } from '../testing/find-browser.mjs';
import { importTypeScript } from './typescript.mjs';

const { routes } = await importTypeScript('content/routes.ts');
const { startSiteServer } = await importTypeScript('testing/site-server.ts');

const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.argv.slice(2);
const chosen = (path) => !only.length || only.includes(path) || only.includes(path.split('?')[0]);
const baselinePath = 'bench-results/baseline.json';
const baseline = existsSync(baselinePath) ? JSON.parse(readFileSync(baselinePath, 'utf8')) : {};

/**
 * One Lighthouse run. Simulated throttling (what PageSpeed Insights shows) gives the four scores;
 * applied throttling (devtools: slow 4G and 4x CPU imposed on the real load) the paint and the
 * blocking time a phone sees.
 */
async function lighthouseRun(url, port, applied) {
  const categories = applied ? [] : ['accessibility', 'best-practices', 'seo'];
  const { lhr } = await lighthouse(url, {
    port,
    logLevel: 'error',
    onlyCategories: ['performance', ...categories],
    throttlingMethod: applied ? 'devtools' : 'simulate',
  });
  const audit = (id) => lhr.audits[id].numericValue ?? NaN;
  const paint = { lcpMs: audit('largest-contentful-paint'), cls: audit('cumulative-layout-shift') };
  if (applied) return { ...paint, tbtMs: audit('total-blocking-time') };
  const scores = Object.entries(lhr.categories).map(([id, { score }]) => [id, score * 100]);
  return { ...Object.fromEntries(scores), ...paint };
}

/**
 * JavaScript a page needs on first load, gzip-compressed: its <script src> (less the nomodule
 * polyfills modern browsers skip) and the client chunks its RSC payload asks for. Lighthouse's
 * total would also count the chunks that link prefetching fetches later.
 */
async function firstLoadJsKb(url) {
  const html = await (await fetch(url)).text();
  // By path: a script's URL ends in the build's deployment id (`?dpl=…`), the chunks' do not.
  const noModule = html.matchAll(/<script[^>]*src="([^"]+)"[^>]*noModule[^>]*>/gi);
  const skipped = new Set(noModule.map(([, src]) => new URL(src, url).pathname));
  const chunks = new Set(html.match(/\/_next\/static\/chunks\/[^"\\]+?\.js/g));
  let bytes = 0;
  for (const chunk of chunks.difference(skipped)) {
    const response = await fetch(new URL(chunk, url));
    if (!response.ok) throw new Error(`${url}: ${chunk} answered ${response.status}`);
    bytes += gzipSync(Buffer.from(await response.arrayBuffer())).byteLength;
  }
  return Math.round(bytes / 102.4) / 10;
}

/** The median of each figure over the runs that measured it (NaN, null in JSON, when none did). */
function medianOf(rows) {
  const median = (key) => {
    const sorted = rows.map((row) => row[key]).filter(Number.isFinite);
    sorted.sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    const value = sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
    return key === 'cls' ? Number(value.toFixed(3)) : Math.round(value);
  };
  return Object.fromEntries(Object.keys(rows[0]).map((key) => [key, median(key)]));
}

/**
 * Both kinds of Lighthouse run on each page `[path, url, indexed]`, interleaved, so that a slow
 * moment of the machine hits both; and its first-load JavaScript. One row per page.
 */
async function lighthouseRows(browser, pages) {
  const chrome = await chromeLauncher.launch({
    chromePath: browser,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const rows = [];
    for (const [path, url, indexed] of pages) {
      const pairs = await repeat(`lighthouse ${path}`, runs, async () => [
        await lighthouseRun(url, chrome.port, true),
        await lighthouseRun(url, chrome.port, false),
      ]);
      const [applied, simulated] = [0, 1].map((kind) => medianOf(pairs.map((pair) => pair[kind])));
      rows.push({ path, indexed, applied, simulated, jsKb: await firstLoadJsKb(url) });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

/**
 * The floor every route is compared with: a bare Next.js App Router page, built in a throwaway
 * folder from the project's own `next`, with a menu button and a field whose figure updates (the
 * floor of the interaction bar), and nothing else.
 */
const barePage = {
  'package.json': '{ "private": true }\n',
  // The project's node_modules lies outside this folder: let Turbopack resolve through the link.
  'next.config.mjs': "export default { turbopack: { root: '/' } };\n",
  'app/layout.js': `export const metadata = { title: 'Bare Next.js page' };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  'app/page.js': `import { Widgets } from './widgets';
export default function Page() {
  return <main><h1>A bare Next.js page</h1><p>One heading and one paragraph, and no CSS.</p><Widgets /></main>;
}
`,
  'app/widgets.js': `'use client';
import { useEffect, useState } from 'react';
export function Widgets() {
  const [open, setOpen] = useState(false);
  const [volume, setVolume] = useState('');
  useEffect(() => { document.documentElement.dataset.hydrated = 'true'; }, []);
  return <>
    <button aria-expanded={open} onClick={() => setOpen(!open)}>Menu</button>
    {open && <ul><li><a href="/">Home</a></li><li><a href="/">About</a></li></ul>}
    <label>Volume <input inputMode="numeric" value={volume} onChange={(e) => setVolume(e.target.value)} /></label>
    <output>{(Number(volume.replace(/\\D/g, '')) * 0.17).toFixed(2)}</output>
  </>;
}
`,
};

function buildBarePage(dir) {
  mkdirSync(join(dir, 'app'));
  for (const [name, text] of Object.entries(barePage)) writeFileSync(join(dir, name), text);
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  const next = resolve('node_modules/next/dist/bin/next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  execFileSync(process.execPath, [next, 'build'], { cwd: dir, stdio: 'inherit', env });
}

/**
 * A row's figures by column (`bare`: the floor's row), each with its bar where it has one. A
 * figure a page has no measure of is undefined and not judged; one Lighthouse could not measure
 * (NaN) misses its bar.
 */
const figures = (row, bare) => ({
  'LCP ms': [row.applied?.lcpMs, (ms) => ms <= Math.round(bare.applied.lcpMs * 1.2)],
  'x bare': [row.applied && (row.applied.lcpMs / bare.applied.lcpMs).toFixed(2)],
  'TBT ms': [row.applied?.tbtMs, (ms) => ms <= 100],
  CLS: [row.applied && Math.max(row.applied.cls, row.simulated.cls), (cls) => cls <= 0],
  PSI: [row.simulated?.performance, (score) => score >= 90],
  a11y: [row.simulated?.accessibility, (score) => score === 100],
  bp: [row.simulated?.['best-practices'], (score) => score === 100],
  SEO: [row.simulated?.seo, (score) => !row.indexed || score === 100],
  'sim LCP': [row.simulated?.lcpMs],
  'JS KB': [row.jsKb, (kb) => kb <= 180],
  ...Object.fromEntries(
    Object.keys(ways).map((way) => {
      const { ms, act } = row.inp?.[way] ?? {};
      return [`INP ${way}`, [ms, (worst) => worst <= 100, act]];
    }),
  ),
});

/** What misses a bar, with its figure (and, for an interaction, the act). */
const failures = (row, bare) =>
  Object.entries(figures(row, bare))
    .filter(([, [value, met]]) => met && value !== undefined && !met(value))
    .map(([name, [value, , act]]) => `${row.path}: ${name} ${value}${act ? ` (${act})` : ''}`);

/** One row per page; a figure that differs from the baseline's shows it in brackets. */
function printTable(rows, bare) {
  const before = (path) =>
    [baseline.bare, ...(baseline.routes ?? [])].find((old) => old?.path === path);
  const cells = (row, old = before(row.path)) => {
    const was = old ? figures(old, baseline.bare) : {};
    return Object.entries(figures(row, bare)).map(([name, [value]]) => {
      const [then] = was[name] ?? [];
      return [name, then !== undefined && then !== value ? `${value} (${then})` : (value ?? '')];
    });
  };
  console.table(Object.fromEntries(rows.map((row) => [row.path, Object.fromEntries(cells(row))])));
  console.log(
    'LCP, TBT: applied throttling; PSI, a11y, bp, SEO, sim LCP: simulated; INP: the worst\n' +
      `interaction at 4x CPU on a phone's viewport. Median of ${runs} run(s); in brackets: ${baselinePath}.`,
  );
}

// The tests' build (.next-test), never a deploy build in .next; or a server already running.
const siteUrl = process.env.BENCH_SITE_URL?.replace(/\/+$/, '');
if (!siteUrl && (await buildIfNeeded('--tests')) !== 0) process.exit(1);
const bareDir = mkdtempSync(join(tmpdir(), 'bench-bare-next-'));
const browser = findBrowser();
let site, bareServer;
try {
  buildBarePage(bareDir);
  site = siteUrl ? { url: siteUrl } : await startSiteServer({ UPSTREAM_API_BASE: undefined });
  bareServer = await startSiteServer({}, { dir: bareDir });
  const chosenRoutes = routes.filter((route) => chosen(route.path));
  const [bare, ...rows] = await lighthouseRows(browser, [
    [BARE, `${bareServer.url}/`],
    ...chosenRoutes.map(({ path, indexed }) => [path, `${site.url}${path}`, indexed]),
  ]);
  const driven = Object.keys(scenarios).filter((name) => name !== BARE && chosen(name));
  const urls = { [BARE]: `${bareServer.url}/` };
  for (const path of driven) urls[path] = `${site.url}${path}`;
  const inp = await measureInteractions(browser, urls, runs);
  for (const path of driven.filter((path) => !rows.some((row) => row.path === path))) {
    rows.push({ path });
  }
  for (const row of [bare, ...rows]) row.inp = inp[row.path];

  printTable([bare, ...rows], bare);
  const report = { measuredAt: new Date().toISOString(), runs, bare, routes: rows };
  writeFileSync('bench-results/latest.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('written: bench-results/latest.json');
  const failed = rows.flatMap((row) => failures(row, bare));
  console.log(failed.length ? `\nbars not met:\n${failed.join('\n')}` : '\nall bars met');
  process.exitCode = failed.length ? 1 : 0;
} finally {
  await bareServer?.stop();
  await site?.stop?.();
  rmSync(bareDir, { recursive: true, force: true });
}
