// `npm run bench`: the bars of decisions.md ("Bars"), measured on every route of the table and a
// quote page, beside a bare Next.js page built and served in the same run. Median of the runs,
// route by route: Lighthouse (mobile defaults) simulated for the scores and CLS, applied (slow 4G,
// 4x CPU) for LCP and TBT; first-load JavaScript; the worst interaction of the interactive pages.
// Prints a table, writes bench-results/latest.json (copy it to baseline.json to compare later
// runs with it) and exits non-zero when a bar is missed.
//   npm run bench -- /services/sms /faq   only those routes
//   BENCH_RUNS=1 npm run bench            one run each instead of three
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import { buildBarePage } from './bench/bare-page.mjs';
import { BARE, QUOTE, measureInteractions, scenarios, ways } from './bench/interactions.mjs';
import { firstLoadJsKb, lighthouseRun } from './bench/lighthouse.mjs';
import { buildForTests } from './build-if-needed.mjs';
import { chromiumFlags, findBrowser } from '../testing/find-browser.mjs';
import { importTypeScript } from './typescript.mjs';

const { routes } = await importTypeScript('content/routes.ts');
const { freePort, serverCommand, startSiteServer, waitUntilAnswers } =
  await importTypeScript('testing/site-server.ts');

const bars = {
  performance: 90,
  scores: 100,
  cls: 0,
  lcpVersusBare: 1.2,
  tbtMs: 100,
  jsKb: 180,
  inpMs: 100,
};
const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.argv.slice(2);
const paths = [...routes.map((route) => route.path), QUOTE].filter(
  (path) => !only.length || only.includes(path) || only.includes(path.split('?')[0]),
);
const baselinePath = 'bench-results/baseline.json';
const baseline = existsSync(baselinePath) ? JSON.parse(readFileSync(baselinePath, 'utf8')) : {};

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

/** The median of each figure over the runs, rounded (CLS to thousandths). */
const medianOf = (rows) =>
  Object.fromEntries(
    Object.keys(rows[0]).map((key) => {
      const value = median(rows.map((row) => row[key]));
      return [key, key === 'cls' ? Number(value.toFixed(3)) : Math.round(value)];
    }),
  );

/** Both kinds of Lighthouse run, interleaved, so that a slow moment of the machine hits both. */
async function measure(path, url, chromePort) {
  const applied = [];
  const simulated = [];
  for (let run = 1; run <= runs; run += 1) {
    process.stderr.write(`lighthouse ${path} (${run}/${runs}) ...\n`);
    applied.push(await lighthouseRun(url, chromePort, true));
    simulated.push(await lighthouseRun(url, chromePort, false));
  }
  return {
    path,
    applied: medianOf(applied),
    simulated: medianOf(simulated),
    jsKb: await firstLoadJsKb(url),
  };
}

/** The bare page's build, served by `next start` from its own folder. */
async function serveBarePage(dir) {
  const port = await freePort();
  const child = spawn(process.execPath, serverCommand('next-start', port).args, {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitUntilAnswers(url, { exited: () => child.exitCode !== null });
  return { url, stop: () => child.kill('SIGTERM') };
}

function failures(row, bare) {
  const { applied, simulated } = row;
  const limit = Math.round(bare.applied.lcpMs * bars.lcpVersusBare);
  return [
    simulated.performance < bars.performance && `performance ${simulated.performance}`,
    ...['accessibility', 'best-practices', 'seo'].map(
      (key) => simulated[key] < bars.scores && `${key} ${simulated[key]}`,
    ),
    Math.max(applied.cls, simulated.cls) > bars.cls &&
      `CLS ${Math.max(applied.cls, simulated.cls)}`,
    applied.lcpMs > limit && `LCP ${applied.lcpMs} ms > ${limit} (${bars.lcpVersusBare}x bare)`,
    applied.tbtMs > bars.tbtMs && `TBT ${applied.tbtMs} ms`,
    row.jsKb > bars.jsKb && `JS ${row.jsKb} KB`,
    ...Object.entries(row.inp ?? {}).map(
      ([way, { ms, act }]) => ms > bars.inpMs && `INP ${way} ${ms} ms (${act})`,
    ),
  ].filter(Boolean);
}

const columns = [
  ['page', (row) => row.path],
  ['LCP ms', (row) => row.applied.lcpMs, 'applied.lcpMs'],
  ['x bare', (row, bare) => (row.applied.lcpMs / bare.applied.lcpMs).toFixed(2)],
  ['TBT ms', (row) => row.applied.tbtMs, 'applied.tbtMs'],
  ['CLS', (row) => Math.max(row.applied.cls, row.simulated.cls)],
  ['PSI', (row) => row.simulated.performance, 'simulated.performance'],
  [
    'a11y/bp/seo',
    (row) => ['accessibility', 'best-practices', 'seo'].map((k) => row.simulated[k]).join('/'),
  ],
  ['sim LCP', (row) => row.simulated.lcpMs],
  ['JS KB', (row) => row.jsKb, 'jsKb'],
  ...Object.keys(ways).map((way) => [
    `INP ${way}`,
    (row, bare) => row.inp && `${row.inp[way].ms}/${bare.inp[way].ms}`,
    `inp.${way}.ms`,
  ]),
];

const read = (row, key) => key.split('.').reduce((value, part) => value?.[part], row);

/** A Markdown table; a figure that differs from the baseline's shows it in brackets. */
function printTable(rows, bare) {
  const lines = rows.map((row) => {
    const before = [baseline.bare, ...(baseline.routes ?? [])].find((b) => b?.path === row.path);
    return columns.map(([, get, key]) => {
      const value = String(get(row, bare) ?? '');
      const old = key && before && read(before, key);
      return old !== undefined && old !== read(row, key) ? `${value} (${old})` : value;
    });
  });
  const head = columns.map(([name]) => name);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    [
      format(head),
      `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
      ...lines.map(format),
    ].join('\n'),
  );
  console.log(
    'LCP, TBT: applied throttling; PSI, scores, sim LCP: simulated; INP: page/bare page, worst interaction\n' +
      `at 4x CPU on a phone's viewport; median of ${runs} run(s); (bracketed: ${baselinePath})`,
  );
}

// The tests' build (.next-test), never a deploy build in .next.
const built = await buildForTests();
if (built !== 0) process.exit(built);
const barePage = await buildBarePage();
const browser = findBrowser();
let site, bareServer, chrome;
try {
  site = await startSiteServer({ UPSTREAM_API_BASE: undefined });
  bareServer = await serveBarePage(barePage.dir);
  chrome = await chromeLauncher.launch({
    chromePath: browser,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const bare = await measure(BARE, bareServer.url, chrome.port);
  const rows = [];
  for (const path of paths) rows.push(await measure(path, `${site.url}${path}`, chrome.port));
  chrome.kill();
  chrome = undefined;
  const pages = [
    { name: BARE, url: bareServer.url },
    ...paths
      .filter((path) => scenarios[path])
      .map((path) => ({ name: path, url: `${site.url}${path}` })),
  ];
  const inp = await measureInteractions(browser, pages, runs);
  for (const row of [bare, ...rows]) row.inp = inp[row.path];

  printTable([bare, ...rows], bare);
  const report = { measuredAt: new Date().toISOString(), runs, bars, bare, routes: rows };
  writeFileSync('bench-results/latest.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('written: bench-results/latest.json');
  const failed = rows.flatMap((row) => failures(row, bare).map((f) => `${row.path}: ${f}`));
  console.log(failed.length ? `\nbars not met:\n${failed.join('\n')}` : '\nall bars met');
  process.exitCode = failed.length ? 1 : 0;
} finally {
  chrome?.kill();
  bareServer?.stop();
  await site?.stop();
  barePage.remove();
}
